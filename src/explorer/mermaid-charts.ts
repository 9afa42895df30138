/**
 * Mermaid with the ELK layout, loaded only by a machine's page (the index has no chart): the
 * charts of docs/statecharts drawn with labels kept apart, one render at a time.
 */
import type { Mermaid } from 'mermaid';

let loading: Promise<Mermaid> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function loadMermaid(): Promise<Mermaid> {
  loading ??= Promise.all([import('mermaid'), import('@mermaid-js/layout-elk')]).then(([{ default: mermaid }, { default: elkLayouts }]) => {
    mermaid.registerLayoutLoaders(elkLayouts);
    // 'strict': no script or click handler from the chart's text; the page adds its own listeners.
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', layout: 'elk', theme: 'neutral', state: { useMaxWidth: false } });
    return mermaid;
  });
  return loading;
}

/** The chart as SVG markup; `id` must be unique in the page. */
export function renderChart(id: string, text: string): Promise<string> {
  const rendering = queue.then(async () => (await (await loadMermaid()).render(id, text)).svg);
  queue = rendering.catch(() => undefined);
  return rendering;
}
