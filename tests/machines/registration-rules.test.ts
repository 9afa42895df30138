import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { registrationNumberSettings } from '../../src/contract/regional-rules';
import {
  CityField,
  CompanyNameField,
  CompanyValidateQuery,
  HouseNumberField,
  PersonNameField,
  PostalCodeField,
  RegistrationNumberField,
  StreetField,
  EmailField,
  RegistrationRequest,
  companyTypeRuleMessages,
  agreementRuleMessages,
  fieldRuleMessages,
  phoneRuleMessages,
  registrationNumberRuleMessages,
  registrationRuleErrors,
  type RegistrationRequest as Request,
} from '../../src/contract/registration';
import { REGISTRATION_MIN_LENGTH } from '../../src/contract/limits';
import { COMPANY_SURVEY, DECOR_SURVEY } from '../../src/contract/survey';
import { withCompanyType } from '../../machines/company-answers';
import { emptyForm, fieldMessages, withRegion, type RegistrationForm, type RegistrationRules } from '../../machines/registration-form';
import type { FieldMessage } from '../../machines/wizard-messages';
import { progressOf, restoreProgress } from '../../machines/registration-progress';
import {
  checkableFields,
  mergeMessages,
  messageFromServer,
  registrationRequest,
  submitFailure,
  uniquenessMessages,
  uniquenessQuery,
} from '../../machines/registration-request';
import { editTrackFor, extendEditTrack, fullTrack, isReadyToSubmit, stepAfter, stepBefore, firstStepWithMessages } from '../../machines/registration-steps';
import { apiError, HUNGARY, POLAND, SHORT_SURVEY, UKRAINE } from './registration-fixtures';

const PL: RegistrationRules = { settings: POLAND, survey: SHORT_SURVEY, streetLookup: true };
const UA: RegistrationRules = { settings: UKRAINE, survey: SHORT_SURVEY, streetLookup: true };

/** A form that passes every rule in Poland with company type 1001. */
function completeForm(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  return {
    ...emptyForm(10, 'INV-1'),
    name: 'Jan',
    surname: 'Kowalski',
    email: ' Jan@Example.pl ',
    phone: '600000001',
    companyName: 'Dachy Kowalski',
    registrationNumber: '5260250274',
    street: 'Marszałkowska',
    streetChosen: true,
    houseNumber: '12',
    postalCode: '00-624',
    city: 'Warszawa',
    companyTypeId: 1001,
    disclaimerAccepted: true,
    survey: { 'team-size': ['2'], 'windows-per-year': '12' },
    termsAccepted: true,
    ...overrides,
  };
}

describe('field rules (contract)', () => {
  it.each([
    ['personName', PersonNameField],
    ['companyName', CompanyNameField],
    ['registrationNumber', RegistrationNumberField],
    ['street', StreetField],
    ['houseNumber', HouseNumberField],
    ['postalCode', PostalCodeField],
    ['city', CityField],
  ] as const)('%s needs at least its SPEC minimum length', (rule, schema) => {
    const min = REGISTRATION_MIN_LENGTH[rule];
    expect(min).toBe({ personName: 2, companyName: 4, registrationNumber: 6, street: 4, houseNumber: 1, postalCode: 1, city: 2 }[rule]);
    expect(fieldRuleMessages(schema, 'x'.repeat(min))).toEqual([]);
    expect(fieldRuleMessages(schema, 'x'.repeat(min - 1))).toEqual([min === 1 ? 'required' : 'tooShort']);
  });

  it('names the first broken rule: required, then too short, trimming spaces', () => {
    expect(fieldRuleMessages(CompanyNameField, '')).toEqual(['required']);
    expect(fieldRuleMessages(CompanyNameField, '    ')).toEqual(['required']);
    expect(fieldRuleMessages(CompanyNameField, ' Abc ')).toEqual(['tooShort']);
    expect(fieldRuleMessages(CompanyNameField, 'Abcd')).toEqual([]);
    expect(fieldRuleMessages(CompanyNameField, 'x'.repeat(201))).toEqual(['tooLong']);
  });

  it('checks the e-mail shape', () => {
    expect(fieldRuleMessages(EmailField, 'jan@')).toEqual(['emailInvalid']);
    expect(fieldRuleMessages(EmailField, ' jan@example.pl ')).toEqual([]);
  });

  it('checks the phone against the region numbering plan, accepting test numbers', () => {
    expect(phoneRuleMessages('', 10)).toEqual(['required']);
    expect(phoneRuleMessages('600000001', 10)).toEqual([]);
    expect(phoneRuleMessages('600000001', 16)).toEqual(['phoneInvalid']);
    expect(phoneRuleMessages('501234567', 16)).toEqual([]);
    expect(phoneRuleMessages('1234', 10)).toEqual(['phoneInvalid']);
    expect(phoneRuleMessages('999999999912', 16)).toEqual([]);
    // Issue 28: the sign-in code comes by SMS; a Warsaw and a Kyiv landline are named as such.
    expect(phoneRuleMessages('221234567', 10)).toEqual(['phoneNotMobile']);
    expect(phoneRuleMessages('442345678', 16)).toEqual(['phoneNotMobile']);
  });

  it('shows, labels and requires registration numbers per region', () => {
    expect(registrationNumberSettings(POLAND)).toEqual([
      { field: 'registration_number', kind: 'vat', label: 'NIP', required: true },
      { field: 'registration_number_2', kind: 'companyId', label: 'REGON', required: false },
    ]);
    expect(registrationNumberSettings(UKRAINE)).toEqual([
      { field: 'registration_number', kind: 'companyId', label: 'ЄДРПОУ', required: true },
    ]);
    expect(registrationNumberSettings(HUNGARY).map((s) => [s.field, s.kind, s.required])).toEqual([
      ['registration_number', 'companyId', true],
      ['registration_number_2', 'vat', true],
    ]);
  });

  it('lets an optional number stay empty but not be too short', () => {
    expect(registrationNumberRuleMessages('', false, null)).toEqual([]);
    expect(registrationNumberRuleMessages('', true, null)).toEqual(['required']);
    expect(registrationNumberRuleMessages('12345', false, null)).toEqual(['tooShort']);
  });

  it('requires a company type of the region when its state is required', () => {
    expect(companyTypeRuleMessages(POLAND, null)).toEqual(['required']);
    expect(companyTypeRuleMessages(HUNGARY, null)).toEqual([]);
    expect(companyTypeRuleMessages(POLAND, 701)).toEqual(['unknownCompanyType']);
    expect(companyTypeRuleMessages(UKRAINE, null)).toEqual([]);
  });

  it('requires a ticked agreement only when the type makes it required', () => {
    const [roofing, soleTrader] = POLAND.company_types;
    expect(agreementRuleMessages(roofing, 'disclaimer', false)).toEqual(['mustAccept']);
    expect(agreementRuleMessages(roofing, 'declaration', false)).toEqual([]);
    expect(agreementRuleMessages(soleTrader, 'disclaimer', false)).toEqual([]);
  });

  it('reads the validate query, region id from its text', () => {
    expect(v.parse(CompanyValidateQuery, { region_id: '10', email: 'a@b.pl' })).toEqual({ region_id: 10, email: 'a@b.pl' });
    expect(v.safeParse(CompanyValidateQuery, { region_id: '8' }).success).toBe(false);
  });
});

describe('the registration request', () => {
  const request = (form = completeForm(), rules = PL, variant: 'company' | 'decor' = 'company') =>
    registrationRequest(form, rules, variant, 2);

  it('builds the SPEC payload that the contract and the regional rules accept', () => {
    const body = request({ ...completeForm(), survey: { 'team-size': ['2'], 'windows-per-year': '12' } }, { settings: POLAND, survey: COMPANY_SURVEY, streetLookup: true });
    expect(body.company).toMatchObject({ name: 'Dachy Kowalski', registration_number: '5260250274', registration_number_2: null, company_type: 1001, disclaimer_accepted: true, declaration_accepted: false, regions_id: 10 });
    expect(body.installer).toMatchObject({ email: 'jan@example.pl', phone: '600000001', languages_id: 2, is_decor_installer: false });
    expect(body.invite).toBe('INV-1');
    // The server writes the owner's options from the region's settings: the portal sends none.
    expect(JSON.parse(body.installer.options)).toEqual({});
    const parsed = v.parse(RegistrationRequest, body);
    // The short test survey is not the company survey: the server's rule says so.
    expect(registrationRuleErrors(parsed, POLAND)).toEqual({ 'company.survey': ['surveyIncomplete'] });
  });

  it('passes every regional rule for a complete company survey', () => {
    const survey = Object.fromEntries(COMPANY_SURVEY.questions.map((q) => [q.id, q.type === 'number' ? '40' : [q.answers[0]!.id]]));
    const body = request(completeForm({ survey }), { settings: POLAND, survey: COMPANY_SURVEY, streetLookup: true });
    expect(registrationRuleErrors(v.parse(RegistrationRequest, body), POLAND)).toEqual({});
  });

  it('marks the decor installer and sends what the region does not show as null', () => {
    const survey = Object.fromEntries(DECOR_SURVEY.questions.map((q) => [q.id, q.type === 'number' ? '1' : [q.answers[0]!.id]]));
    const form = completeForm({ regionId: 16, phone: '501234567', registrationNumber: '00032112', postalCode: '01001', survey });
    const body = request(form, { settings: UKRAINE, survey: DECOR_SURVEY, streetLookup: true }, 'decor');
    expect(body.installer.is_decor_installer).toBe(true);
    expect(body.company).toMatchObject({ company_type: null, disclaimer_accepted: false, registration_number_2: null });
    expect(registrationRuleErrors(v.parse(RegistrationRequest, body), UKRAINE)).toEqual({});
  });

  it('lets the server find each broken regional rule', () => {
    const body: Request = { ...request(), company: { ...request().company, registration_number: null, company_type: 1002 } };
    const errors = registrationRuleErrors(v.parse(RegistrationRequest, { ...body, installer: { ...body.installer, phone: '12345' } }), POLAND);
    expect(errors['company.registration_number']).toEqual(['required']);
    expect(errors['installer.phone']).toEqual(['phoneInvalid']);
    const wrongType = { ...body, company: { ...body.company, registration_number: '5260250274', company_type: 701 } };
    expect(registrationRuleErrors(v.parse(RegistrationRequest, wrongType), POLAND)['company.company_type']).toEqual(['unknownCompanyType']);
  });

  it('refuses a request without the terms ticked', () => {
    expect(v.safeParse(RegistrationRequest, { ...request(), terms_accepted: false }).success).toBe(false);
  });
});

describe('form rules', () => {
  it('asks to pick a typed street or confirm it', () => {
    expect(fieldMessages(completeForm({ streetChosen: false }), PL, 'street')).toEqual(['streetNotChosen']);
    expect(fieldMessages(completeForm({ street: 'Ul', streetChosen: false }), PL, 'street')).toEqual(['tooShort']);
  });

  it('checks numbers only where the region shows them', () => {
    expect(fieldMessages(completeForm({ registrationNumber2: '12' }), UA, 'registrationNumber2')).toEqual([]);
    expect(fieldMessages(completeForm({ registrationNumber2: '12' }), PL, 'registrationNumber2')).toEqual(['tooShort']);
  });

  it('resets both agreements when another company type is chosen', () => {
    const form = completeForm({ declarationAccepted: true });
    expect(withCompanyType(form, 1001)).toBe(form);
    expect(withCompanyType(form, 1002)).toMatchObject({ companyTypeId: 1002, disclaimerAccepted: false, declarationAccepted: false });
  });

  it('keeps what was typed when the region changes, dropping the old type and street choice', () => {
    const moved = withRegion(completeForm(), 16, UKRAINE);
    expect(moved).toMatchObject({ regionId: 16, companyTypeId: null, disclaimerAccepted: false, streetChosen: false, street: 'Marszałkowska', registrationNumber: '5260250274' });
  });
});

describe('the track', () => {
  it('follows the region and the chosen type', () => {
    expect(fullTrack(completeForm({ companyTypeId: null }), PL)).toEqual([
      'region', 'userInfo', 'companyInfo', 'companyAddress', 'companyType', 'survey', 'consent', 'review', 'complete',
    ]);
    expect(fullTrack(completeForm(), PL)).toContain('disclaimer');
    expect(fullTrack(completeForm(), PL)).toContain('declaration');
    expect(fullTrack(completeForm({ companyTypeId: 1002 }), PL)).not.toContain('disclaimer');
    expect(fullTrack(completeForm({ regionId: 16 }), UA)).not.toContain('companyType');
  });

  it('moves along a track both ways', () => {
    const track = fullTrack(completeForm(), PL);
    expect(stepAfter(track, 'companyType')).toBe('disclaimer');
    expect(stepBefore(track, 'userInfo')).toBe('region');
    expect(stepBefore(track, 'region')).toBeNull();
  });

  it('adds the steps an edit made incomplete to the edit track', () => {
    // Moved to Ukraine from the review: the Polish phone number, NIP and postal code no longer fit.
    const form = withRegion(completeForm(), 16, UKRAINE);
    expect(extendEditTrack(editTrackFor('region'), 'region', form, UA, {}))
      .toEqual(['region', 'userInfo', 'companyInfo', 'companyAddress', 'review', 'complete']);
    // A new type with a required disclaimer brings the disclaimer step.
    const retyped = withCompanyType(completeForm({ companyTypeId: 1002 }), 1001);
    expect(extendEditTrack(editTrackFor('companyType'), 'companyType', retyped, PL, {})).toEqual(['companyType', 'disclaimer', 'review', 'complete']);
  });

  it('drops steps that left the track', () => {
    const form = completeForm({ companyTypeId: 1002 });
    expect(extendEditTrack(['companyType', 'disclaimer', 'review', 'complete'], 'companyType', form, PL, {})).toEqual(['companyType', 'review', 'complete']);
  });

  it('is ready to submit only when every step passes, server messages included, and the terms are ticked', () => {
    expect(isReadyToSubmit(completeForm(), PL, {})).toBe(true);
    expect(isReadyToSubmit(completeForm({ termsAccepted: false }), PL, {})).toBe(false);
    expect(isReadyToSubmit(completeForm(), PL, { email: ['emailTaken'] })).toBe(false);
    expect(isReadyToSubmit(completeForm(), PL, { email: [] })).toBe(true);
  });

  it('finds the first step with messages', () => {
    const track = fullTrack(completeForm(), PL);
    const messages: Record<string, FieldMessage[]> = { city: ['tooShort'], email: ['emailTaken'] };
    expect(firstStepWithMessages(track, (field) => messages[field] ?? [])).toBe('userInfo');
  });
});

describe('uniqueness and server answers', () => {
  it('asks only about filled fields that pass their own rules, as the API takes them', () => {
    const form = completeForm({ phone: '600 000 001'.replace(/\D/g, ''), registrationNumber: '123' });
    expect(checkableFields(form, PL, ['email', 'phone', 'registrationNumber', 'registrationNumber2'])).toEqual(['email', 'phone']);
    expect(uniquenessQuery(form, ['email', 'phone'])).toEqual({ region_id: 10, values: { email: 'jan@example.pl', phone: '600000001' } });
  });

  it('turns the SPEC §8 texts into messages of the checked fields; free fields get none', () => {
    const query = uniquenessQuery(completeForm(), ['email', 'phone', 'registrationNumber']);
    const answer = { errors: { phone: [SERVER_MESSAGES.phoneNotUnique], registration_number: [SERVER_MESSAGES.registrationNumberTaken] } };
    expect(uniquenessMessages(query, answer)).toEqual({ email: [], phone: ['phoneNotUnique'], registrationNumber: ['registrationNumberTaken'] });
  });

  it('maps refused registrations to fields, and the rest to a list', () => {
    const refused = apiError(422, {
      message: SERVER_MESSAGES.validationFailed,
      errors: { 'installer.email': [SERVER_MESSAGES.emailTaken], 'company.city': ['tooShort'], 'company.unknown': ['Odd.'] },
    });
    expect(submitFailure(refused)).toEqual({ fieldErrors: { email: ['emailTaken'], city: ['tooShort'] }, messages: [{ text: 'Odd.' }] });
  });

  it('shows the generic failure for anything but a known message', () => {
    expect(submitFailure(new Error('offline'))).toEqual({ fieldErrors: {}, messages: ['generic'] });
    expect(submitFailure(apiError(500, { message: 'Boom' }))).toEqual({ fieldErrors: {}, messages: ['generic'] });
    expect(submitFailure(apiError(409, { message: SERVER_MESSAGES.installerExists })).messages).toEqual(['installerExists']);
  });

  it('reads server messages and keeps lists free of repeats', () => {
    expect(messageFromServer(SERVER_MESSAGES.invalidPhone)).toBe('phoneInvalid');
    expect(messageFromServer('tooShort')).toBe('tooShort');
    expect(mergeMessages(['tooShort', { text: 'A' }], [{ text: 'A' }, 'tooShort', 'required'])).toEqual(['tooShort', { text: 'A' }, 'required']);
  });
});

describe('progress kept across reloads', () => {
  const source = { variant: 'company' as const, step: 'companyInfo' as const, editTrack: null, surveyQuestionIndex: 1, form: completeForm(), regionChosen: true };

  it('round-trips through storage for the same variant only', () => {
    const stored = JSON.parse(JSON.stringify(progressOf(source)));
    expect(restoreProgress(stored, 'company')).toEqual(progressOf(source));
    expect(restoreProgress(stored, 'decor')).toBeNull();
  });

  it('ignores anything unreadable or from another version', () => {
    expect(restoreProgress('{', 'company')).toBeNull();
    expect(restoreProgress({ ...progressOf(source), version: 1 }, 'company')).toBeNull();
    expect(restoreProgress({ ...progressOf(source), step: 'complete' }, 'company')).toBeNull();
  });
});
