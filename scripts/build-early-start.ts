/**
 * Vite plugin: the first page renders after one round of requests instead of five.
 *
 * Vite's index.html loads the entry and preloads the chunks it imports statically. Everything
 * else a first page needs is imported on demand, so the browser would only ask for it once the
 * code before it ran: the language's messages, then the route's chunks and CSS, then its data,
 * then the hero image. What a first page needs depends on what the browser holds (a session, a
 * language) and on the address, which a static page cannot know; so this plugin
 *
 * - builds src/app/boot/early-start.ts into a small classic script that index.html runs first,
 *   and writes the manifest it reads into index.html (a JSON data block): the chunks and CSS of a
 *   guest's /login, of the signed-in shell and of home, each language's catalog chunks, and
 *   Manrope's Latin file. A guest's /login and that font used to be preloaded by index.html
 *   itself; a signed-in start then downloaded them before its own files, and on HTTP/2 those
 *   bytes were the last to arrive before home's hero.
 */
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
import { MANIFEST_ELEMENT_ID, type EarlyStartManifest, type PreloadSet } from '../src/app/boot/early-start-plan';

type OutputChunk = Rolldown.OutputChunk;
type OutputBundle = Rolldown.OutputBundle;

const SCRIPT_SOURCE = 'src/app/boot/early-start.ts';
const SCRIPT_NAME = 'early-start.js';
/** Where index.html wants the script: before the entry and the stylesheet Vite adds. */
const PLACEHOLDER = '<!-- early-start -->';

/**
 * Source modules of each first page (relative to the project root; a folder ends in `/`); their
 * chunks load on demand. The API client, ky, loads with the first call (api/http.ts): a guest's
 * /login makes none before the footer's plain fetch, a signed-in page makes its first at once.
 */
const FIRST_PAGES = {
  guest: ['src/app/routes/_guest.tsx', 'src/app/routes/_guest/login.tsx', 'src/app/i18n/locales/en.po'],
  shell: ['src/app/routes/_app.tsx', 'src/app/api/query-client.ts', 'src/app/api/notification-queries.ts', 'src/app/api/points-queries.ts', 'src/app/session/token-refresh.ts', 'src/app/routes/-signed-in-catalog.ts', 'src/app/routeTree.gen.ts', 'node_modules/ky/'],
  home: ['src/app/routes/_app/index.tsx', 'src/app/api/club-loaders.ts'],
};

/** The catalog parts a first page loads (lingui.config.ts): core, signed-in, club; the language is the file name. */
const CATALOG = /\/src\/app\/i18n\/locales\/(?:(signed-in|club)\/)?([a-z]{2})\.po$/;

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

const sourceOf = (id: string) => id.split('?')[0] ?? id;

/** The address of Manrope's Latin font file (src/app/ui/fonts.css). */
function latinFont(bundle: OutputBundle, base: string): string {
  const font = Object.values(bundle).find((output) => output.type === 'asset' && /(^|\/)manrope-latin-wght-normal-[\w-]+\.woff2$/.test(output.fileName));
  if (!font) throw new Error('earlyStart: the bundle lacks Manrope\'s Latin font file');
  return base + font.fileName;
}

export function earlyStart(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'installer-club:early-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      const built = await build({
        entryPoints: [resolve(root, SCRIPT_SOURCE)],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
        logLevel: 'silent',
      });
      this.emitFile({ type: 'asset', name: SCRIPT_NAME, source: built.outputFiles[0]!.text });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        if (!html.includes(PLACEHOLDER)) throw new Error(`earlyStart: index.html lacks ${PLACEHOLDER}`);
        const manifest = manifestOf(bundle, entry, root, base);
        const script = Object.values(bundle).find((output) => output.type === 'asset' && output.names.includes(SCRIPT_NAME));
        if (!script) throw new Error(`earlyStart: the bundle lacks ${SCRIPT_NAME}`);
        // `<` escaped: the data block must not end early, whatever a file name holds.
        const data = JSON.stringify(manifest).replace(/</g, '\\u003c');
        // Deferred like the entry and before it, so it runs first without holding up the first paint;
        // and first in the page, at high priority (deferred scripts get low), as its requests wait for it.
        const tags = [
          `<script type="application/json" id="${MANIFEST_ELEMENT_ID}">${data}</script>`,
          `<script defer fetchpriority="high" src="${base}${script.fileName}"></script>`,
        ];
        return html.replace(PLACEHOLDER, () => tags.join('\n    '));
      },
    },
  };
}

function manifestOf(bundle: OutputBundle, entry: OutputChunk, root: string, base: string): EarlyStartManifest {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const href = (fileName: string) => base + fileName;

  /** The chunks holding `modules` (a route file is split in two: its component's chunk has `?tsr-split=`). */
  const rootsOf = (modules: readonly string[]) => {
    // Real paths, as the bundler names modules: node_modules may be a link (a git worktree's).
    const wanted = modules.map((module) => realpathSync(resolve(root, module)) + (module.endsWith('/') ? '/' : ''));
    const holds = (chunk: OutputChunk, file: string) => chunk.moduleIds.some((id) => (file.endsWith('/') ? sourceOf(id).startsWith(file) : sourceOf(id) === file));
    const roots = [...chunks.values()].filter((chunk) => wanted.some((file) => holds(chunk, file)));
    const missing = wanted.filter((file) => !roots.some((chunk) => holds(chunk, file)));
    if (missing.length > 0) throw new Error(`earlyStart: no chunk holds ${missing.join(', ')}`);
    return roots;
  };
  /** The chunks and CSS of `modules` that are not loaded already (with the entry, or with an earlier set). */
  const setOf = (modules: readonly string[], loaded: Set<OutputChunk>): PreloadSet => {
    const added = [...staticClosure(rootsOf(modules), chunks)].filter((chunk) => !loaded.has(chunk));
    added.forEach((chunk) => loaded.add(chunk));
    const styles = new Set(added.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
    return { modules: added.map((chunk) => href(chunk.fileName)), styles: [...styles].map(href) };
  };

  const withEntry = staticClosure([entry], chunks);
  const guest = setOf(FIRST_PAGES.guest, new Set(withEntry));
  const signedIn = new Set(withEntry);
  const shell = setOf(FIRST_PAGES.shell, signedIn);
  const home = setOf(FIRST_PAGES.home, signedIn);

  const catalogs: EarlyStartManifest['catalogs'] = { core: {}, signedIn: {}, club: {} };
  for (const chunk of chunks.values()) {
    const match = chunk.moduleIds.map((id) => CATALOG.exec(sourceOf(id))).find((found) => found !== null);
    if (!match) continue;
    const part = match[1] === 'signed-in' ? 'signedIn' : match[1] === 'club' ? 'club' : 'core';
    catalogs[part][match[2]!] = href(chunk.fileName);
  }

  return { guest, shell, home, brandFont: latinFont(bundle, base), catalogs };
}
