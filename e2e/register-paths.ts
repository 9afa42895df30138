/**
 * The registration machine's track drives the real portal: the steps a registration walks are
 * computed with the machine's own rules (machines/registration-steps.ts) from the server's real
 * regional settings, and the wizard is expected to show exactly those steps, in that order.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { Config } from '../src/contract/config';
import { defaultRegionId, regionFromHost } from '../src/contract/regions';
import { COMPANY_SURVEY } from '../src/contract/survey';
import { withCompanyType } from '../machines/company-answers';
import { emptyForm, NO_REGIONAL_SETTINGS, withRegion, type RegistrationForm, type RegistrationRules } from '../machines/registration-form';
import { fullTrack, stepAfter, wholeTrackMarks, type RegistrationStep } from '../machines/registration-steps';
import { stepNumber } from '../machines/wizard-stepper';

/** One step of the walk as the wizard should show it: the step and its "Step n of m". */
export interface ExpectedStep {
  step: RegistrationStep;
  /** "Step n of m"; null on the completion page, which is not counted. */
  counter: { number: number; count: number } | null;
}

/** The heading (h1) each step of the wizard shows. */
export const STEP_HEADINGS: Readonly<Record<RegistrationStep, string>> = {
  region: 'Where does your company work?',
  userInfo: 'About you',
  companyInfo: 'Your company',
  companyAddress: 'Company address',
  companyType: 'What kind of company is yours?',
  disclaimer: 'Disclaimer',
  declaration: 'Declaration',
  survey: 'A few questions about your company',
  consent: 'Stay in touch',
  review: 'Check your details',
  complete: 'Welcome to the Installer Club!',
};

export async function fetchConfig(request: APIRequestContext): Promise<Config> {
  const response = await request.get('/api/v1/config/public?lang=en');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Config;
}

export function regionSlug(config: Config, regionId: number): string {
  const region = config.regions.find((candidate) => candidate.id === regionId);
  if (!region) throw new Error(`the server has no region ${regionId}`);
  return region.slug;
}

/**
 * The walk of the (company) wizard from its first step to completion, when the person picks
 * `regionId` and then `companyTypeId` (null: the region asks for none). It replays what the
 * machine does on NEXT outside an edit from the review (the step after the current one on the
 * whole track of the form as it is then), and what choosing a region or a company type does to
 * the form; "Step n of m" is counted as the machine's stepper counts it (`wholeTrackMarks`). The
 * walk starts in the region the host and the interface language suggest.
 */
export function expectedWalk(
  config: Config,
  hostname: string,
  language: string,
  regionId: number,
  companyTypeId: number | null,
): ExpectedStep[] {
  const rulesFor = (form: RegistrationForm): RegistrationRules => ({
    settings: config.regional_settings[regionSlug(config, form.regionId)] ?? NO_REGIONAL_SETTINGS,
    survey: COMPANY_SURVEY,
    streetLookup: config.street_lookup,
  });
  let form = emptyForm(defaultRegionId(regionFromHost(hostname)?.id ?? null, language), null);
  let step: RegistrationStep = 'region';
  const walk: ExpectedStep[] = [];
  for (;;) {
    const counter = stepNumber(wholeTrackMarks(form, rulesFor(form), step));
    walk.push({ step, counter: counter && { number: counter.current, count: counter.total } });
    if (step === 'complete') return walk;
    if (walk.length > 20) throw new Error('the track does not reach completion');
    if (step === 'region') form = withRegion(form, regionId, rulesFor({ ...form, regionId }).settings);
    if (step === 'companyType' && companyTypeId !== null) form = withCompanyType(form, companyTypeId);
    step = stepAfter(fullTrack(form, rulesFor(form)), step);
  }
}
