/**
 * A machine's page: what it is for, its chart (in parts, as docs/statecharts draws it), its states
 * table with the "how to read" help beside it, and walk mode where its walk table is written.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { AnyStateNode } from 'xstate';
import { READING_HINTS } from '../../scripts/statechart/document';
import { stateIds } from '../../scripts/statechart/mermaid';
import { stateTitle } from '../../scripts/statechart/words';
import type { CatalogEntry } from './catalog';
import { Chart, type ChartTarget } from './Chart';
import { inlineHtml } from './markdown';
import { useWalk } from './use-walk';
import { WalkPanel } from './WalkPanel';

export function MachinePage({ entry }: { entry: CatalogEntry }) {
  const diagram = entry.diagram();
  const { machine } = entry;
  const controls = useWalk(entry.walk, diagram.moves);
  const [selected, setSelected] = useState<AnyStateNode | null>(null);
  const ids = useMemo(() => stateIds(machine), [machine]);
  const rowsRef = useRef<HTMLTableSectionElement>(null);
  const current = controls.walk?.activeNodes() ?? [];
  const withParts = diagram.parts.length > 1;
  const partId = (index: number) => `part-${index + 1}`;

  /** A box of the chart chosen: its state's row is selected and shown, or the part it stands for. */
  const onChoose = useCallback((target: ChartTarget) => {
    if (target.kind === 'part') {
      document.getElementById(partId(diagram.parts.indexOf(target.part)))?.scrollIntoView({ block: 'start' });
      return;
    }
    setSelected(target.node);
    const row = rowsRef.current?.querySelector<HTMLElement>(`[data-state="${CSS.escape(ids.get(target.node) ?? '')}"]`);
    row?.scrollIntoView({ block: 'center' });
    row?.querySelector('button')?.focus({ preventScroll: true });
  }, [diagram.parts, ids]);

  return (
    <div className="page">
      <nav className="crumbs" aria-label="Breadcrumb">
        <a href="./">All machines</a> <span aria-hidden="true">›</span> {entry.group}
      </nav>
      <header className="page-header">
        <h1>
          {stateTitle(machine.id)} <span className="file">machines/{entry.file}</span>
        </h1>
        <p>{machine.root.description}</p>
        {diagram.everywhere.length > 0 && <p>In every state it also handles: {diagram.everywhere.join('; ')}.</p>}
        {!entry.walk ? (
          <p className="muted">Walk mode: not available yet (this machine has no walk table in src/explorer/walk/tables).</p>
        ) : !controls.walk && (
          <div className="buttons">
            <button type="button" className="primary" onClick={controls.start}>Walk this machine</button>
          </div>
        )}
      </header>
      <div className="layout">
        <aside className="aside">
          <WalkPanel controls={controls} />
          <section className="help" aria-labelledby="help-title">
            <h2 id="help-title">How to read</h2>
            <p dangerouslySetInnerHTML={{ __html: inlineHtml(READING_HINTS) }} />
            <p><a href="?page=reading">More in the guide to the charts</a></p>
          </section>
        </aside>
        <main className="main">
          {diagram.charts.map((chart, index) => {
            const part = diagram.parts[index]!;
            return (
              <section key={chart.name} id={partId(index)} className="part" aria-labelledby={`${partId(index)}-title`}>
                <h2 id={`${partId(index)}-title`}>{withParts ? `Part: ${chart.name}` : 'Chart'}</h2>
                <Chart
                  id={`chart-${entry.name}-${index + 1}`}
                  machine={machine}
                  parts={diagram.parts}
                  part={part}
                  orders={diagram.orders}
                  chart={chart}
                  current={current}
                  selected={selected}
                  onChoose={onChoose}
                />
              </section>
            );
          })}
          <section>
            <h2 id="states-title">States</h2>
            <div className="table-scroll" role="region" aria-labelledby="states-title" tabIndex={0}>
              <table className="states">
                <thead>
                  <tr>
                    <th scope="col">State</th>
                    {withParts && <th scope="col">Part</th>}
                    <th scope="col">What it does</th>
                    <th scope="col">Also handles (stays in the state)</th>
                  </tr>
                </thead>
                <tbody ref={rowsRef}>
                  {diagram.rows.map((row) => {
                    const now = current.includes(row.node);
                    const classes = [row.node === selected && 'is-selected', now && 'is-current'].filter(Boolean).join(' ');
                    return (
                      <tr key={ids.get(row.node)} data-state={ids.get(row.node)} className={classes || undefined}>
                        <th scope="row">
                          <button type="button" className="link" aria-pressed={row.node === selected} onClick={() => setSelected(row.node === selected ? null : row.node)}>
                            {row.name}
                          </button>
                          {now && <span className="badge">now</span>}
                        </th>
                        {withParts && <td>{row.part}</td>}
                        <td>{row.whatItDoes}</td>
                        <td>{row.alsoHandles.join('; ')}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        </main>
      </div>
    </div>
  );
}
