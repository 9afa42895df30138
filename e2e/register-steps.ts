/**
 * Walking the registration wizard in the real portal (shared by the register-*.spec.ts files):
 * one function per step, each checking the step's heading and, when asked, axe on the step.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, readCode } from './support';

export interface Registration {
  country: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  companyName: string;
  /** Registration numbers by their country label ("NIP", "IČO"). */
  numbers: Record<string, string>;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  /** The company type to choose, when the country has types. */
  companyType?: string;
}

export interface WalkOptions {
  /** Runs axe on every step. */
  axe?: boolean;
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function check(page: Page, title: string | RegExp, options: WalkOptions) {
  await expect(heading(page, title)).toBeVisible();
  if (options.axe) await expectNoAxeViolations(page);
}

export const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

export async function chooseRegion(page: Page, data: Pick<Registration, 'country'>, options: WalkOptions = {}) {
  await check(page, 'Where does your company work?', options);
  await page.getByLabel('Country').selectOption({ label: data.country });
  await next(page);
}

export async function fillUserInfo(page: Page, data: Registration, options: WalkOptions = {}) {
  await check(page, 'About you', options);
  await page.getByLabel('First name').fill(data.name);
  await page.getByLabel('Surname').fill(data.surname);
  await page.getByLabel('E-mail address').fill(data.email);
  await page.getByLabel('Phone number').fill(data.phone);
  await next(page);
}

export async function fillCompanyInfo(page: Page, data: Registration, options: WalkOptions = {}) {
  await check(page, 'Your company', options);
  await page.getByLabel('Company name').fill(data.companyName);
  for (const [label, value] of Object.entries(data.numbers)) {
    await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
  await next(page);
}

/**
 * Types the address. The e2e server has no street lookup (no PLACES_URL): the typed street is the
 * street, with no suggestion list and nothing more to confirm.
 */
export async function fillAddress(page: Page, data: Registration, options: WalkOptions = {}) {
  await check(page, 'Company address', options);
  await page.getByRole('textbox', { name: 'Street' }).fill(data.street);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByLabel('House number').fill(data.houseNumber);
  await page.getByLabel('Postal code').fill(data.postalCode);
  await page.getByLabel('City').fill(data.city);
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue(data.country);
  await next(page);
}

export async function chooseCompanyType(page: Page, data: Registration, options: WalkOptions = {}) {
  await check(page, 'What kind of company is yours?', options);
  await page.getByRole('radio', { name: data.companyType }).check();
  await next(page);
}

export async function acceptAgreement(page: Page, agreement: 'Disclaimer' | 'Declaration', options: WalkOptions = {}) {
  await check(page, agreement, options);
  await page.getByRole('checkbox', { name: agreement === 'Disclaimer' ? 'I accept the disclaimer' : 'I confirm the declaration' }).check();
  await next(page);
}

/** Answers every question: the first choice, or 120 for numbers. */
export async function answerSurvey(page: Page, options: WalkOptions = {}) {
  await check(page, 'A few questions about your company', options);
  await page.getByRole('button', { name: 'Start' }).click();
  const counter = page.getByText(/^Question \d+ of \d+$/);
  await expect(counter).toBeVisible();
  const [, total] = (await counter.textContent())!.match(/of (\d+)/)!;
  for (let question = 1; question <= Number(total); question++) {
    await expect(counter).toHaveText(`Question ${question} of ${total}`);
    if (question === 1 && options.axe) await expectNoAxeViolations(page);
    const number = page.getByRole('spinbutton');
    if (await number.count()) await number.fill('120');
    else if (await page.getByRole('radio').count()) await page.getByRole('radio').first().check();
    else await page.getByRole('checkbox').first().check();
    await next(page);
  }
}

export async function giveConsent(page: Page, options: WalkOptions = {}) {
  await check(page, 'Stay in touch', options);
  await page.getByRole('checkbox', { name: 'Send me news by e-mail' }).check();
  await next(page);
}

export async function submitReview(page: Page, options: WalkOptions = {}) {
  await check(page, 'Check your details', options);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
}

/** The company survey's reward, credited with every registration (SPEC §3 reason "Survey"; docs/decisions.md). */
const SURVEY_REWARD = 50;

/** The complete step names what registering credited, item by item (issue 28): the welcome points and the survey's reward. */
export async function expectComplete(page: Page, welcomePoints: number, options: WalkOptions = {}) {
  await check(page, 'Welcome to the Installer Club!', options);
  await expect(page.getByText(`${welcomePoints + SURVEY_REWARD} points are waiting in your account:`)).toBeVisible();
  const items = page.locator('.ui-earned__items > div');
  await expect(items).toHaveText([...(welcomePoints > 0 ? [`Welcome points+${welcomePoints} points`] : []), `Company survey+${SURVEY_REWARD} points`]);
}

/** Signs in with the new owner's e-mail and expects home, with no onboarding step left to answer. */
export async function signInAsNewOwner(page: Page, request: APIRequestContext, email: string) {
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Sign-in code').fill(await readCode(request, email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(heading(page, /Sign in|Step/)).toHaveCount(0);
}
