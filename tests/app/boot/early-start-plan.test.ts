import { describe, expect, it } from 'vitest';
import { EARLY_REQUESTS, planEarlyStart, type EarlyStartManifest, type StartingPoint } from '../../../src/app/boot/early-start-plan';
import { REFRESH_MARGIN_SECONDS } from '../../../src/contract/limits';

const catalogs = (part: string) => Object.fromEntries(['en', 'pl', 'cs', 'uk'].map((code) => [code, `/assets/${part}-${code}.js`]));
const manifest: EarlyStartManifest = {
  guest: { modules: ['/assets/login.js', '/assets/core-en.js', '/assets/shared.js'], styles: ['/assets/login.css'] },
  shell: { modules: ['/assets/app.js', '/assets/shared.js', '/assets/query-client.js'], styles: ['/assets/shell.css'] },
  home: { modules: ['/assets/home.js', '/assets/app.js'], styles: ['/assets/club.css'] },
  brandFont: '/assets/manrope-latin.woff2',
  catalogs: { core: catalogs('core'), signedIn: catalogs('signed-in'), club: catalogs('club') },
};

const NOW = Date.UTC(2026, 10, 24, 12);
const guest: StartingPoint = { path: '/login', storedLanguage: null, hostname: 'club.example', browserLanguages: ['en-GB'], token: null, tokenExpiresAt: null, now: NOW };
const signedIn = (path: string, minutesLeft = 60): StartingPoint => ({ ...guest, path, storedLanguage: 'pl', token: 't', tokenExpiresAt: NOW + minutesLeft * 60_000 });

describe('planEarlyStart', () => {
  it("starts a guest on /login: its code and styles, with the English messages, and the footer's config", () => {
    expect(planEarlyStart(guest, manifest)).toEqual({
      language: 'en',
      modules: ['/assets/login.js', '/assets/core-en.js', '/assets/shared.js'],
      styles: ['/assets/login.css'],
      requests: [EARLY_REQUESTS.config('en')],
      fonts: ['/assets/manrope-latin.woff2'],
      holdFont: false,
    });
  });

  it("adds a guest's messages in the language the portal will start in (stored, host, browser)", () => {
    expect(planEarlyStart({ ...guest, browserLanguages: ['cs-CZ', 'en'] }, manifest)).toMatchObject({ language: 'cs', modules: ['/assets/login.js', '/assets/core-en.js', '/assets/shared.js', '/assets/core-cs.js'], requests: ['v1/config/public?lang=cs'] });
    expect(planEarlyStart({ ...guest, storedLanguage: 'uk', browserLanguages: ['cs'] }, manifest).modules).toContain('/assets/core-uk.js');
  });

  it("starts home signed in: shell, home and three catalogs, each file once, none of a guest's /login, and the data the first paint waits for", () => {
    const plan = planEarlyStart(signedIn('/'), manifest);
    expect(plan.modules).toEqual(['/assets/app.js', '/assets/shared.js', '/assets/query-client.js', '/assets/core-pl.js', '/assets/signed-in-pl.js', '/assets/home.js', '/assets/club-pl.js']);
    expect(plan.styles).toEqual(['/assets/shell.css', '/assets/club.css']);
    expect(plan.requests).toEqual([
      'v1/company/user/self',
      'v1/config/public?lang=pl',
      'v1/content?content_types=hero&limit=1&page=1&visible=1',
      'v1/content?content_types=news&limit=5&page=1&sticky=1&visible=1',
    ]);
  });

  it('holds the brand font back until a signed-in page has painted, on every page, instead of preloading it', () => {
    for (const path of ['/', '/projects']) expect(planEarlyStart(signedIn(path), manifest)).toMatchObject({ fonts: [], holdFont: true });
  });

  it("starts another signed-in page with the shell only: the router loads the page's own code", () => {
    const plan = planEarlyStart(signedIn('/projects'), manifest);
    expect(plan.modules).not.toContain('/assets/home.js');
    expect(plan.modules).not.toContain('/assets/club-pl.js');
    expect(plan.requests).toEqual([EARLY_REQUESTS.user, EARLY_REQUESTS.config('pl')]);
  });

  it('asks for no data with a token the session will refresh before its first call', () => {
    const margin = REFRESH_MARGIN_SECONDS / 60;
    expect(planEarlyStart(signedIn('/', margin - 1), manifest).requests).toEqual([]);
    expect(planEarlyStart({ ...signedIn('/'), tokenExpiresAt: null }, manifest).requests).toEqual([]);
    expect(planEarlyStart(signedIn('/', margin + 1), manifest).requests).toHaveLength(4);
    // The code is still worth having: the page needs it whatever the token.
    expect(planEarlyStart(signedIn('/', margin - 1), manifest).modules).toContain('/assets/home.js');
  });
});
