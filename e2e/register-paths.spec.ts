import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { RegistrationStep } from '../machines/registration-steps';
import { languageByCode, UI_LANGUAGE_CODES } from '../src/contract/languages';
import { REGION_IDS, regionOfLanguage } from '../src/contract/regions';
import { expectedWalk, fetchConfig, regionSlug, STEP_HEADINGS } from './register-paths';
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

interface PathCase {
  title: string;
  regionId: number;
  data: Registration;
}

/** Regions with different settings: Czech company types with different agreements, and Ukraine without types. */
const CASES: PathCase[] = [
  {
    title: 'a Czech general construction company (optional disclaimer, no declaration)',
    regionId: REGION_IDS.czechia,
    data: {
      country: 'Czechia', name: 'Petr', surname: 'Novotný', email: 'petr@stavby-novotny.cz', phone: '999999999941',
      companyName: 'Stavby Novotný', numbers: { IČO: '64948242' },
      street: 'Masarykova', houseNumber: '31', postalCode: '602 00', city: 'Brno', companyType: 'General construction company',
    },
  },
  {
    title: 'a Czech sole trader (no agreements)',
    regionId: REGION_IDS.czechia,
    data: {
      country: 'Czechia', name: 'Jana', surname: 'Svobodová', email: 'jana@klempirstvi-svobodova.cz', phone: '999999999942',
      companyName: 'Klempířství Svobodová', numbers: { IČO: '25596641' },
      street: 'Americká', houseNumber: '8', postalCode: '301 00', city: 'Plzeň', companyType: 'Sole trader',
    },
  },
  {
    title: 'a Ukrainian company (no company type)',
    regionId: REGION_IDS.ukraine,
    data: {
      country: 'Ukraine', name: 'Oksana', surname: 'Melnyk', email: 'oksana@dakh-melnyk.ua', phone: '999999999943',
      companyName: 'Dakh Melnyk', numbers: { ЄДРПОУ: '40075815' },
      street: 'Svobody', houseNumber: '14', postalCode: '79000', city: 'Lviv',
    },
  },
];

/** What a person does on each step, with the shared step helpers (each checks its heading). */
async function drive(page: Page, step: RegistrationStep, data: Registration, welcomePoints: number): Promise<void> {
  switch (step) {
    case 'region': return chooseRegion(page, data);
    case 'userInfo': return fillUserInfo(page, data);
    case 'companyInfo': return fillCompanyInfo(page, data);
    case 'companyAddress': return fillAddress(page, data);
    case 'companyType': return chooseCompanyType(page, data);
    case 'disclaimer': return acceptAgreement(page, 'Disclaimer');
    case 'declaration': return acceptAgreement(page, 'Declaration');
    case 'survey': return answerSurvey(page);
    case 'consent': return giveConsent(page);
    case 'review': return submitReview(page);
    case 'complete': return expectComplete(page, welcomePoints);
  }
}

for (const { title, regionId, data } of CASES) {
  test(`the registration machine's track for ${title} is the wizard's, step by step`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const config = await fetchConfig(request);
    const slug = regionSlug(config, regionId);
    const settings = config.regional_settings[slug];
    if (!settings) throw new Error(`no regional settings for ${slug}`);
    const companyTypeId = data.companyType === undefined
      ? null
      : settings.company_types.find((type) => type.name_translated === data.companyType)?.id ?? null;
    if (data.companyType !== undefined) expect(companyTypeId, `${data.companyType} is a type of ${slug}`).not.toBeNull();
    const welcomePoints = config.behaviours[slug]?.welcome_points ?? 0;

    const walk = expectedWalk(config, new URL(baseURL ?? 'http://127.0.0.1').hostname, 'en', regionId, companyTypeId);
    const shown: string[] = [];
    await page.goto('/register');
    for (const { step, counter } of walk) {
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(STEP_HEADINGS[step]);
      shown.push((await title.textContent()) ?? '');
      if (counter) await expect(page.getByText(/^Step \d+ of \d+$/)).toHaveText(`Step ${counter.number} of ${counter.count}`);
      else await expect(page.getByText(/^Step \d+ of \d+$/)).toHaveCount(0);
      await drive(page, step, data, welcomePoints);
    }
    expect(shown).toEqual(walk.map(({ step }) => STEP_HEADINGS[step]));
    await signInAsNewOwner(page, request, data.email);
  });
}

test("the browser's back button steps back inside the wizard, keeping what was typed; focus follows the steps", async ({ page }) => {
  const data: Registration = {
    country: 'Poland', name: 'Marek', surname: 'Wójcik', email: 'marek@dachy-wojcik.pl', phone: '999999999944',
    companyName: 'Dachy Wójcik', numbers: {}, street: '', houseNumber: '', postalCode: '', city: '',
  };
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: STEP_HEADINGS.region })).not.toBeFocused();
  await chooseRegion(page, data);
  await expect(page.getByRole('heading', { level: 1, name: STEP_HEADINGS.userInfo })).toBeFocused();
  await fillUserInfo(page, data);
  await expect(page.getByRole('heading', { level: 1, name: STEP_HEADINGS.companyInfo })).toBeFocused();
  await page.getByLabel('Company name').fill(data.companyName);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: STEP_HEADINGS.userInfo })).toBeFocused();
  await expect(page.getByLabel('E-mail address')).toHaveValue(data.email);
  await expect(page).toHaveURL(/\/register$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: STEP_HEADINGS.region })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: STEP_HEADINGS.companyInfo })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(data.companyName);
});

test('the tracks differ by region and company type as the regional settings say', async ({ request }) => {
  const config = await fetchConfig(request);
  const cz = config.regional_settings[regionSlug(config, REGION_IDS.czechia)];
  const typeId = (name: string) => cz?.company_types.find((type) => type.name_translated === name)?.id ?? null;
  const steps = (regionId: number, companyTypeId: number | null) =>
    expectedWalk(config, '127.0.0.1', 'en', regionId, companyTypeId).map(({ step }) => step);
  const common = ['region', 'userInfo', 'companyInfo', 'companyAddress'];
  const end = ['survey', 'consent', 'review', 'complete'];
  expect(steps(REGION_IDS.czechia, typeId('Roofing company'))).toEqual([...common, 'companyType', 'disclaimer', 'declaration', ...end]);
  expect(steps(REGION_IDS.czechia, typeId('General construction company'))).toEqual([...common, 'companyType', 'disclaimer', ...end]);
  expect(steps(REGION_IDS.czechia, typeId('Sole trader'))).toEqual([...common, 'companyType', ...end]);
  expect(steps(REGION_IDS.ukraine, null)).toEqual([...common, ...end]);
  // Past the region, the stepper's total stays put whichever company type is chosen.
  for (const type of ['Roofing company', 'General construction company', 'Sole trader']) {
    const counts = expectedWalk(config, '127.0.0.1', 'en', REGION_IDS.czechia, typeId(type)).slice(1).flatMap(({ counter }) => counter?.count ?? []);
    expect(new Set(counts), type).toEqual(new Set([10]));
  }
});

// Issue 9: a browser in any interface language but English, on a host without a country suffix,
// gets the wizard in its language, preset to that language's country and phone prefix.
for (const code of UI_LANGUAGE_CODES.filter((candidate) => candidate !== 'en')) {
  test.describe(`a browser in ${code}`, () => {
    test.use({ locale: languageByCode(code)?.locale });

    test('gets the registration in its language, preset to its country', async ({ page }) => {
      const region = regionOfLanguage(code);
      await page.goto('/register');
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('main').getByRole('combobox')).toHaveValue(String(region?.id));
      if (code !== 'cs') return;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kde vaše firma působí?');
      await page.getByRole('button', { name: 'Pokračovat' }).click();
      await expect(page.getByText('Bez mezinárodní předvolby +420.')).toBeVisible();
    });
  });
}
