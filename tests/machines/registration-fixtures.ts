/** Regional settings, survey and answers the registration tests share. */
import type { Config, CompanyType, RegionalSettings } from '../../src/contract/config';
import type { StreetSuggestion } from '../../src/contract/registration';
import type { Survey } from '../../src/contract/survey';
import type { RegistrationInput } from '../../machines/registration-machine';

function companyType(id: number, disclaimer_state: 0 | 1 | 2, declaration_state: 0 | 1 | 2): CompanyType {
  return {
    id,
    name_translated: `Type ${id}`,
    disclaimer_state,
    declaration_state,
    disclaimer_translated: `Disclaimer of ${id}`,
    declaration_translated: `Declaration of ${id}`,
  };
}

/** Poland: NIP (VAT, required) and REGON (company id, optional); a company type is required. */
export const POLAND: RegionalSettings = {
  company_types: [companyType(1001, 2, 1), companyType(1002, 0, 0)],
  company_type_state: 2,
  vat_field: 1,
  company_id_field: 2,
  required_numbers: 1,
  number_labels: { registration_number: 'NIP', registration_number_2: 'REGON' },
  flags: { club_card: true },
};

/** Ukraine: only the company id, required; no company types. */
export const UKRAINE: RegionalSettings = {
  company_types: [],
  company_type_state: 0,
  vat_field: 0,
  company_id_field: 1,
  required_numbers: 1,
  number_labels: { registration_number: 'ЄДРПОУ', registration_number_2: '' },
  flags: { club_card: false },
};

/** Hungary: both numbers required; company type optional. */
export const HUNGARY: RegionalSettings = {
  company_types: [companyType(701, 1, 2)],
  company_type_state: 1,
  vat_field: 2,
  company_id_field: 1,
  required_numbers: 3,
  number_labels: { registration_number: 'Cégjegyzékszám', registration_number_2: 'Adószám' },
  flags: { club_card: false },
};

export const REGIONAL_SETTINGS: Config['regional_settings'] = { pl: POLAND, ua: UKRAINE, hu: HUNGARY };

/** A short survey: one single choice and one number question. */
export const SHORT_SURVEY: Survey = {
  id: 'company',
  questions: [
    { id: 'team-size', type: 'single', answers: [{ id: '2' }, { id: '3-5' }] },
    { id: 'windows-per-year', type: 'number', min: 1, max: 999_999, step: 1 },
  ],
};

export const STREET: StreetSuggestion = {
  id: 'place-1',
  street: 'Marszałkowska',
  city: 'Warszawa',
  postal_code: '00-624',
  label: 'Marszałkowska, Warszawa',
};

export function registrationInput(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    variant: 'company',
    hostRegionId: 10,
    invite: null,
    languageId: 2,
    regionalSettings: REGIONAL_SETTINGS,
    survey: SHORT_SURVEY,
    streetLookup: true,
    saved: null,
    ...overrides,
  };
}

/** What the portal's API client throws for an answered error (status and the error body). */
export function apiError(status: number, body: { message: string; errors?: Record<string, string[]> }) {
  return Object.assign(new Error(body.message), { status, body, retryAfter: null });
}
