/**
 * What the portal asks for before its code arrives (early-start.ts carries it out): the first
 * page's chunks, styles and messages, and, signed in, the answers the first page waits for.
 * Without it the browser learns of each only once the code that needs it has run: the entry, then
 * the language's messages, then the route's chunks, then its data, then the hero image, one round
 * trip after another (issue 10, "a short loading chain").
 */
import { CONTENT_PAGE_SIZES } from '../../contract/content-page-sizes';
import { firstLanguage, type UiLanguageCode } from '../../contract/languages';
import { REFRESH_MARGIN_SECONDS } from '../../contract/limits';
import { requestKey } from './early-responses';

/** The id of index.html's data block with the manifest (a JSON script, which never runs). */
export const MANIFEST_ELEMENT_ID = 'early-start-manifest';

export interface PreloadSet {
  modules: string[];
  styles: string[];
}

/** Written into index.html at build time (scripts/build-early-start.ts): the built files' addresses. */
export interface EarlyStartManifest {
  /** A guest's first page, /login, with the default language's messages. */
  guest: PreloadSet;
  /** The signed-in layout, its loader's modules and the query client: every signed-in page. */
  shell: PreloadSet;
  /** Home's page and loader, beyond the shell. */
  home: PreloadSet;
  /** Manrope's Latin file (ui/fonts.css): a guest's /login preloads it. */
  brandFont: string;
  /** Each part of the messages a first page loads, per language. */
  catalogs: { core: Record<string, string>; signedIn: Record<string, string>; club: Record<string, string> };
}

/** What the browser holds when the portal starts. */
export interface StartingPoint {
  path: string;
  storedLanguage: string | null;
  hostname: string;
  browserLanguages: readonly string[];
  /** The session's access token (an emulation's in its tab, else the user's own); null for a guest. */
  token: string | null;
  /** When that token runs out, epoch milliseconds (null when unreadable). */
  tokenExpiresAt: number | null;
  now: number;
}

export interface EarlyStartPlan {
  language: UiLanguageCode;
  modules: string[];
  styles: string[];
  /** GETs whose answers the first page waits for (API paths, requestKey form), with the session's token if any. */
  requests: string[];
  /** Font files to preload. */
  fonts: string[];
  /** Whether the brand font waits for the first paint (brand-font.ts). */
  holdFont: boolean;
}

/** The API calls of the first signed-in page, as the app's queries write them (api/queries.ts, content-queries.ts). */
export const EARLY_REQUESTS = {
  user: requestKey('v1/company/user/self'),
  config: (language: UiLanguageCode) => requestKey('v1/config/public', { lang: language }),
  /** The hero slider's slides: the role's hero image, then the sticky news (club-loaders.ts loadHome). */
  hero: requestKey('v1/content', { content_types: 'hero', limit: 1, page: 1, visible: 1 }),
  stickyNews: requestKey('v1/content', { content_types: 'news', limit: CONTENT_PAGE_SIZES.sticky, page: 1, visible: 1, sticky: 1 }),
};

const isHome = (path: string) => path === '/' || path === '';

export function planEarlyStart(start: StartingPoint, manifest: EarlyStartManifest): EarlyStartPlan {
  const language = firstLanguage(start.storedLanguage, start.hostname, start.browserLanguages);
  const plan: EarlyStartPlan = { language, modules: [], styles: [], requests: [], fonts: [], holdFont: false };
  const add = (set: PreloadSet, ...catalogs: (string | undefined)[]) => {
    const modules = [...set.modules, ...catalogs.filter((file) => file !== undefined)];
    for (const file of modules) if (!plan.modules.includes(file)) plan.modules.push(file);
    for (const file of set.styles) if (!plan.styles.includes(file)) plan.styles.push(file);
  };
  const core = manifest.catalogs.core[language];
  // A guest starts on /login (other guest pages share its layout), in the language the portal picks, with the footer's config.
  // Its few files leave room for the font on the line: preloaded, it is there for the first paint, which then never reflows.
  if (start.token === null) {
    add(manifest.guest, core);
    plan.requests.push(EARLY_REQUESTS.config(language));
    plan.fonts.push(manifest.brandFont);
    return plan;
  }
  // A signed-in page brings twice as much before it paints: the font comes after, not in between.
  plan.holdFont = true;
  add(manifest.shell, core, manifest.catalogs.signedIn[language]);
  if (isHome(start.path)) add(manifest.home, manifest.catalogs.club[language]);
  // A token about to run out is refreshed before the first call: an answer asked for with it would go unused.
  const fresh = start.tokenExpiresAt !== null && start.tokenExpiresAt - start.now > REFRESH_MARGIN_SECONDS * 1000;
  if (fresh) {
    plan.requests.push(EARLY_REQUESTS.user, EARLY_REQUESTS.config(language));
    if (isHome(start.path)) plan.requests.push(EARLY_REQUESTS.hero, EARLY_REQUESTS.stickyNews);
  }
  return plan;
}
