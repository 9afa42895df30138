import { expect, test, type Page } from '@playwright/test';
import {
  answerSurvey,
  chooseRegion,
  expectComplete,
  fillAddress,
  fillCompanyInfo,
  fillUserInfo,
  giveConsent,
  heading,
  next,
  submitReview,
  type Registration,
} from './register-steps';

const UKRAINIAN: Registration = {
  country: 'Ukraine', name: 'Ivan', surname: 'Bondarenko', email: 'ivan@pokrivlia.ua', phone: '67 123 4567',
  companyName: 'Pokrivlia Plus', numbers: { ЄДРПОУ: '00131305' },
  street: 'Sahaidachnoho', houseNumber: '7', postalCode: '04070', city: 'Kyiv',
};

async function walkToReview(page: Page, data: Registration) {
  await page.goto('/register');
  await chooseRegion(page, data);
  await fillUserInfo(page, data);
  await fillCompanyInfo(page, data);
  await fillAddress(page, data);
  await answerSurvey(page);
  await giveConsent(page);
  await expect(heading(page, 'Check your details')).toBeVisible();
}

test('editing from the review walks only that step, then returns to the review', async ({ page }) => {
  await walkToReview(page, UKRAINIAN);
  await page.getByRole('button', { name: 'Edit Your company' }).click();
  await expect(heading(page, 'Your company')).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByLabel('Company name').fill('Pokrivlia Maister');
  await next(page);

  const company = page.getByRole('region', { name: 'Your company' });
  await expect(heading(page, 'Check your details')).toBeVisible();
  await expect(company).toContainText('Pokrivlia Maister');
  await submitReview(page);
  await expectComplete(page, 20);
});

test('an e-mail, a phone and a registration number already in the club are refused under their fields', async ({ page }) => {
  await page.goto('/register');
  await chooseRegion(page, { country: 'Poland' });
  await page.getByLabel('First name').fill('Piotr');
  await page.getByLabel('Surname').fill('Nowak');
  await page.getByLabel('E-mail address').fill('owner@demo.pl');
  await page.getByLabel('Phone number').fill('600000001');
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(page.getByText('Phone number is not unique.')).toBeVisible();
  await next(page);
  await expect(heading(page, 'About you')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail address')).toHaveValue('owner@demo.pl');

  // A free e-mail and phone clear the messages and let the wizard go on.
  await page.getByLabel('E-mail address').fill('piotr@nowy-dach.pl');
  await page.getByLabel('Phone number').fill('512000111');
  await expect(page.getByText('The email has already been taken.')).toBeHidden();
  await next(page);

  await expect(heading(page, 'Your company')).toBeVisible();
  await page.getByLabel('Company name').fill('Nowy Dach');
  await page.getByRole('textbox', { name: /^NIP/ }).fill('6762468291');
  await page.getByRole('textbox', { name: /^REGON/ }).fill('356789099');
  await expect(page.getByText('The company registration number has already been taken.')).toBeVisible();
  await next(page);
  await expect(heading(page, 'Your company')).toBeVisible();
});

test('a reload in the middle of the wizard resumes at the same step with what was typed', async ({ page }) => {
  await page.goto('/register?invite=FRIEND-42');
  await chooseRegion(page, { country: 'Hungary' });
  await fillUserInfo(page, { ...UKRAINIAN, email: 'reload@teto.hu', phone: '30 123 4567' });
  await expect(heading(page, 'Your company')).toBeVisible();
  await page.getByLabel('Company name').fill('Tető Reload');
  // Progress is saved a second after the last change (SPEC §9): reload once it is.
  const saved = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('registration') ?? 'null')?.form?.companyName);
  await expect.poll(saved).toBe('Tető Reload');
  await page.reload();

  await expect(heading(page, 'Your company')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Tető Reload');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveValue('reload@teto.hu');
});
