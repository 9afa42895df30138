/**
 * Vite plugin: the first page renders after one round of requests instead of three.
 *
 * Vite's index.html loads the entry and preloads the chunks it imports statically. Everything
 * else the first page needs is imported on demand, so the browser would only ask for it once the
 * entry ran: the language's catalog when the portal starts, then the route's chunks and CSS once
 * the router matched. This plugin adds those of the given source modules to index.html: the
 * modules' chunks with their static imports as `modulepreload`, their CSS as `preload as=style`
 * (the router still applies the CSS when it loads the route, from the browser's cache).
 */
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** Every chunk `roots` import statically, themselves included. */
function staticClosure(roots: OutputChunk[], chunks: Map<string, OutputChunk>): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return seen;
}

/** `modules`: source files (relative to the project root) whose chunks the first page loads on demand. */
export function preloadFirstPage(modules: readonly string[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'installer-club:preload-first-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
        const wanted = new Set(modules.map((module) => resolve(root, module)));
        // A route file is split in two (TanStack's code splitting): its definition stays in the
        // entry, its component goes to a chunk whose module id carries a `?tsr-split=` query.
        const roots = [...chunks.values()].filter((chunk) => chunk.moduleIds.some((id) => wanted.has(id.split('?')[0] ?? id)));
        const missing = [...wanted].filter((file) => !roots.some((chunk) => chunk.moduleIds.some((id) => id.startsWith(file))));
        if (missing.length > 0) throw new Error(`preloadFirstPage: no chunk holds ${missing.join(', ')}`);

        const loadedWithEntry = staticClosure([entry], chunks);
        const toPreload = [...staticClosure(roots, chunks)].filter((chunk) => !loadedWithEntry.has(chunk));
        const styles = new Set(toPreload.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        // Low priority: the entry comes first, every page needs it and these only run after it. A
        // signed-in start, which needs none of them, is then slowed down the least by them.
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true, fetchpriority: 'low' },
          injectTo: 'head',
        });
        return [
          ...toPreload.map((chunk) => link({ rel: 'modulepreload', href: base + chunk.fileName })),
          ...[...styles].map((file) => link({ rel: 'preload', as: 'style', href: base + file })),
        ];
      },
    },
  };
}
