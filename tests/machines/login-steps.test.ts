import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../src/contract/options';
import { REGION_IDS } from '../../src/contract/regions';
import { COMPANY_SURVEY, DECOR_SURVEY, SurveyResponseText, surveyResponseProblems } from '../../src/contract/survey';
import { agreementMessages, companyTypeMessages, numberMessages } from '../../machines/company-answer-rules';
import { withCompanyType } from '../../machines/company-answers';
import { loginFailureAlert } from '../../machines/login-failures';
import { codeErrors, identityErrors, loginRequest } from '../../machines/login-identity';
import {
  companyPatch,
  companyTypePatch,
  initialAnswers,
  installerPatch,
  needsCompanyType,
  needsConsent,
  needsCzSkTerms,
  needsRegistrationNumber,
  needsSurvey,
  onboardingPoints,
  onboardingSteps,
  possibleOnboardingSteps,
} from '../../machines/login-steps';
import type { OnboardingAnswers } from '../../machines/login-onboarding-steps';
import { pickSurveyAnswer, surveyAnswerMessages, surveyResponse, typeSurveyAnswer } from '../../machines/survey-draft';
import { companyType, completeOwner, czechOwner, czechSettings, polishSettings } from './login-fixtures';

describe('the points the finished onboarding credited (issue 28, the "all set" screen)', () => {
  // docs/decisions.md: the company survey earns 50 points with the company's first response; nothing else in the onboarding earns any.
  it('names the survey\'s 50 points when the survey was one of the steps, and nothing otherwise', () => {
    expect(onboardingPoints(['terms', 'registrationNumber', 'companyType', 'consent', 'survey'])).toBe(50);
    expect(onboardingPoints(['survey'])).toBe(50);
    expect(onboardingPoints(['terms', 'registrationNumber', 'consent'])).toBe(0);
    expect(onboardingPoints([])).toBe(0);
  });
});

describe('which onboarding steps an account needs', () => {
  it('asks for consent until consentSeen is set', () => {
    expect(needsConsent({})).toBe(true);
    expect(needsConsent({ consentSeen: false })).toBe(true);
    expect(needsConsent({ consentSeen: true })).toBe(false);
  });

  it('asks Czech and Slovak owners created up to 31 January 2024 to agree to the terms', () => {
    const owner = (overrides: Parameters<typeof czechOwner>[0]) => czechOwner(overrides);
    expect(needsCzSkTerms(owner({}), {})).toBe(true);
    expect(needsCzSkTerms(owner({ region: 13 }), {})).toBe(true);
    expect(needsCzSkTerms(owner({ created_at: '2024-01-31T23:59:59.000Z' }), {})).toBe(true);
    expect(needsCzSkTerms(owner({ created_at: '2024-02-01T00:00:00.000Z' }), {})).toBe(false);
    expect(needsCzSkTerms(owner({ region: 10 }), {})).toBe(false);
    expect(needsCzSkTerms(owner({}), { hasAgreedToTerms: true })).toBe(false);
    expect(needsCzSkTerms(owner({ role: 4 }), {})).toBe(false);
    expect(needsCzSkTerms(owner({ role: 7 }), {})).toBe(true);
  });

  it('asks for a configured registration number the company lacks when required or not yet seen', () => {
    const owner = czechOwner();
    expect(needsRegistrationNumber('registration_number', owner, czechSettings, {})).toBe(true);
    // Required numbers are asked even when seen before.
    expect(needsRegistrationNumber('registration_number', owner, czechSettings, { seen_registration_number: true })).toBe(true);
    // The optional second number is asked once.
    expect(needsRegistrationNumber('registration_number_2', owner, czechSettings, {})).toBe(true);
    expect(needsRegistrationNumber('registration_number_2', owner, czechSettings, { seen_registration_number_2: true })).toBe(false);
    // A number the company has, or a field the region does not use, is never asked.
    const withNumber = czechOwner({ company: { ...owner.company, registration_number: '12345678' } });
    expect(needsRegistrationNumber('registration_number', withNumber, czechSettings, {})).toBe(false);
    expect(needsRegistrationNumber('registration_number_2', owner, polishSettings, {})).toBe(false);
    expect(needsRegistrationNumber('registration_number', czechOwner({ role: 4 }), czechSettings, {})).toBe(false);
  });

  it('asks for a company type when the region has types and the company has none', () => {
    const owner = czechOwner();
    expect(needsCompanyType(owner, czechSettings, {})).toBe(true);
    expect(needsCompanyType(owner, czechSettings, { seen_company_type: true })).toBe(true);
    const optional = { ...czechSettings, company_type_state: 1 as const };
    expect(needsCompanyType(owner, optional, {})).toBe(true);
    expect(needsCompanyType(owner, optional, { seen_company_type: true })).toBe(false);
    expect(needsCompanyType(owner, { ...czechSettings, company_type_state: 0 }, {})).toBe(false);
    expect(needsCompanyType(owner, polishSettings, {})).toBe(false);
    expect(needsCompanyType(czechOwner({ company: { ...owner.company, company_type: 501 } }), czechSettings, {})).toBe(false);
  });

  it('asks owners for the survey while the company has none', () => {
    expect(needsSurvey(czechOwner())).toBe(true);
    expect(needsSurvey(czechOwner({ has_survey: true }))).toBe(false);
    expect(needsSurvey(czechOwner({ role: 4 }))).toBe(false);
  });

  it('lists every step of the Czech demo owner in step-number order', () => {
    expect(onboardingSteps(czechOwner(), czechSettings, null)).toEqual([
      'terms',
      'registrationNumber',
      'registrationNumber2',
      'companyType',
      'consent',
      'survey',
    ]);
    expect(onboardingSteps(czechOwner(), czechSettings, 501)).toEqual([
      'terms',
      'registrationNumber',
      'registrationNumber2',
      'companyType',
      'disclaimer',
      'declaration',
      'consent',
      'survey',
    ]);
  });

  it('adds only the agreements the chosen type asks for', () => {
    expect(onboardingSteps(czechOwner(), czechSettings, 502)).toContain('disclaimer');
    expect(onboardingSteps(czechOwner(), czechSettings, 505)).not.toContain('disclaimer');
    expect(onboardingSteps(czechOwner(), czechSettings, 505)).not.toContain('declaration');
  });

  it('asks the agreements of a type the company already has only when required and not accepted', () => {
    const owner = czechOwner({ options: JSON.stringify({ consentSeen: true, hasAgreedToTerms: true }), has_survey: true });
    const typed = { ...owner.company, registration_number: '12345678', company_type: 502 };
    expect(onboardingSteps({ ...owner, company: typed }, czechSettings, 502)).toEqual(['registrationNumber2', 'declaration']);
    const accepted = { ...typed, declaration_accepted: true };
    expect(onboardingSteps({ ...owner, company: accepted }, czechSettings, 502)).toEqual(['registrationNumber2']);
  });

  it('counts as possible the agreements of any type the owner may choose, and only those', () => {
    expect(possibleOnboardingSteps(czechOwner(), czechSettings)).toEqual([
      'terms', 'registrationNumber', 'registrationNumber2', 'companyType', 'disclaimer', 'declaration', 'consent', 'survey',
    ]);
    const withoutAgreements = { ...czechSettings, company_types: [companyType(505, 0, 0), companyType(506, 0, 1)] };
    expect(possibleOnboardingSteps(czechOwner(), withoutAgreements)).not.toContain('disclaimer');
    expect(possibleOnboardingSteps(czechOwner(), withoutAgreements)).toContain('declaration');
    // A type the company already has decides alone: no choice, nothing that may come besides.
    const owner = czechOwner({ options: JSON.stringify({ consentSeen: true, hasAgreedToTerms: true }), has_survey: true });
    const typed = { ...owner, company: { ...owner.company, registration_number: '12345678', company_type: 502 } };
    expect(possibleOnboardingSteps(typed, czechSettings)).toEqual(onboardingSteps(typed, czechSettings, 502));
  });

  it('has no steps for an owner whose onboarding is complete, and only consent for staff', () => {
    expect(onboardingSteps(completeOwner(), polishSettings, null)).toEqual([]);
    expect(onboardingSteps(czechOwner({ role: 4 }), czechSettings, null)).toEqual(['consent']);
  });
});

describe("onboarding answers, checked by the contract's rules (as registration checks them)", () => {
  const answers = (overrides: Partial<OnboardingAnswers>): OnboardingAnswers => ({ ...initialAnswers(czechOwner()), ...overrides });

  it('requires a registration number the region requires, of 6 to 32 characters, written as its country writes it', () => {
    const number = (value: string, field: 'registrationNumber' | 'registrationNumber2' = 'registrationNumber') =>
      numberMessages(answers({ [field]: value }), czechSettings, REGION_IDS.czechia, field);
    expect(number('')).toEqual(['required']);
    expect(number('   ')).toEqual(['required']);
    expect(number('12345')).toEqual(['tooShort']);
    expect(number(' 27082440 ')).toEqual([]);
    expect(number('1'.repeat(33))).toEqual(['tooLong']);
    // An IČO has 8 digits and a check digit (issue 9: "abcdefgh" used to pass).
    expect(number('abcdefgh')).toEqual(['invalidFormat']);
    expect(number('27082441')).toEqual(['invalidFormat']);
    // DIČ is optional in Czechia: empty passes, too short does not; it may carry the CZ prefix.
    expect(number('', 'registrationNumber2')).toEqual([]);
    expect(number('123', 'registrationNumber2')).toEqual(['tooShort']);
    expect(number('CZ27082440', 'registrationNumber2')).toEqual([]);
    // A number the region does not show is never asked.
    expect(numberMessages(answers({ registrationNumber2: '1' }), polishSettings, REGION_IDS.poland, 'registrationNumber2')).toEqual([]);
  });

  it('requires a company type of the region when the region requires one', () => {
    expect(companyTypeMessages(answers({ companyTypeId: null }), czechSettings)).toEqual(['required']);
    expect(companyTypeMessages(answers({ companyTypeId: 999 }), czechSettings)).toEqual(['unknownCompanyType']);
    expect(companyTypeMessages(answers({ companyTypeId: 501 }), czechSettings)).toEqual([]);
    expect(companyTypeMessages(answers({ companyTypeId: null }), { ...czechSettings, company_type_state: 1 })).toEqual([]);
  });

  it('requires the disclaimer and declaration only in state 2 of the chosen type', () => {
    const settings = { ...czechSettings, company_types: [companyType(1, 2, 0), companyType(2, 1, 2)] };
    expect(agreementMessages(answers({ companyTypeId: 1 }), settings, 'disclaimerAccepted')).toEqual(['mustAccept']);
    expect(agreementMessages(answers({ companyTypeId: 1, disclaimerAccepted: true }), settings, 'disclaimerAccepted')).toEqual([]);
    expect(agreementMessages(answers({ companyTypeId: 2 }), settings, 'disclaimerAccepted')).toEqual([]);
    expect(agreementMessages(answers({ companyTypeId: 2 }), settings, 'declarationAccepted')).toEqual(['mustAccept']);
    expect(agreementMessages(answers({ companyTypeId: 1 }), settings, 'declarationAccepted')).toEqual([]);
  });

  it('resets both agreements when another company type is chosen', () => {
    const chosen = answers({ companyTypeId: 501, disclaimerAccepted: true, declarationAccepted: true });
    expect(withCompanyType(chosen, 502)).toMatchObject({ companyTypeId: 502, disclaimerAccepted: false, declarationAccepted: false });
    expect(withCompanyType(chosen, 501)).toBe(chosen);
  });

  it('needs an answer to every survey question, numbers from 1 to 999999', () => {
    const [teamSize, windows] = COMPANY_SURVEY.questions;
    if (!teamSize || !windows) throw new Error('survey questions missing');
    expect(surveyAnswerMessages(teamSize, {})).toEqual(['answerRequired']);
    expect(surveyAnswerMessages(teamSize, { 'team-size': [] })).toEqual(['answerRequired']);
    expect(surveyAnswerMessages(teamSize, { 'team-size': ['3-5'] })).toEqual([]);
    expect(surveyAnswerMessages(windows, { 'windows-per-year': ' ' })).toEqual(['answerRequired']);
    expect(surveyAnswerMessages(windows, { 'windows-per-year': '0' })).toEqual(['numberOutOfRange']);
    expect(surveyAnswerMessages(windows, { 'windows-per-year': '1000000' })).toEqual(['numberOutOfRange']);
    expect(surveyAnswerMessages(windows, { 'windows-per-year': '2.5' })).toEqual(['numberOutOfRange']);
    expect(surveyAnswerMessages(windows, { 'windows-per-year': '999999' })).toEqual([]);
  });

  it('takes typed text only as the answer to a number question', () => {
    const [teamSize, windows] = COMPANY_SURVEY.questions;
    if (!teamSize || !windows) throw new Error('survey questions missing');
    expect(typeSurveyAnswer(windows, {}, '12')).toEqual({ 'windows-per-year': '12' });
    expect(typeSurveyAnswer(teamSize, {}, '12')).toEqual({});
  });

  it('replaces a single choice and toggles multi choices up to the limit', () => {
    const single = COMPANY_SURVEY.questions.find((q) => q.id === 'team-size')!;
    const brands = COMPANY_SURVEY.questions.find((q) => q.id === 'brands')!;
    const services = COMPANY_SURVEY.questions.find((q) => q.id === 'services')!;
    expect(pickSurveyAnswer(single, pickSurveyAnswer(single, {}, '2'), '3-5')).toEqual({ 'team-size': ['3-5'] });
    expect(pickSurveyAnswer(single, {}, 'not-an-answer')).toEqual({});
    let draft = {};
    for (const id of ['velux', 'fakro', 'roto', 'dakea']) draft = pickSurveyAnswer(brands, draft, id);
    expect(draft).toEqual({ brands: ['velux', 'fakro', 'roto'] });
    expect(pickSurveyAnswer(brands, draft, 'fakro')).toEqual({ brands: ['velux', 'roto'] });
    let all = {};
    for (const answer of services.type === 'multi' ? services.answers : []) all = pickSurveyAnswer(services, all, answer.id);
    expect((all as Record<string, string[]>).services).toHaveLength(6);
  });
});

describe('the final writes', () => {
  const czechSteps = onboardingSteps(czechOwner(), czechSettings, 501);
  const filled: OnboardingAnswers = {
    ...initialAnswers(czechOwner()),
    registrationNumber: ' 27082440 ',
    registrationNumber2: '',
    companyTypeId: 501,
    disclaimerAccepted: true,
    declarationAccepted: true,
    emailConsent: true,
    phoneConsent: false,
    survey: {
      'team-size': ['3-5'],
      'windows-per-year': '120',
      'renovation-share': ['26-50'],
      'flat-roof-share': ['1-5'],
      brands: ['velux', 'roto'],
      services: ['roof-windows'],
    },
  };

  it('patches the company type with both agreements', () => {
    expect(companyTypePatch(czechSteps, filled)).toEqual({ company_type: 501, disclaimer_accepted: true, declaration_accepted: true });
    expect(companyTypePatch(['consent'], filled)).toBeNull();
    expect(companyTypePatch(czechSteps, { ...filled, companyTypeId: null })).toBeNull();
  });

  it('patches the company with the numbers entered and the survey as JSON text the server accepts', () => {
    const patch = companyPatch(czechSteps, filled, COMPANY_SURVEY);
    expect(patch).toMatchObject({ registration_number: '27082440' });
    expect(patch).not.toHaveProperty('registration_number_2');
    const response = JSON.parse(patch?.surveyResponse ?? 'null');
    expect(response).toContainEqual({ question_id: 'windows-per-year', value: 120 });
    expect(response).toContainEqual({ question_id: 'brands', answer_id: 'roto' });
    const parsed = v.parse(SurveyResponseText, patch?.surveyResponse);
    expect(surveyResponseProblems(COMPANY_SURVEY, parsed)).toEqual([]);
    expect(companyPatch(['consent'], filled, COMPANY_SURVEY)).toBeNull();
  });

  it('marks every step seen in the installer options, keeping other options, and sends the consents', () => {
    const owner = czechOwner({ options: JSON.stringify({ firstTime: true }) });
    const patch = installerPatch(owner, czechSteps, filled);
    expect(parseOptions(patch?.options)).toEqual({
      firstTime: true,
      consentSeen: true,
      hasAgreedToTerms: true,
      seen_registration_number: true,
      seen_registration_number_2: true,
      seen_company_type: true,
    });
    expect(patch).toMatchObject({ email_consent: true, phone_consent: false });
    expect(installerPatch(owner, ['survey'], filled)).toBeNull();
  });

  it('builds a survey response with one entry per chosen answer', () => {
    expect(surveyResponse(DECOR_SURVEY, { 'decor-products': ['awnings', 'insect-screens'], 'team-size': ['2'] })).toEqual([
      { question_id: 'decor-products', answer_id: 'awnings' },
      { question_id: 'decor-products', answer_id: 'insect-screens' },
      { question_id: 'team-size', answer_id: '2' },
    ]);
  });
});

describe('id and code entry', () => {
  const identity = { loginType: 'phone' as const, email: '', phone: '600000002', phoneRegionId: 10 };

  it("validates e-mail shape and phone length (the numbering plan is the server's check)", () => {
    expect(identityErrors({ ...identity, loginType: 'email', email: 'owner@demo.pl' })).toEqual([]);
    expect(identityErrors({ ...identity, loginType: 'email', email: 'owner@' })).toEqual(['emailInvalid']);
    expect(identityErrors(identity)).toEqual([]);
    expect(identityErrors({ ...identity, phone: '6000' })).toEqual(['phoneTooShort']);
    expect(identityErrors({ ...identity, phone: '999999999912' })).toEqual([]);
  });

  it("shows the server's numbering-plan verdict as the invalid-phone message", () => {
    const invalid = { status: 422, body: { message: 'The given data was invalid.', errors: { phone: ['Invalid phone number.'] } }, retryAfter: null };
    expect(loginFailureAlert(invalid)).toEqual({ message: 'phoneInvalid', retryAfter: null });
    const other = { status: 422, body: { message: 'The given data was invalid.', errors: { region_id: ['Invalid type'] } }, retryAfter: null };
    expect(loginFailureAlert(other)).toEqual({ message: 'generic', retryAfter: null });
  });

  it('sends the typed digits with the region, and a normalised e-mail', () => {
    expect(loginRequest(identity)).toEqual({ phone: '600000002', region_id: 10 });
    expect(loginRequest({ ...identity, loginType: 'email', email: ' Owner@Demo.PL ' })).toEqual({ email: 'owner@demo.pl' });
  });

  it('accepts exactly five digits as a code', () => {
    expect(codeErrors('12345')).toEqual([]);
    expect(codeErrors('1234')).toEqual(['codeInvalidFormat']);
    expect(codeErrors('123456')).toEqual(['codeInvalidFormat']);
    expect(codeErrors('12a45')).toEqual(['codeInvalidFormat']);
  });

  it('maps API failures to the messages of SPEC §8', () => {
    const failure = (status: number, message = '', retryAfter: number | null = null) => ({ status, body: { message }, retryAfter });
    expect(loginFailureAlert(failure(404, 'Installer not found.'))).toEqual({ message: 'installerNotFound', retryAfter: null });
    expect(loginFailureAlert(failure(406, 'Invalid code'))).toEqual({ message: 'invalidCode', retryAfter: null });
    expect(loginFailureAlert(failure(429, 'Sign-in is temporarily locked after too many wrong codes.', 900))).toEqual({
      message: 'accountLocked',
      retryAfter: 900,
    });
    expect(loginFailureAlert(failure(429, 'Please wait before requesting a new code.', 42))).toEqual({ message: 'resendTooSoon', retryAfter: 42 });
    // The later lock levels (docs/server.md "Sign-in"): the other channel, then support.
    expect(loginFailureAlert(failure(
      429, 'Sign-in with this e-mail address or phone number is locked after too many wrong codes. Use the other one to sign in, or contact support.', 3600,
    ))).toEqual({ message: 'channelLocked', retryAfter: 3600 });
    expect(loginFailureAlert(failure(429, 'Sign-in is locked after too many wrong codes. Please contact support to unlock it.'))).toEqual({
      message: 'lockedUntilSupport',
      retryAfter: null,
    });
    expect(loginFailureAlert(failure(429, 'Too many requests.', 5))).toEqual({ message: 'tooManyAttempts', retryAfter: 5 });
    expect(loginFailureAlert(failure(500))).toEqual({ message: 'generic', retryAfter: null });
    expect(loginFailureAlert(new TypeError('parse failed'))).toEqual({ message: 'generic', retryAfter: null });
  });
});

describe('the survey response the server validates', () => {
  const complete = surveyResponse(COMPANY_SURVEY, {
    'team-size': ['2'],
    'windows-per-year': '7',
    'renovation-share': ['95+'],
    'flat-roof-share': ['26-50'],
    brands: ['okpol'],
    services: ['roofing', 'sun-tunnels'],
  });

  it('accepts a complete response and reads it from JSON text', () => {
    expect(surveyResponseProblems(COMPANY_SURVEY, complete)).toEqual([]);
    expect(v.parse(SurveyResponseText, JSON.stringify(complete))).toEqual(complete);
    expect(v.safeParse(SurveyResponseText, '{not json').success).toBe(false);
    expect(v.safeParse(SurveyResponseText, JSON.stringify([{ question_id: 'windows-per-year', value: 0 }])).success).toBe(false);
  });

  it('names what is missing, unknown, repeated or over the limit', () => {
    const without = complete.filter((entry) => entry.question_id !== 'team-size');
    expect(surveyResponseProblems(COMPANY_SURVEY, without)).toEqual(['no answer to team-size']);
    expect(surveyResponseProblems(COMPANY_SURVEY, [...complete, { question_id: 'brands', answer_id: 'nope' }])).toContain('unknown answer nope to brands');
    expect(surveyResponseProblems(COMPANY_SURVEY, [...complete, { question_id: 'team-size', answer_id: '3-5' }])).toContain('several answers to team-size');
    expect(surveyResponseProblems(COMPANY_SURVEY, [...complete, { question_id: 'services', answer_id: 'roofing' }])).toContain('repeated answer to services');
    const fourBrands = ['velux', 'fakro', 'roto'].map((answer_id) => ({ question_id: 'brands', answer_id }));
    expect(surveyResponseProblems(COMPANY_SURVEY, [...complete, ...fourBrands])).toContain('more than 3 answers to brands');
    expect(surveyResponseProblems(COMPANY_SURVEY, [...complete, { question_id: 'brands', value: 3 }])).toContain('wrong kind of answer to brands');
    expect(surveyResponseProblems(DECOR_SURVEY, complete)).toContain('unknown question windows-per-year');
  });
});
