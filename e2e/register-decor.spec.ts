import { expect, test } from '@playwright/test';
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
  signInAsNewOwner,
  submitReview,
  type Registration,
} from './register-steps';

test('a decor installer registers at /register/decor with the decor survey and signs in', async ({ page, request }) => {
  const data: Registration = {
    country: 'Poland', name: 'Ewa', surname: 'Lis', email: 'ewa@rolety-lis.pl', phone: '999999999901',
    companyName: 'Rolety Lis', numbers: { NIP: '7010001454', REGON: '146123456' },
    street: 'Piotrkowska', houseNumber: '100', postalCode: '90-001', city: 'Łódź', companyType: 'Window installation company',
  };
  test.setTimeout(120_000);
  const axe = { axe: true };
  await page.goto('/register/decor');
  await chooseRegion(page, data, axe);
  await fillUserInfo(page, data);
  await fillCompanyInfo(page, data);
  await fillAddress(page, data);
  await chooseCompanyType(page, data);
  await acceptAgreement(page, 'Disclaimer');
  await acceptAgreement(page, 'Declaration');
  await expect(page.getByText(/blinds and shutters work/)).toBeVisible();
  await answerSurvey(page, axe);
  await giveConsent(page);
  await expect(page.getByText('How many blinds and shutters do you install in a month?')).toBeVisible();
  await submitReview(page, axe);
  await expectComplete(page, 50, axe);
  await signInAsNewOwner(page, request, data.email);
});
