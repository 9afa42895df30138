/**
 * The explorer's pages, one static index.html: the index, `?machine=<name>` for a machine's page
 * (its walk in the hash), `?page=reading` for the guide to the charts.
 */
import { useEffect } from 'react';
import { entryNamed } from './catalog';
import { IndexPage } from './IndexPage';
import { MachinePage } from './MachinePage';
import { ReadingPage } from './ReadingPage';

export function App() {
  const params = new URLSearchParams(window.location.search);
  const name = params.get('machine');
  const entry = entryNamed(name);
  const title = entry ? `${entry.exportName} · ` : params.get('page') === 'reading' ? 'Reading the diagrams · ' : '';
  useEffect(() => {
    document.title = `${title}Installer Club statecharts`;
  }, [title]);
  if (params.get('page') === 'reading') return <ReadingPage />;
  if (name === null) return <IndexPage />;
  if (!entry) {
    return (
      <main className="page">
        <h1>No machine named “{name}”</h1>
        <p><a href="./">All machines</a></p>
      </main>
    );
  }
  return <MachinePage entry={entry} />;
}
