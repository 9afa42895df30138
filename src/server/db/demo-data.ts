/** The demo accounts of the foundation issue (README lists them). */
import { languageByCode } from '../../contract/languages';
import { parseRegionPhone } from '../../contract/phone';
import { REGION_IDS } from '../../contract/regions';
import { ROLES } from '../../contract/roles';
import { COMPANY_SURVEY, DECOR_SURVEY, type Survey, type SurveyResponse } from '../../contract/survey';
import { REGIONAL_DATA } from '../reference/regional-data';
import type { companies, users } from './schema';

interface DemoCompany {
  key: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  regionId: number;
  isDecor: boolean;
  /** Onboarding done: numbers, company type (with its consents) and survey filled in. */
  complete: boolean;
  registrationNumbers: [string, string];
  hasClubCard: boolean;
}

export interface DemoAccount {
  email: string;
  phone: string;
  name: string;
  surname: string;
  role: number;
  language: string;
  createdAt: string;
  /** Consent seen, terms agreed, optional steps seen. */
  onboarded: boolean;
  company: DemoCompany;
}

const PL_COMPANY: DemoCompany = {
  key: 'pl',
  name: 'Dachy Nowak Sp. z o.o.',
  address: 'ul. Ogrodowa 12',
  city: 'Kraków',
  postalCode: '30-001',
  regionId: REGION_IDS.poland,
  isDecor: false,
  complete: true,
  registrationNumbers: ['6762468291', '356789012'],
  hasClubCard: true,
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'owner@demo.pl', phone: '+48 600 000 001', name: 'Piotr', surname: 'Nowak', role: ROLES.owner,
    language: 'pl', createdAt: '2022-03-15T09:00:00Z', onboarded: true, company: PL_COMPANY,
  },
  {
    email: 'installer@demo.pl', phone: '+48 600 000 002', name: 'Anna', surname: 'Kowalska', role: ROLES.installer,
    language: 'pl', createdAt: '2023-09-01T09:00:00Z', onboarded: true, company: PL_COMPANY,
  },
  {
    // Walks every onboarding step: old CZ account, nothing agreed, nothing filled in.
    email: 'owner@demo.cz', phone: '+420 601 000 001', name: 'Jan', surname: 'Novák', role: ROLES.owner,
    language: 'cs', createdAt: '2023-06-01T09:00:00Z', onboarded: false,
    company: {
      key: 'cz', name: 'Střechy Novák s.r.o.', address: 'Palackého 25', city: 'Brno', postalCode: '612 00',
      regionId: REGION_IDS.czechia, isDecor: false, complete: false, registrationNumbers: ['', ''], hasClubCard: false,
    },
  },
  {
    email: 'decor@demo.sk', phone: '+421 901 000 001', name: 'Peter', surname: 'Horváth', role: ROLES.decorOwner,
    language: 'sk', createdAt: '2024-04-10T09:00:00Z', onboarded: true,
    company: {
      key: 'sk', name: 'Horváth Dekor s.r.o.', address: 'Mlynské nivy 16', city: 'Bratislava', postalCode: '821 09',
      regionId: REGION_IDS.slovakia, isDecor: true, complete: true, registrationNumbers: ['46123456', '2023456789'],
      hasClubCard: false,
    },
  },
];

/** A plausible complete answer: first choice of each question, 120 for number questions. */
function demoSurveyResponse(survey: Survey): SurveyResponse {
  return survey.questions.map((question) =>
    question.type === 'number'
      ? { question_id: question.id, value: 120 }
      : { question_id: question.id, answer_id: question.answers[0]?.id ?? '' });
}

export function demoCompanyValues(account: DemoAccount, now: Date): typeof companies.$inferInsert {
  const company = account.company;
  const type = REGIONAL_DATA.find((r) => r.regionId === company.regionId)?.settings.company_types[0];
  const survey = company.isDecor ? DECOR_SURVEY : COMPANY_SURVEY;
  return {
    name: company.name,
    address: company.address,
    city: company.city,
    postalCode: company.postalCode,
    regionId: company.regionId,
    isDecor: company.isDecor,
    hasClubCard: company.hasClubCard,
    ...(company.complete
      ? {
        registrationNumber: company.registrationNumbers[0],
        registrationNumber2: company.registrationNumbers[1],
        companyTypeId: type?.id ?? null,
        disclaimerAccepted: !!type && type.disclaimer_state !== 0,
        declarationAccepted: !!type && type.declaration_state !== 0,
        surveyResponse: JSON.stringify(demoSurveyResponse(survey)),
      }
      : {}),
    createdAt: new Date(account.createdAt),
    updatedAt: now,
  };
}

const ONBOARDED_OPTIONS = JSON.stringify({
  consentSeen: true,
  hasAgreedToTerms: true,
  seen_registration_number: true,
  seen_registration_number_2: true,
  seen_company_type: true,
});

export function demoUserValues(account: DemoAccount, companyId: number, now: Date): typeof users.$inferInsert {
  const phone = parseRegionPhone(account.phone, account.company.regionId);
  const language = languageByCode(account.language);
  if (!phone || !language) throw new Error(`Demo account ${account.email} has an invalid phone or language`);
  return {
    companyId,
    roleId: account.role,
    name: account.name,
    surname: account.surname,
    email: account.email,
    phoneRegionId: account.company.regionId,
    phoneNational: phone.national,
    languageId: language.id,
    options: account.onboarded ? ONBOARDED_OPTIONS : null,
    emailConsent: account.onboarded,
    phoneConsent: false,
    verifiedEmailAt: account.onboarded ? new Date(account.createdAt) : null,
    createdAt: new Date(account.createdAt),
    updatedAt: now,
  };
}
