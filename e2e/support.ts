import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

interface OutboxMessage { channel: string; to: string; code: string; text: string; created_at: string }

/** Newest sign-in code delivered to an e-mail address or phone number (development outbox). */
export async function readCode(request: APIRequestContext, to: string): Promise<string> {
  let newest: OutboxMessage | undefined;
  await expect(async () => {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res.ok()).toBeTruthy();
    const body = (await res.json()) as { data: OutboxMessage[] };
    newest = body.data[0];
    expect(newest).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return newest!.code;
}

/** Fails the test when axe finds accessibility violations on the current page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

export interface TokenPair { token: string; refresh_token: string }

/** A session for a demo account through the API: a code requested, read from the outbox, verified. */
export async function requestSession(request: APIRequestContext, email: string): Promise<TokenPair> {
  let login = await request.post('/api/v2/installer/login', { data: { email } });
  if (login.status() === 429) {
    // Another spec asked for a code for this account a moment ago: wait as the server says.
    const { retry_after } = (await login.json()) as { retry_after?: number };
    await new Promise((resolve) => setTimeout(resolve, ((retry_after ?? 60) + 1) * 1000));
    login = await request.post('/api/v2/installer/login', { data: { email } });
  }
  expect(login.ok()).toBeTruthy();
  const { login_request_id, user_id } = (await login.json()) as { login_request_id: string; user_id: number };
  const code = await readCode(request, email);
  const verify = await request.post('/api/v2/installer/login/verify', { data: { userId: user_id, login_request_id, code } });
  expect(verify.ok()).toBeTruthy();
  return (await verify.json()) as TokenPair;
}
