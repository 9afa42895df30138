/**
 * Issue 14 end to end: an owner adds an installer who signs in with the invitation; the team limit
 * of the limited region; deleting a member ends their open session; the profile's blocks, the
 * avatar (a good and a refused file), the e-mail verification with the outbox code, and a support
 * conversation from the new ticket to the staff reply, its notification and the chat.
 * Every test registers a Polish company of its own (SPEC §6: Poland is the limited region).
 */
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { polishNip } from '../tests/server/registration-fixtures';
import { expectNoAxeViolations, readCode, registerOwner, requestCodeByEmail, requestSession, type TokenPair } from './support';

const person = { name: 'Tomasz', surname: 'Wiśniewski', language: 'en' as const };

async function openSignedIn(page: Page, pair: TokenPair, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  await page.goto(path);
}

async function api<T>(request: APIRequestContext, method: 'get' | 'post', path: string, token: string, data?: unknown) {
  const answer = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  return { status: answer.status(), body: (await answer.json()) as T };
}

const phoneNumber = () => `6012${String(randomInt(100_000)).padStart(5, '0')}`;

test('an owner adds an installer, who signs in with the invitation', async ({ page, request, baseURL, browser }) => {
  const owner = await registerOwner(baseURL, person);
  await openSignedIn(page, await requestSession(request, owner.email), '/team');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Add installer' }).click();

  // SPEC §5: no digits in names, a phone of the region; the messages by the fields.
  await page.getByLabel('First name').fill('Ma7ek');
  await page.getByLabel('Mobile phone').fill('12');
  await page.getByRole('button', { name: 'Add and invite' }).click();
  await expect(page.getByText('Enter a name without digits.').first()).toBeVisible();
  await expect(page.getByText('Invalid phone number.')).toBeVisible();
  await expectNoAxeViolations(page);

  const phone = phoneNumber();
  const email = `marek-${randomInt(1_000_000)}@e2e.example`;
  await page.getByLabel('First name').fill('Marek');
  await page.getByLabel('Surname').fill('Zieliński');
  await page.getByLabel('Mobile phone').fill(phone);
  await page.getByLabel('E-mail (optional)').fill(email);
  await page.getByRole('button', { name: 'Add and invite' }).click();
  await expect(page.getByRole('link', { name: 'Marek Zieliński' })).toBeVisible();
  await expect(page.getByText('Invitation not used yet')).toBeVisible();

  const invitation = await request.get(`/api/dev/outbox?to=${phone}`);
  expect(((await invitation.json()) as { data: { text: string }[] }).data[0]?.text).toContain('/login');

  const invitee = await browser.newPage();
  await requestCodeByEmail(invitee, email);
  // The invitation e-mail (no code) may still be the newest message: wait for the code's.
  await invitee.getByLabel('Sign-in code').fill(await readCode(request, email, ''));
  await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A new member sees the one onboarding step an installer has: the consent (SPEC §4 Login).
  await expect(invitee.getByRole('heading', { name: 'Stay in touch' })).toBeVisible();
  await invitee.getByRole('button', { name: 'Finish' }).click();
  await invitee.getByText('Continue to the club').click();
  await expect(invitee).toHaveURL(/\/$/);
  await invitee.goto('/user');
  await expect(invitee.getByRole('main').getByText('Marek Zieliński')).toBeVisible();
  await invitee.close();
});

test('an owner edits a member\'s name, surname and phone with the form\'s rules', async ({ page, request, baseURL }) => {
  const owner = await registerOwner(baseURL, person);
  const pair = await requestSession(request, owner.email);
  const added = await api<{ data: { uuid: string } }>(request, 'post', '/v1/installer/user', pair.token, { name: 'Ewa', surname: 'Lis', phone: phoneNumber() });
  await openSignedIn(page, pair, `/team/${added.body.data.uuid}`);
  await expect(page.getByRole('heading', { name: 'Ewa Lis' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();

  await page.getByLabel('First name').fill('Ew4');
  await page.getByLabel('Mobile phone').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a name without digits.')).toHaveCount(1);
  await expect(page.getByText('Invalid phone number.')).toBeVisible();
  await expectNoAxeViolations(page);

  const phone = phoneNumber();
  await page.getByLabel('First name').fill('Ewelina');
  await page.getByLabel('Surname').fill('Lisowska');
  await page.getByLabel('Mobile phone').fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Ewelina Lisowska' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Saved.')).toBeVisible();
  const read = await api<{ data: { phone: string } }>(request, 'get', `/v1/installer/user/${added.body.data.uuid}`, pair.token);
  expect(read.body.data.phone).toBe(phone);
});

test('beyond the limit of the region adding is off, with the message', async ({ page, request, baseURL }) => {
  const owner = await registerOwner(baseURL, person);
  const pair = await requestSession(request, owner.email);
  for (let i = 0; i < 10; i += 1) {
    const added = await api(request, 'post', '/v1/installer/user', pair.token, { name: 'Jan', surname: `Nowy`, phone: phoneNumber() });
    expect(added.status).toBe(200);
  }
  await openSignedIn(page, pair, '/team');
  await expect(page.getByText('In your region a company\'s team has at most 10 installers.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add installer' })).toBeDisabled();
});

test('deleting a member ends their open session at once', async ({ page, request, baseURL, browser }) => {
  const owner = await registerOwner(baseURL, person);
  const pair = await requestSession(request, owner.email);
  const email = `anna-${randomInt(1_000_000)}@e2e.example`;
  await api(request, 'post', '/v1/installer/user', pair.token, { name: 'Anna', surname: 'Krótka', phone: phoneNumber(), email });
  const member = await browser.newPage();
  await openSignedIn(member, await requestSession(request, email), '/user');
  await expect(member.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();

  await openSignedIn(page, pair, '/team');
  await page.getByRole('listitem').filter({ hasText: 'Anna Krótka' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete Anna Krótka from the team?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Anna Krótka')).toHaveCount(0);

  await member.goto('/team');
  await expect(member).toHaveURL(/\/login/);
  await member.close();
});

test('the profile: each block edited, the avatar taken or refused, the e-mail verified', async ({ page, request, baseURL }) => {
  const owner = await registerOwner(baseURL, person);
  await openSignedIn(page, await requestSession(request, owner.email), '/user');
  await expect(page.getByText('Your e-mail address is not verified')).toBeVisible();
  const certificates = page.getByRole('region', { name: 'Certificates' });
  await expect(certificates.getByRole('heading', { name: 'Certified installer' })).toBeVisible();
  await expect(certificates.getByText('Valid for 24 months once earned')).toBeVisible();
  await expectNoAxeViolations(page);

  const personal = page.getByRole('region', { name: 'Personal data' });
  await personal.getByRole('button', { name: 'Edit' }).click();
  await personal.getByLabel('First name').fill('Tom');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByText('Tom Wiśniewski')).toBeVisible();

  const company = page.getByRole('region', { name: 'Company data' });
  await company.getByRole('button', { name: 'Edit' }).click();
  await company.getByLabel('City').fill('');
  await company.getByRole('button', { name: 'Save' }).click();
  await expect(company.getByText('This field cannot be empty.')).toBeVisible();
  await company.getByLabel('City').fill('Gdańsk');
  await company.getByRole('button', { name: 'Save' }).click();
  await expect(company.getByText(/Gdańsk/)).toBeVisible();
  // The region's numbers under their Polish names, checked as the registration wizard checks them.
  await company.getByRole('button', { name: 'Edit' }).click();
  await company.getByLabel('NIP', { exact: true }).fill('1234567890');
  await company.getByRole('button', { name: 'Save' }).click();
  await expect(company.getByText('This number is not valid. Check it for typos.')).toBeVisible();
  await expect(company.getByLabel('City')).toHaveValue('Gdańsk');
  const nip = polishNip(randomInt(1_000_000));
  await company.getByLabel('NIP', { exact: true }).fill(nip);
  await company.getByRole('button', { name: 'Save' }).click();
  await expect(company.getByText('Saved.')).toBeVisible();
  await expect(company.getByText(nip)).toBeVisible();

  const notifications = page.getByRole('region', { name: 'Notifications' });
  await notifications.getByRole('button', { name: 'Edit' }).click();
  await notifications.getByLabel('Club news and replies by SMS').check();
  await notifications.getByRole('button', { name: 'Save' }).click();
  await expect(notifications.getByText('Saved.')).toBeVisible();

  const picture = page.getByRole('region', { name: 'Profile picture' });
  await expect(picture.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await picture.getByLabel('Choose a picture').setInputFiles({
    name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await picture.getByRole('button', { name: 'Upload' }).click();
  await expect(picture.getByText('The file must be a PNG or JPEG image.')).toBeVisible();
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
  await picture.getByLabel('Choose a picture').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(picture.getByText('me.jpg')).toBeVisible();
  await picture.getByRole('button', { name: 'Upload' }).click();
  await expect(picture.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  // Issue 28: the picture reaches the header in place of the initials.
  const uploaded = await picture.getByRole('img', { name: 'Your profile picture' }).getAttribute('src');
  await expect(page.getByRole('banner').locator('img.app-avatar').filter({ visible: true })).toHaveAttribute('src', uploaded ?? 'an address');

  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Code').fill(await readCode(request, owner.email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Your e-mail address ${owner.email} is verified.`)).toBeVisible();
  await page.goto('/user');
  await expect(page.getByText('Your e-mail address is not verified')).toHaveCount(0);
  // After a reload too: the header reads the picture from the profile, initials only without one.
  await expect(page.getByRole('banner').locator('img.app-avatar').filter({ visible: true })).toHaveAttribute('src', uploaded ?? 'an address');
});

test('a support conversation: new ticket, staff reply, notification, chat', async ({ page, request, baseURL }) => {
  const owner = await registerOwner(baseURL, person);
  await openSignedIn(page, await requestSession(request, owner.email), '/support/chat');
  // No conversation yet: the form for the first one (SPEC §8).
  await expect(page).toHaveURL(/\/support\/chat\/new$/);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This field cannot be empty.').first()).toBeVisible();
  await page.getByLabel('Subject').fill('Points for my project');
  await page.getByLabel('Your message').fill('The survey was sent a week ago.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/support\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByText('The survey was sent a week ago.')).toBeVisible();
  await expectNoAxeViolations(page);
  const uuid = page.url().split('/').at(-1) ?? '';

  // Staff answer while the page is open: the reply appears without a reload.
  const reply = await request.post(`/api/dev/operator/support/${uuid}/reply`, { data: { by: 'Magda', message: 'We are checking it now.' } });
  expect(reply.ok()).toBeTruthy();
  await expect(page.getByText('We are checking it now.')).toBeVisible({ timeout: 20_000 });

  await page.goto('/notifications');
  await page.getByRole('link', { name: /Support replied/ }).first().click();
  await page.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(page).toHaveURL(new RegExp(`/support/chat/${uuid}$`));

  await page.goto('/support/chat');
  await expect(page.getByRole('link', { name: /Points for my project/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
