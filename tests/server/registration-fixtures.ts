/** Registration payloads for the server tests: a complete, valid request per region, to break field by field. */
import { REGION_IDS } from '../../src/contract/regions';
import type { RegistrationRequest } from '../../src/contract/registration';
import { COMPANY_SURVEY, DECOR_SURVEY, type Survey, type SurveyResponse } from '../../src/contract/survey';
import { REGIONAL_DATA } from '../../src/server/reference/regional-data';

/** A complete answer: the first choice of each question, 12 for number questions. */
export function completeSurvey(survey: Survey): SurveyResponse {
  return survey.questions.map((question) =>
    question.type === 'number'
      ? { question_id: question.id, value: 12 }
      : { question_id: question.id, answer_id: question.answers[0]?.id ?? '' });
}

export function companyTypesOf(regionId: number) {
  const region = REGIONAL_DATA.find((r) => r.regionId === regionId);
  if (!region) throw new Error(`no reference data for region ${regionId}`);
  return region.settings.company_types;
}

let sequence = 0;
/** A number unique to this test run, for e-mails, phones and registration numbers. */
export const nextSequence = () => (sequence += 1);

/** The 12-digit test numbers (9999999999xx) every region accepts. */
export const testPhone = (n: number) => `9999999999${String(n % 100).padStart(2, '0')}`;

const weighted = (digits: string, weights: readonly number[]) => weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0);

/** A valid Polish NIP unique to n below 1,000,000 (bases whose check digit would be 10 are skipped). */
export function polishNip(n: number): string {
  for (let step = 0; ; step += 1) {
    const base = `52${String(n * 10 + step).padStart(7, '0')}`;
    const check = weighted(base, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
    if (check < 10) return `${base}${check}`;
  }
}

/** A valid 9-digit Polish REGON unique to n below 1,000,000. */
export function polishRegon(n: number): string {
  const base = `36${String(n).padStart(6, '0')}`;
  return `${base}${(weighted(base, [8, 9, 2, 3, 4, 5, 6, 7]) % 11) % 10}`;
}

/** A valid Czech IČO unique to n below 1,000,000. */
export function czechIco(n: number): string {
  const base = `2${String(n).padStart(6, '0')}`;
  return `${base}${(11 - (weighted(base, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10}`;
}

interface Overrides {
  company?: Partial<RegistrationRequest['company']>;
  installer?: Partial<RegistrationRequest['installer']>;
  invite?: string | null;
}

/** A Polish company (both numbers required, company type optional) with fresh unique values. */
export function polishRegistration(overrides: Overrides = {}): RegistrationRequest {
  const n = nextSequence();
  return {
    company: {
      name: `Dachy Nowak ${n}`,
      registration_number: polishNip(n),
      registration_number_2: polishRegon(n),
      company_type: null,
      disclaimer_accepted: false,
      declaration_accepted: false,
      address: 'Marszałkowska',
      house_number: '12A',
      postal_code: '00-001',
      city: 'Warszawa',
      regions_id: REGION_IDS.poland,
      survey: JSON.stringify(completeSurvey(COMPANY_SURVEY)),
      ...overrides.company,
    },
    installer: {
      name: 'Ewa',
      surname: 'Zielińska',
      email: `ewa.${n}@firma.pl`,
      phone: testPhone(n),
      languages_id: 2,
      options: JSON.stringify({ firstTime: true }),
      is_decor_installer: false,
      email_consent: true,
      phone_consent: false,
      ...overrides.installer,
    },
    invite: overrides.invite === undefined ? 'FRIEND-2026' : overrides.invite,
    terms_accepted: true,
  };
}

/** A decor installer's company in Slovakia (decor survey, role 7). */
export function decorRegistration(): RegistrationRequest {
  const base = polishRegistration();
  const n = nextSequence();
  return {
    ...base,
    company: {
      ...base.company,
      regions_id: REGION_IDS.slovakia,
      registration_number: `4${String(n).padStart(7, '0')}`,
      registration_number_2: `20${String(n).padStart(8, '0')}`,
      postal_code: '821 09',
      city: 'Bratislava',
      survey: JSON.stringify(completeSurvey(DECOR_SURVEY)),
    },
    installer: { ...base.installer, is_decor_installer: true, email: `decor.${n}@firma.sk` },
  };
}

/** A Czech sole trader (IČO required, DIČ optional; the type asks no agreements), with fresh unique values. */
export function czechRegistration(overrides: Overrides = {}): RegistrationRequest {
  const base = polishRegistration({ installer: overrides.installer, invite: overrides.invite });
  const soleTrader = companyTypesOf(REGION_IDS.czechia).find((type) => type.disclaimer_state === 0 && type.declaration_state === 0);
  return {
    ...base,
    company: {
      ...base.company,
      regions_id: REGION_IDS.czechia,
      registration_number: czechIco(nextSequence()),
      registration_number_2: null,
      company_type: soleTrader?.id ?? null,
      postal_code: '602 00',
      city: 'Brno',
      ...overrides.company,
    },
  };
}
