/**
 * `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) on
 * /login as a guest and on the home page signed in as owner@demo.pl, three runs each, medians
 * printed. It starts the server the end-to-end tests use (scripts/e2e-server.ts: the portal built
 * when stale, a fresh embedded database with demo data) unless --url names a running one.
 *
 * By default that server speaks HTTPS and HTTP/2 with a throwaway certificate, as production does
 * (browsers use HTTP/2 only over TLS); --protocol http1 measures plain HTTP/1.1, where a page's
 * requests queue for six connections that each start slowly (docs/performance.md).
 *
 * Not part of `npm test`: timings on a shared machine are noise, not a verdict.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium, request, type APIRequestContext, type Browser } from 'playwright-core';
import { createDevCertificate } from './dev-certificate';
import { startFreshServer } from './fresh-server';

const USAGE = `Usage: npm run lighthouse -- [--runs N] [--page login|home] [--protocol h2|http1] [--url BASE_URL] [--reports DIR]

  --runs N       runs per page (default 3); the medians are printed
  --page NAME    only this page: login or home (default both)
  --protocol P   h2 (default): HTTPS with HTTP/2, as production serves; http1: plain HTTP/1.1.
                 Applies to the server this script starts; with --url the address decides
  --url URL      measure a server that is already running (it must have the demo data and answer
                 /api/dev/outbox to this machine) instead of starting a fresh one
  --reports DIR  also write each run's full Lighthouse report (JSON) into DIR
  --help         this text

Chromium: CHROMIUM_PATH, else /usr/bin/chromium.`;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const ACCOUNT = 'owner@demo.pl';
const MAX_ATTEMPTS = 3;
const PAGE_FILES = ['login', 'home'];

interface TokenPair { token: string; refresh_token: string }
/** What a returning user's browser holds: the session and the language the portal remembered. */
interface SignedIn { pair: TokenPair; language: string }
interface RunFigures { score: number; lcpMs: number; cls: number; tbtMs: number; fcpMs: number }
interface PageToMeasure { name: string; file: string; path: string; session: SignedIn | null }

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, page: { type: 'string' }, protocol: { type: 'string', default: 'h2' }, url: { type: 'string' }, reports: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`);
  if (values.page !== undefined && !PAGE_FILES.includes(values.page)) throw new Error(`--page must be one of ${PAGE_FILES.join(', ')}, not ${values.page}`);
  if (values.protocol !== 'h2' && values.protocol !== 'http1') throw new Error(`--protocol must be h2 or http1, not ${values.protocol}`);

  const certificateDir = values.url || values.protocol === 'http1' ? null : mkdtempSync(join(tmpdir(), 'lighthouse-tls-'));
  const certificate = certificateDir ? createDevCertificate(certificateDir) : null;
  const server = values.url ? null : await startFreshServer(certificate);
  const api = await request.newContext({ ignoreHTTPSErrors: certificate !== null });
  let chrome: LaunchedChrome | null = null;
  let browser: Browser | null = null;
  try {
    const base = (values.url ?? server!.url).replace(/\/$/, '');
    const session = await signIn(api, base, ACCOUNT);
    // The throwaway certificate is trusted by its key's hash, so Chromium treats the origin as secure (and caches, and runs the service worker).
    const trust = certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`] : [];
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, ...trust] });
    // A second client on the same Chromium: it puts the session where the portal keeps it.
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const pages: PageToMeasure[] = [
      { name: '/login (guest)', file: 'login', path: '/login', session: null },
      { name: `/ (home, ${ACCOUNT})`, file: 'home', path: '/', session },
    ].filter((page) => values.page === undefined || page.file === values.page);
    for (const page of pages) {
      const figures: RunFigures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const lhr = await measureWithRetry(browser, chrome.port, base, page);
        if (values.reports) writeReport(values.reports, `${page.file}-${run}.json`, lhr);
        figures.push(figuresOf(lhr));
        console.log(`${page.name} run ${run}/${runs}: ${describe(figures.at(-1)!)}`);
      }
      console.log(`${page.name} median of ${runs}: ${describe(medians(figures))}\n`);
    }
  } finally {
    await browser?.close();
    chrome?.kill();
    await api.dispose();
    await server?.stop();
    if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
  }
}

/** A session through the API, as a person gets one: a code requested, read from the development outbox, verified. */
async function signIn(api: APIRequestContext, base: string, email: string): Promise<SignedIn> {
  const login = await postJson<{ login_request_id: string; user_id: number }>(api, `${base}/api/v2/installer/login`, { email });
  const outbox = await api.get(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!outbox.ok()) throw new Error(`GET /api/dev/outbox answered ${outbox.status()}: the server needs its development outbox`);
  const code = ((await outbox.json()) as { data: { code: string }[] }).data[0]?.code;
  if (!code) throw new Error(`No sign-in code for ${email} in the outbox`);
  const pair = await postJson<TokenPair>(api, `${base}/api/v2/installer/login/verify`, { userId: login.user_id, login_request_id: login.login_request_id, code });
  const self = await api.get(`${base}/api/v1/company/user/self`, { headers: { authorization: `Bearer ${pair.token}` } });
  if (!self.ok()) throw new Error(`GET /api/v1/company/user/self answered ${self.status()}`);
  const { data } = (await self.json()) as { data: { language: { code: string } } };
  return { pair, language: data.language.code };
}

async function postJson<T>(api: APIRequestContext, url: string, body: unknown): Promise<T> {
  const answer = await api.post(url, { data: body });
  if (!answer.ok()) throw new Error(`POST ${new URL(url).pathname} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * One Lighthouse run. A guest run lets Lighthouse clear the origin's storage and cache as usual; a
 * signed-in run keeps storage (the session must survive) after this function cleared the cache and
 * stored the session and language a returning user has (src/app/storage/session-store.ts, i18n.ts).
 */
async function measure(browser: Browser, port: number, base: string, page: PageToMeasure): Promise<Result> {
  if (page.session) {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const tab = await context.newPage();
    await tab.goto(`${base}/api/health`);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await tab.evaluate(({ pair, language }) => {
      localStorage.clear();
      localStorage.setItem('session', JSON.stringify(pair));
      localStorage.setItem('language', JSON.stringify(language));
    }, page.session);
    await tab.close();
  }
  const result = await lighthouse(`${base}${page.path}`, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: page.session !== null,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  return result.lhr;
}

/** Lighthouse's trace now and then misses the navigation (NO_NAVSTART) and says to run it again: it is, twice at most. */
async function measureWithRetry(browser: Browser, port: number, base: string, page: PageToMeasure): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await measure(browser, port, base, page);
    if (!lhr.runtimeError) return lhr;
    if (attempt === MAX_ATTEMPTS) throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`);
    console.log(`${page.name}: ${lhr.runtimeError.code}, measuring again`);
  }
}

function writeReport(dir: string, name: string, lhr: Result): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), JSON.stringify(lhr));
}

function figuresOf(lhr: Result): RunFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's own median (the runs that give them may differ). */
function medians(runs: RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return { score: of('score'), lcpMs: of('lcpMs'), cls: of('cls'), tbtMs: of('tbtMs'), fcpMs: of('fcpMs') };
}

function describe({ score, lcpMs, cls, tbtMs, fcpMs }: RunFigures): string {
  return `score ${score}, LCP ${(lcpMs / 1000).toFixed(2)} s, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbtMs)} ms, FCP ${(fcpMs / 1000).toFixed(2)} s`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
