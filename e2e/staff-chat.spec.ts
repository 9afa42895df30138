import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, requestSession, signInToConsole } from './support';

/**
 * The chat inbox (issue 27 §2, §4): the demo owner writes in the portal's chat; a support agent
 * finds the conversation at the top of the inbox (the only one waiting: the demo owner's other
 * conversations are answered or closed), sees it with who asked and from which company, answers;
 * an admin watching the same conversation sees him typing and then his answer; the owner sees the
 * answer in the portal without a reload, and the audit log has the reply. Demo data: README.
 */
const OWNER = 'owner@demo.pl';
const TITLE = 'Karta klubowa nie dotarła';
const QUESTION = 'Zamówiliśmy kartę dwa tygodnie temu i nadal jej nie ma.';
const ANSWER = 'Karta wyszła wczoraj kurierem, numer przesyłki jest w powiadomieniu.';

async function openChatDesk(page: Page, email: string): Promise<void> {
  await signInToConsole(page, email);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
}

test('a support agent answers the owner\'s chat message, which the owner then sees; the reply is on the audit log', async ({ page, request, browser, baseURL }) => {
  // Three browsers signed in and two polls to wait for: longer than the default on a busy machine.
  test.setTimeout(240_000);
  // The owner, in the portal (in Polish, his language).
  const pair = await requestSession(request, OWNER);
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  await page.goto('/support/chat/new');
  await page.getByLabel('Temat').fill(TITLE);
  await page.getByLabel('Twoja wiadomość').fill(QUESTION);
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page).toHaveURL(/\/support\/chat\/[0-9a-f-]{36}$/);

  // The support agent, in a browser of his own: the conversation is the first of the inbox, one message unread.
  const staffBrowser = await browser.newContext({ baseURL });
  const agent = await staffBrowser.newPage();
  await agent.setViewportSize({ width: 1280, height: 900 });
  await openChatDesk(agent, 'support@staff.demo');
  const first = agent.getByRole('list', { name: 'Conversations' }).getByRole('button').first();
  await expect(first).toContainText(TITLE);
  await expect(first).toContainText('1 unread');
  await expect(first).toContainText('Piotr Nowak · Dachy Nowak Sp. z o.o.');
  await expectNoAxeViolations(agent);
  await agent.screenshot({ path: 'test-results/staff-chat-inbox-1280.png', fullPage: true });

  // An admin opens it too, to watch.
  const admin = await staffBrowser.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await openChatDesk(admin, 'admin@staff.demo');
  await admin.getByRole('button', { name: new RegExp(TITLE) }).click();
  await expect(admin.getByRole('list', { name: 'Messages' })).toContainText(QUESTION);

  await first.click();
  const conversation = agent.getByRole('article');
  await expect(conversation.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText(QUESTION);
  await expect(conversation.getByRole('link', { name: 'Dachy Nowak Sp. z o.o.' })).toHaveAttribute('href', /^\/staff\/companies\/[0-9a-f-]{36}$/);
  // An empty reply is refused in place; the counter counts down as he types.
  await conversation.getByRole('button', { name: 'Send reply' }).click();
  await expect(conversation.getByText('Write a reply first.')).toBeVisible();
  await conversation.getByLabel('Your reply').fill(ANSWER);
  await expect(conversation.getByText(`${5000 - ANSWER.length} characters left`)).toBeVisible();
  // The admin sees him typing, so two do not answer at once.
  await expect(admin.getByText('Sam Support is typing…')).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(agent);
  await agent.screenshot({ path: 'test-results/staff-chat-conversation-1280.png', fullPage: true });

  await conversation.getByRole('button', { name: 'Send reply' }).click();
  await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText(ANSWER);
  await expect(conversation.getByLabel('Your reply')).toHaveValue('');
  // Answered, it no longer waits: it moves below the ones still waiting, saying who answered.
  const answered = agent.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(TITLE) });
  await expect(answered).toContainText('Sam Support answered');
  await expect(admin.getByText(/Sam Support answered at/)).toBeVisible({ timeout: 15_000 });
  await admin.screenshot({ path: 'test-results/staff-chat-other-agent-1280.png', fullPage: true });

  // At 768 px: the conversation alone, and back to the list.
  await agent.setViewportSize({ width: 768, height: 1000 });
  await expect(agent.getByRole('list', { name: 'Conversations' })).toBeHidden();
  await agent.screenshot({ path: 'test-results/staff-chat-conversation-768.png', fullPage: true });
  await expectNoAxeViolations(agent);
  await agent.getByRole('button', { name: 'Back to the inbox' }).click();
  await expect(agent.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expect(agent.getByRole('article')).toHaveCount(0);
  await agent.screenshot({ path: 'test-results/staff-chat-inbox-768.png', fullPage: true });
  await expectNoAxeViolations(agent);

  // The owner sees the answer without a reload.
  await expect(page.getByText(ANSWER)).toBeVisible({ timeout: 20_000 });

  // The audit log: the support agent's reply.
  await admin.goto('/staff/audit');
  const row = admin.getByRole('row').filter({ hasText: 'support.reply' }).first();
  await expect(row).toContainText('support@staff.demo');
  await staffBrowser.close();
});
