import { expect, test } from './fixtures';
import { fetchConfig } from './register-paths';
import {
  acceptAgreement,
  answerSurvey,
  chooseCompanyType,
  chooseRegion,
  expectComplete,
  fillAddress,
  fillCompanyInfo,
  fillUserInfo,
  giveConsent,
  heading,
  signInAsNewOwner,
  submitReview,
  type Registration,
} from './register-steps';

test('a decor installer finds the decor programme from sign-in, registers with its survey, declaration and terms, and signs in', async ({ page, request }) => {
  const data: Registration = {
    country: 'Poland', name: 'Ewa', surname: 'Lis', email: 'ewa@rolety-lis.pl', phone: '999999999901',
    companyName: 'Rolety Lis', numbers: { NIP: '7010001453', REGON: '146123459' },
    street: 'Piotrkowska', houseNumber: '100', postalCode: '90-001', city: 'Łódź', companyType: 'Window installation company',
  };
  test.setTimeout(120_000);
  const axe = { axe: true };
  const config = await fetchConfig(request);
  const decorTerms = config.regions.find((region) => region.slug === 'pl')?.footer?.decor_terms_url;
  expect(decorTerms).toMatch(/^https:\/\/.+\/decor\//);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Join the decor programme' }).click();
  await expect(page).toHaveURL(/\/register\/decor$/);
  // The programme's own look and name.
  await expect(page.locator('[data-programme="decor"]')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Decor programme');
  await expect(page.getByText(/decor programme of the Installer Club is for companies that install blinds/)).toBeVisible();
  await chooseRegion(page, data, axe);
  await fillUserInfo(page, data);
  await fillCompanyInfo(page, data);
  await fillAddress(page, data);
  await chooseCompanyType(page, data);
  await acceptAgreement(page, 'Disclaimer');
  // A blinds installer declares his own trade, not that he installs roof windows.
  await expect(heading(page, 'Declaration')).toBeVisible();
  await expect(page.getByText(/installs blinds, shutters and other window decor professionally/)).toBeVisible();
  await expect(page.getByText(/roof windows/)).toHaveCount(0);
  await acceptAgreement(page, 'Declaration', axe);
  await expect(page.getByText(/blinds and shutters work/)).toBeVisible();
  await answerSurvey(page, axe);
  await giveConsent(page);
  await expect(page.getByText('How many blinds and shutters do you install in a month?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'terms of the decor programme' })).toHaveAttribute('href', decorTerms!);
  await submitReview(page, axe);
  await expectComplete(page, 50, axe);
  await signInAsNewOwner(page, request, data.email);
});

test('the two programmes link to each other from their first step; only the decor one wears the decor look', async ({ page }) => {
  await page.goto('/register');
  await expect(heading(page, 'Where does your company work?')).toBeVisible();
  await expect(page.locator('[data-programme]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Join the decor programme' }).click();
  await expect(page).toHaveURL(/\/register\/decor$/);
  await expect(page.locator('[data-programme="decor"]')).toBeVisible();
  await page.getByRole('link', { name: 'Register your company in the Installer Club' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(heading(page, 'Where does your company work?')).toBeVisible();
  await expect(page.locator('[data-programme]')).toHaveCount(0);
});
