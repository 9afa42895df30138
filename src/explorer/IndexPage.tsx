/** The index: every machine in its group, with its figures and whether it can be walked yet. */
import { stateTitle } from '../../scripts/statechart/words';
import { CATALOG, GROUPS, UNGROUPED, figuresOf, type Group } from './catalog';

/** A description's first sentence: the index's line on what the machine is for. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

export function IndexPage() {
  const groups: Group[] = [...GROUPS, UNGROUPED];
  return (
    <div className="page">
      <header className="page-header">
        <h1>Installer Club statecharts</h1>
        <p>
          Every wizard and lifecycle of the portal is a statechart in <code>machines/</code>. Open one to see its chart, its states in
          words and, where it is ready, to walk it: start it, press what a person would press, answer its calls, let time pass.
          Nothing here talks to a server. <a href="?page=reading">How to read the charts</a>.
        </p>
      </header>
      <main>
        {groups.map((group) => {
          const entries = CATALOG.filter((entry) => entry.group === group);
          if (entries.length === 0) return null;
          const id = `group-${group.toLowerCase().replace(/[^a-z]+/g, '-')}`;
          return (
            <section key={group} className="group">
              <h2 id={id}>{group}</h2>
              <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
                <table className="machines">
                  <thead>
                    <tr>
                      <th scope="col">Machine</th>
                      <th scope="col">What it does</th>
                      <th scope="col" className="number">States</th>
                      <th scope="col" className="number">Transitions</th>
                      <th scope="col">Walk mode</th>
                      <th scope="col">Transitions walked by a test</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => {
                      const { states, transitions } = figuresOf(entry);
                      return (
                        <tr key={entry.name}>
                          <th scope="row">
                            <a href={`?machine=${entry.name}`}>{stateTitle(entry.machine.id)}</a>
                            <span className="file">{entry.file}</span>
                          </th>
                          <td>{firstSentence(entry.machine.root.description ?? '')}</td>
                          <td className="number">{states}</td>
                          <td className="number">{transitions}</td>
                          <td>{entry.walk ? 'Ready' : 'Not available yet'}</td>
                          <td className="muted">Not measured yet</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })}
      </main>
    </div>
  );
}
