/** Test data for the login machine and its rules: accounts and regional settings like the demo's. */
import type { LoginResponse, SignInAccount, TokenPair } from '../../src/contract/auth';
import type { CompanyType, RegionalSettings } from '../../src/contract/config';

export function companyType(id: number, disclaimer_state: 0 | 1 | 2, declaration_state: 0 | 1 | 2): CompanyType {
  return {
    id,
    name_translated: `Type ${id}`,
    disclaimer_state,
    declaration_state,
    disclaimer_translated: `Disclaimer of type ${id}`,
    declaration_translated: `Declaration of type ${id}`,
  };
}

/** Czech settings: IČO required, DIČ optional, a required company type (501 asks both agreements). */
export const czechSettings: RegionalSettings = {
  company_types: [companyType(501, 2, 2), companyType(502, 1, 2), companyType(505, 0, 0)],
  company_type_state: 2,
  vat_field: 2,
  company_id_field: 1,
  required_numbers: 1,
  number_labels: { registration_number: 'IČO', registration_number_2: 'DIČ' },
  flags: { club_card: false },
};

/** Polish settings: NIP required, no company types. */
export const polishSettings: RegionalSettings = {
  company_types: [],
  company_type_state: 0,
  vat_field: 1,
  company_id_field: 0,
  required_numbers: 1,
  number_labels: { registration_number: 'NIP', registration_number_2: 'REGON' },
  flags: { club_card: true },
};

/** The answer to a code request (what the code step knows before the code is proven). */
export function codeRequest(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    login_request_id: '6f1c2a52-8f5e-4a0c-9f37-2d7f3c1e9b10',
    sent_to: 'o***@demo.cz',
    channel: 'email',
    resend_after: 60,
    user_id: 3,
    ...overrides,
  };
}

/** A Polish owner whose onboarding is complete, as the verify answer describes the account. */
export function completeOwner(overrides: Partial<SignInAccount> = {}): SignInAccount {
  return {
    region: 10,
    has_survey: true,
    email_consent: true,
    phone_consent: false,
    options: JSON.stringify({ consentSeen: true, hasAgreedToTerms: true }),
    role: 3,
    user_id: 1,
    company_id: 1,
    created_at: '2023-03-01T10:00:00.000Z',
    company: {
      uuid: 'c0a80101-0000-4000-8000-000000000001',
      registration_number: '5260250995',
      registration_number_2: null,
      company_type: null,
      disclaimer_accepted: false,
      declaration_accepted: false,
      survey: '[]',
    },
    ...overrides,
  };
}

/** The Czech owner of the demo data: every onboarding step applies. */
export function czechOwner(overrides: Partial<SignInAccount> = {}): SignInAccount {
  return completeOwner({
    region: 5,
    has_survey: false,
    options: null,
    user_id: 3,
    company_id: 2,
    created_at: '2023-06-01T08:00:00.000Z',
    company: {
      uuid: 'c0a80101-0000-4000-8000-000000000002',
      registration_number: null,
      registration_number_2: null,
      company_type: null,
      disclaimer_accepted: false,
      declaration_accepted: false,
      survey: null,
    },
    ...overrides,
  });
}

/** A token whose claims expire at `expSeconds` (the portal reads, never verifies, the claims). Base64url with btoa: the explorer runs it in a browser. */
export function fakeToken(expSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '3', exp: expSeconds })}.signature`;
}

export const NOW = Date.parse('2025-03-03T09:00:00.000Z');
/** The verify answer's token pair, valid for an hour from NOW. */
export const PAIR: TokenPair = { token: fakeToken(NOW / 1000 + 3600), refresh_token: 'r'.repeat(43) };

/** Failed calls as the API client reports them (wizard-messages.ts apiFailureOf), one of each kind the wizard tells apart. */
const failure = (status: number, message: string) => ({ status, body: { message }, retryAfter: null });
export const NOT_FOUND = failure(404, 'Installer not found.');
export const SERVER_ERROR = failure(500, 'Server Error');
export const INVALID_PHONE = failure(422, 'Invalid phone number.');
export const WRONG_CODE = failure(406, 'Invalid code');
export const LOCKED = { status: 429, body: { message: 'Sign-in is temporarily locked after too many wrong codes.' }, retryAfter: 900 };
