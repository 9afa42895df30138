import { expect, test } from './fixtures';
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

test('a Polish company registers (NIP and REGON required, optional company type) and its owner signs in', async ({ page, request }) => {
  const data: Registration = {
    country: 'Poland', name: 'Marek', surname: 'Zieliński', email: 'marek@dachy-zielinski.pl', phone: '512 345 678',
    companyName: 'Dachy Zieliński', numbers: { NIP: '5260250274', REGON: '012345675' },
    street: 'Marszałkowska', houseNumber: '10', postalCode: '00-001', city: 'Warszawa', companyType: 'Roofing company',
  };
  test.setTimeout(120_000);
  const axe = { axe: true };
  await page.goto('/register');
  await chooseRegion(page, data, axe);
  await fillUserInfo(page, data, axe);
  await fillCompanyInfo(page, data, axe);
  await fillAddress(page, data, axe);
  await chooseCompanyType(page, data, axe);
  await acceptAgreement(page, 'Disclaimer', axe);
  await acceptAgreement(page, 'Declaration', axe);
  await answerSurvey(page, axe);
  await giveConsent(page, axe);
  await submitReview(page, axe);
  await expectComplete(page, 50, axe);
  await signInAsNewOwner(page, request, data.email);
});

test('a Czech company registers: company type required, both agreements required, DIČ optional', async ({ page, request }) => {
  const data: Registration = {
    country: 'Czechia', name: 'Tomáš', surname: 'Dvořák', email: 'tomas@strechy-dvorak.cz', phone: '601 123 456',
    companyName: 'Střechy Dvořák', numbers: { IČO: '45274649' },
    street: 'Vinohradská', houseNumber: '12', postalCode: '120 00', city: 'Praha', companyType: 'Roofing company',
  };
  await page.goto('/register');
  await chooseRegion(page, data);
  await fillUserInfo(page, data);
  await fillCompanyInfo(page, data);
  await fillAddress(page, data);
  await chooseCompanyType(page, data);
  await acceptAgreement(page, 'Disclaimer');
  await acceptAgreement(page, 'Declaration');
  await answerSurvey(page);
  await giveConsent(page);
  await submitReview(page);
  await expectComplete(page, 30);
  await signInAsNewOwner(page, request, data.email);
});

test('a Hungarian sole trader registers: only the declaration follows its company type', async ({ page, request }) => {
  // Typed as Hungarians dial at home, with the trunk prefix 06: stored and shown without it.
  const data: Registration = {
    country: 'Hungary', name: 'Gábor', surname: 'Kovács', email: 'gabor@kovacs-teto.hu', phone: '06 20 123 4567',
    companyName: 'Kovács Tető', numbers: { Adószám: '12345678-2-42' },
    street: 'Andrássy út', houseNumber: '5', postalCode: '1061', city: 'Budapest', companyType: 'Sole trader',
  };
  await page.goto('/register');
  await chooseRegion(page, data);
  await fillUserInfo(page, data);
  await fillCompanyInfo(page, data);
  await fillAddress(page, data);
  await chooseCompanyType(page, data);
  await acceptAgreement(page, 'Declaration');
  await answerSurvey(page);
  await giveConsent(page);
  await expect(page.getByRole('region', { name: 'About you' })).toContainText('+36 20 123 4567');
  await submitReview(page);
  await expectComplete(page, 20);
  await signInAsNewOwner(page, request, data.email);
});

test('a Ukrainian company registers: one number, no company type', async ({ page, request }) => {
  const data: Registration = {
    country: 'Ukraine', name: 'Olena', surname: 'Shevchenko', email: 'olena@dakh-servis.ua', phone: '50 123 4567',
    companyName: 'Dakh Servis', numbers: { ЄДРПОУ: '00032112' },
    street: 'Khreshchatyk', houseNumber: '22', postalCode: '01001', city: 'Kyiv',
  };
  await page.goto('/register');
  await chooseRegion(page, data);
  await fillUserInfo(page, data);
  await fillCompanyInfo(page, data);
  await fillAddress(page, data);
  await answerSurvey(page);
  await giveConsent(page);
  await submitReview(page);
  await expectComplete(page, 20);
  await signInAsNewOwner(page, request, data.email);
});
