/** docs/statecharts/README.md, the guide to reading the charts, as a page of the explorer. */
import guide from '../../docs/statecharts/README.md?raw';
import { blockHtml } from './markdown';

export function ReadingPage() {
  return (
    <div className="page">
      <nav className="crumbs" aria-label="Breadcrumb"><a href="./">All machines</a></nav>
      <main className="prose" dangerouslySetInnerHTML={{ __html: blockHtml(guide) }} />
    </div>
  );
}
