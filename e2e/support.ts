import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { request as httpRequest } from 'node:http';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { languageByCode, type UiLanguageCode } from '../src/contract/languages';
import { polishNip, polishRegistration, polishRegon } from '../tests/server/registration-fixtures';

interface OutboxMessage { channel: string; to: string; code: string; text: string; created_at: string }

/** The newest sign-in code the development outbox holds for an e-mail address or phone number, if any. */
export async function newestCode(request: APIRequestContext, to: string): Promise<string | undefined> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: OutboxMessage[] }).data[0]?.code;
}

/**
 * Newest sign-in code delivered to an e-mail address or phone number (development outbox).
 * `instead` is a code already used (or the newest one before a new one was asked for): right
 * after a new one is asked for, the old one may still be the newest message for a moment, so the
 * read waits for another.
 */
export async function readCode(request: APIRequestContext, to: string, instead?: string): Promise<string> {
  let newest: string | undefined;
  await expect(async () => {
    newest = await newestCode(request, to);
    expect(newest).toBeDefined();
    expect(newest, `a code for ${to} other than the one used`).not.toBe(instead);
  }).toPass({ timeout: 10_000 });
  return newest!;
}

/** Opens the sign-in page and asks for a code by e-mail. */
export async function requestCodeByEmail(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
}

/** Signs in by e-mail through the sign-in page, with the code from the development outbox. */
export async function signInByEmail(page: Page, request: APIRequestContext, email: string): Promise<void> {
  // Another test of this worker may have signed in as this user a moment ago: its code is not ours.
  const earlier = await newestCode(request, email);
  await requestCodeByEmail(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Sign-in code').fill(await readCode(request, email, earlier));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in to the staff console at /staff/login with the code from the development outbox (issue 27). */
export async function signInToConsole(page: Page, email: string): Promise<void> {
  const earlier = await newestCode(page.request, email);
  await page.goto('/staff/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Sign-in code').fill(await readCode(page.request, email, earlier));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signed in once the console's home shows: an address opened before then finds no session yet.
  await expect(page).toHaveURL(/\/staff$/);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeInPage { run(context: Document, options: object): Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }> }

/**
 * Fails the test when axe finds accessibility violations on the page as it is now. axe-core goes
 * into a document once (the portal's views keep it, being one page) and reports violations only:
 * AxeBuilder injected it again for every check and opened a page of its own to gather the
 * results, 3.5 s of a model path's 8.5 s (docs/decisions.md, "e2e time").
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: AxeInPage };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
  });
  expect(violations).toEqual([]);
}

export interface TokenPair { token: string; refresh_token: string }

/**
 * A session through the API: a code requested, read from the outbox, verified. Every spec signs
 * in only with accounts no other spec asks codes for, and uses each code it asks for, so the
 * server's wait before another code (429) means a spec shares an account: that fails here.
 */
export async function requestSession(request: APIRequestContext, email: string): Promise<TokenPair> {
  const login = await request.post('/api/v2/installer/login', { data: { email } });
  expect(login.status(), `code request for ${email}: ${await login.text()}`).toBe(200);
  const { login_request_id, user_id } = (await login.json()) as { login_request_id: string; user_id: number };
  const code = await readCode(request, email);
  const verify = await request.post('/api/v2/installer/login/verify', { data: { userId: user_id, login_request_id, code } });
  expect(verify.ok()).toBeTruthy();
  return (await verify.json()) as TokenPair;
}

export interface Person {
  name: string;
  surname: string;
  /** The language the account is registered with: the portal and the server's e-mails use it. */
  language: UiLanguageCode;
}

export interface Owner extends Person {
  email: string;
  /** The national number, digits only. */
  phone: string;
}

/** What the registration wizard marks as seen, so that the new owner has no onboarding step left. */
const ONBOARDED_OPTIONS = {
  consentSeen: true,
  hasAgreedToTerms: true,
  seen_registration_number: true,
  seen_registration_number_2: true,
  seen_company_type: true,
};

/**
 * Registers a Polish company through POST /api/v2/company/register, for a spec that changes its
 * owner's account (language, lock, ...) or must not meet another spec's codes. The e-mail, phone
 * and registration numbers are unique to it; the owner can sign in at once, straight to home.
 */
export async function registerOwner(baseURL: string | undefined, person: Person): Promise<Owner> {
  const n = randomInt(1_000_000);
  const owner: Owner = { ...person, email: `owner-${n}@e2e.example`, phone: `51${String(n).padStart(7, '0')}` };
  const payload = polishRegistration({
    company: { name: `${person.surname} Dachy ${n}`, registration_number: polishNip(n), registration_number_2: polishRegon(n) },
    installer: {
      name: person.name,
      surname: person.surname,
      email: owner.email,
      phone: owner.phone,
      languages_id: languageByCode(person.language)?.id ?? 0,
      options: JSON.stringify(ONBOARDED_OPTIONS),
    },
  });
  const answer = await postJson(new URL('/api/v2/company/register', baseURL), payload, loopbackAddressOfItsOwn());
  expect(answer.status, `registration of ${owner.email}: ${answer.text}`).toBe(201);
  return owner;
}

/**
 * A client address on the loopback network other than 127.0.0.1. Registrations are limited per
 * IP (10 an hour) and the wizard specs register from 127.0.0.1 through the browser, so accounts
 * made for specs come from addresses of their own, as the server tests give each test its own IP.
 */
const loopbackAddressOfItsOwn = () => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** POSTs JSON from `localAddress` (Playwright's request context cannot choose its source address). */
function postJson(url: URL, body: unknown, localAddress: string): Promise<{ status: number; text: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(data);
  });
}
