import { expect, test } from './fixtures';
import { readCode, registerOwner } from './support';

/** The first 10 wrong codes for an account's own code request lock its sign-in for 15 minutes. */
test('the tenth wrong code locks sign-in, says for how long and tells the person by e-mail', async ({ page, request, baseURL }) => {
  // An account of its own: it stays locked after this spec.
  const { email } = await registerOwner(baseURL, { name: 'Zuzana', surname: 'Kováčová', language: 'sk' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readCode(request, email);
  const wrong = code === '00000' ? '11111' : '00000';

  for (let attempt = 1; attempt < 10; attempt += 1) {
    await page.getByLabel('Sign-in code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('That code was not right. Enter it again, or ask for a new code.');
    // The code already sent is offered again without a new request.
    await page.getByRole('button', { name: 'Enter the code again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  }
  await page.getByLabel('Sign-in code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sign-in is temporarily locked after too many wrong codes.');
  await expect(alert).toContainText('Try again in 15 minutes.');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();

  // Even the right code is refused while the lock lasts.
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(alert).toContainText('Sign-in is temporarily locked');

  // The person hears of it by e-mail, in their language (Slovak), with no code in it.
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const [newest] = ((await outbox.json()) as { data: { code: string; text: string }[] }).data;
  expect(newest?.code).toBe('');
  expect(newest?.text).toContain('Prihlásenie je zablokované na 15 minút.');
});
