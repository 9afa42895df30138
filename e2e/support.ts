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
