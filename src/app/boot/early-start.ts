/**
 * The early-start script: a classic script index.html runs before the portal's entry (built
 * separately by scripts/build-early-start.ts, with no imports left at run time). It reads the
 * build's manifest from index.html, decides with early-start-plan.ts what the first page needs,
 * and asks for it at once: chunks and messages as modulepreload, styles as preload,
 * and, signed in, the first page's API calls, whose answers api/http.ts takes over. A guest's
 * /login gets the brand font preloaded; a signed-in page gets it once it has painted
 * (brand-font.ts). It never fails the page: anything it could not do, the portal does later as
 * it always did.
 */
import { API_BASE } from '../../contract/limits';
import { holdBrandFont } from './brand-font';
import { registerEarlyRequest } from './early-responses';
import { EARLY_REQUESTS, MANIFEST_ELEMENT_ID, planEarlyStart, type EarlyStartManifest } from './early-start-plan';

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** The access token the portal starts with (session-store.ts): this tab's emulation, else the user's own. */
function storedToken(): string | null {
  for (const [storage, key] of [[sessionStorage, 'emulation-session'], [localStorage, 'session']] as const) {
    const stored = readJson(storage, key) as { token?: unknown } | null;
    if (typeof stored?.token === 'string') return stored.token;
  }
  return null;
}

/** The token's `exp` in epoch milliseconds, unverified (the server verifies); null when unreadable. */
function expiryOf(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

function addLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

/** Statuses whose answers have no body (a Response with one cannot be made). */
const NULL_BODY_STATUSES = [101, 204, 205, 304];

/**
 * The answer read to its end at once: an answer nobody takes (the portal got there first) then
 * still completes its request, instead of leaving it open with its body unread.
 */
async function buffered(answer: Response): Promise<Response> {
  const body = NULL_BODY_STATUSES.includes(answer.status) ? null : await answer.arrayBuffer();
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

function ask(key: string, token: string | null): Promise<Response> {
  const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  const response = fetch(`${API_BASE}/${key}`, { headers, credentials: 'same-origin' }).then(buffered);
  registerEarlyRequest(key, { token, response });
  // Whoever takes the answer handles its failure; one nobody takes must not be reported as unhandled.
  response.catch(() => undefined);
  return response;
}

/** Reads a copy of an answer's JSON, leaving the answer itself to the portal; null when it failed. */
async function copyOf<T>(answer: Promise<Response>): Promise<T | null> {
  const response = await answer;
  return response.ok ? ((await response.clone().json()) as T) : null;
}

/**
 * ICU loads a language's number data the first time a formatter asks for it (~15 ms on a fast
 * machine, four times that on a phone). Signed-in pages format points at once: loaded here, in a
 * task of its own while the page still waits for its code, it no longer lengthens the first render.
 */
function warmUpNumbers(language: string): void {
  try {
    new Intl.NumberFormat(language).format(0);
  } catch {
    // A language the browser's Intl lacks: the portal's own formatting falls back as it always did.
  }
}

function start(): void {
  const manifestText = document.getElementById(MANIFEST_ELEMENT_ID)?.textContent;
  if (!manifestText) return;
  const manifest = JSON.parse(manifestText) as EarlyStartManifest;
  const token = storedToken();
  const plan = planEarlyStart({
    path: location.pathname,
    storedLanguage: readJson(localStorage, 'language') as string | null,
    hostname: location.hostname,
    browserLanguages: navigator.languages,
    token,
    tokenExpiresAt: token === null ? null : expiryOf(token),
    now: Date.now(),
  }, manifest);

  for (const href of plan.modules) addLink({ rel: 'modulepreload', href, crossorigin: '' });
  for (const href of plan.styles) addLink({ rel: 'preload', as: 'style', href, crossorigin: '' });
  for (const href of plan.fonts) addLink({ rel: 'preload', as: 'font', href, crossorigin: '' });
  if (plan.holdFont) holdBrandFont(document.documentElement, localStorage);

  const answers = new Map(plan.requests.map((key) => [key, ask(key, token)]));
  // Home's largest picture is the hero's: asked for as soon as its address is known, not once home renders.
  const hero = answers.get(EARLY_REQUESTS.hero);
  if (hero) {
    void copyOf<{ data?: { media?: unknown }[] }>(hero).then((body) => {
      const media = body?.data?.[0]?.media;
      if (typeof media === 'string') addLink({ rel: 'preload', as: 'image', href: media, fetchpriority: 'high' });
    }).catch(() => undefined);
  }
  if (token !== null) setTimeout(() => warmUpNumbers(plan.language), 0);
}

try {
  start();
} catch {
  // Storage blocked, a manifest from another build: the portal loads everything itself.
}
