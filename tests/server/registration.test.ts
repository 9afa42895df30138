/** POST /api/v2/company/register and GET /api/v2/company/validate, through the real app. */
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, SERVER_MESSAGES } from '../../src/contract/errors';
import { SURVEY_REWARD_POINTS } from '../../src/contract/limits';
import { SignInAccount } from '../../src/contract/auth';
import { parseOptions } from '../../src/contract/options';
import { REGION_IDS } from '../../src/contract/regions';
import { CompanyValidateAnswer, RegistrationAnswer, type RegistrationRequest } from '../../src/contract/registration';
import { ROLES } from '../../src/contract/roles';
import { companies, pointsLedger, users } from '../../src/server/db/schema';
import { companyPointsSummary } from '../../src/server/domain/company-points';
import { createTestServer, type TestServer } from './harness';
import {
  companyTypesOf,
  czechIco,
  czechRegistration,
  decorRegistration,
  nextSequence,
  polishNip,
  polishRegistration,
  polishRegon,
  testPhone,
} from './registration-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const register = (body: unknown) => server.call('POST', '/api/v2/company/register', { body, ip: server.newIp() });

async function accountOf(email: string) {
  const [row] = await server.db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row;
}

const companyCount = async () => (await server.db.select({ n: count() }).from(companies))[0]?.n ?? 0;

/** The 422 field lists of a failed registration, after checking the answer's shape. */
async function rejected(body: unknown): Promise<Record<string, string[]>> {
  const before = await companyCount();
  const answer = await register(body);
  expect(answer.status).toBe(422);
  expect(v.safeParse(ErrorBody, answer.body).success).toBe(true);
  expect(answer.body.message).toBe(SERVER_MESSAGES.validationFailed);
  expect(await companyCount()).toBe(before);
  return answer.body.errors;
}

describe('registering a company', () => {
  it('creates the company and its owner, records the invite, and grants the region\'s welcome points in the ledger', async () => {
    const request = polishRegistration();
    const answer = await register(request);
    expect(answer.status).toBe(201);
    // The answer names both credits the ledger holds below (issue 28: the complete step shows them).
    expect(v.parse(RegistrationAnswer, answer.body)).toEqual({ message: 'Company registered.', welcome_points: 50, survey_points: 50 });

    const { user, company } = await accountOf(request.installer.email);
    expect(company).toMatchObject({
      name: request.company.name,
      address: 'Marszałkowska 12A',
      city: 'Warszawa',
      postalCode: '00-001',
      regionId: REGION_IDS.poland,
      registrationNumber: request.company.registration_number,
      registrationNumber2: request.company.registration_number_2,
      companyTypeId: null,
      isDecor: false,
      inviteCode: 'FRIEND-2026',
      active: 1,
    });
    expect(JSON.parse(company.surveyResponse ?? 'null')).toEqual(JSON.parse(request.company.survey));
    expect(user).toMatchObject({
      roleId: ROLES.owner,
      name: 'Ewa',
      surname: 'Zielińska',
      phoneRegionId: REGION_IDS.poland,
      phoneNational: request.installer.phone,
      languageId: 2,
      emailConsent: true,
      phoneConsent: false,
    });
    expect(parseOptions(user.options)).toEqual({
      firstTime: true,
      consentSeen: true,
      hasAgreedToTerms: true,
      seen_registration_number: true,
      seen_registration_number_2: true,
      seen_company_type: true,
    });

    const entries = await server.db.select().from(pointsLedger).where(eq(pointsLedger.companyId, company.id));
    expect(entries).toEqual(expect.arrayContaining([
      expect.objectContaining({ installerId: user.id, reason: 'welcome_points', variation: 'positive', points: 50, projectId: null, orderId: null }),
      // The survey registration asks earns its reward.
      expect.objectContaining({ installerId: user.id, reason: 'survey', variation: 'positive', points: SURVEY_REWARD_POINTS, projectId: null, orderId: null }),
    ]));
    expect(entries).toHaveLength(2);
    expect((await companyPointsSummary(server.db, company.id, server.clock.now())).company_points).toBe(50 + SURVEY_REWARD_POINTS);
  });

  it('trims text, lower-cases the e-mail, keeps the national phone number and the chosen company type with its agreements', async () => {
    const roofing = companyTypesOf(REGION_IDS.poland).find((type) => type.declaration_state === 2 && type.disclaimer_state === 1);
    const n = nextSequence();
    const request = polishRegistration({
      company: { name: '  Okna Kowalski  ', company_type: roofing?.id ?? 0, disclaimer_accepted: true, declaration_accepted: true },
      installer: { email: `  Jan.${n}@Firma.PL `, phone: '512345678' },
      invite: '   ',
    });
    expect((await register(request)).status).toBe(201);
    const { user, company } = await accountOf(`jan.${n}@firma.pl`);
    expect(company).toMatchObject({
      name: 'Okna Kowalski', companyTypeId: roofing?.id, disclaimerAccepted: true, declarationAccepted: true, inviteCode: null,
    });
    expect(user.phoneNational).toBe('512345678');
  });

  it('registers a decor installer as a decor owner of a decor company, with the decor survey', async () => {
    const request = decorRegistration();
    expect((await register(request)).status).toBe(201);
    const { user, company } = await accountOf(request.installer.email);
    expect(user.roleId).toBe(ROLES.decorOwner);
    expect(company.isDecor).toBe(true);
    expect(company.regionId).toBe(REGION_IDS.slovakia);
  });

  it('stores no number the region does not show, and grants the default 20 points where the region sets none', async () => {
    // Ukraine shows only the company id (first field); a second number sent anyway is dropped.
    const request = polishRegistration({
      company: {
        regions_id: REGION_IDS.ukraine, registration_number: '12345678', registration_number_2: '9876543210', postal_code: '01001', city: 'Kyiv',
      },
      installer: { phone: '501234567' },
    });
    const answer = await register(request);
    expect(answer.status).toBe(201);
    expect(answer.body.welcome_points).toBe(20);
    const { user, company } = await accountOf(request.installer.email);
    expect(company.registrationNumber).toBe('12345678');
    expect(company.registrationNumber2).toBeNull();
    expect(parseOptions(user.options)).toMatchObject({ seen_registration_number: true, seen_registration_number_2: false });
  });

  it('leaves an optional number empty as null (Hungary requires only the first)', async () => {
    const request = polishRegistration({
      company: { regions_id: REGION_IDS.hungary, registration_number: '12345678-2-42', registration_number_2: null, postal_code: '1061', city: 'Budapest' },
      installer: { phone: '201234567' },
    });
    expect((await register(request)).status).toBe(201);
    const { company } = await accountOf(request.installer.email);
    expect(company.registrationNumber2).toBeNull();
  });

  it('lets the new owner sign in at once; the verified account shows consent seen and the survey present', async () => {
    const request = polishRegistration();
    expect((await register(request)).status).toBe(201);
    const { account, pair } = await server.signIn(request.installer.email);
    const parsed = v.parse(SignInAccount, account);
    expect(parsed.has_survey).toBe(true);
    expect(parsed.role).toBe(ROLES.owner);
    expect(parseOptions(parsed.options)).toMatchObject({ consentSeen: true, hasAgreedToTerms: true });
    expect(parsed.email_consent).toBe(true);
    const self = await server.call('GET', '/api/v1/company/user/self', { token: pair.token });
    expect(self.status).toBe(200);
    expect(self.body.data.company.has_survey).toBe(true);
    expect(self.body.data.role.id).toBe(ROLES.owner);
  });
});

describe('bad registrations', () => {
  it('answers each broken field rule as its message key under the payload path', async () => {
    const base = polishRegistration();
    const errors = await rejected({
      ...base,
      company: { ...base.company, name: 'AB', address: 'Ul', house_number: ' ', postal_code: '', city: 'W' },
      installer: { ...base.installer, name: 'E', surname: '', email: 'not-an-email', phone: '12' },
      terms_accepted: false,
    });
    expect(errors).toEqual({
      'company.name': ['tooShort'],
      'company.address': ['tooShort'],
      'company.house_number': ['required'],
      'company.postal_code': ['required'],
      'company.city': ['tooShort'],
      'installer.name': ['tooShort'],
      'installer.surname': ['required'],
      'installer.email': ['emailInvalid'],
      'installer.phone': ['phoneInvalid'],
      terms_accepted: ['mustAccept'],
    });
  });

  it('refuses a region without a club and a body of the wrong shape', async () => {
    const base = polishRegistration();
    expect(await rejected({ ...base, company: { ...base.company, regions_id: REGION_IDS.italy } }))
      .toEqual({ 'company.regions_id': ['unknownRegion'] });
    const { installer: _installer, ...withoutInstaller } = base;
    expect(await rejected(withoutInstaller)).toEqual({ installer: ['The installer field is required.'] });
    expect((await server.call('POST', '/api/v2/company/register', { raw: '{nope', ip: server.newIp() })).status).toBe(422);
  });

  it('applies the region\'s rules: required numbers, company type, agreements, survey, phone plan', async () => {
    const types = companyTypesOf(REGION_IDS.poland);
    const needsDeclaration = types.find((type) => type.declaration_state === 2);
    expect(await rejected(polishRegistration({ company: { registration_number: null } })))
      .toEqual({ 'company.registration_number': ['required'] });
    expect(await rejected(polishRegistration({ company: { registration_number_2: '12345' } })))
      .toEqual({ 'company.registration_number_2': ['tooShort'] });
    expect(await rejected(polishRegistration({ company: { company_type: companyTypesOf(REGION_IDS.czechia)[0]?.id ?? 0 } })))
      .toEqual({ 'company.company_type': ['unknownCompanyType'] });
    expect(await rejected(polishRegistration({ company: { company_type: needsDeclaration?.id ?? 0, declaration_accepted: false } })))
      .toEqual({ 'company.declaration_accepted': ['mustAccept'] });
    expect(await rejected(polishRegistration({ company: { survey: '[]' } }))).toEqual({ 'company.survey': ['surveyIncomplete'] });
    // A valid Hungarian mobile number is not a Polish one.
    expect(await rejected(polishRegistration({ installer: { phone: '201234567' } }))).toEqual({ 'installer.phone': ['phoneInvalid'] });
    // Issue 28: a Warsaw landline cannot receive the sign-in code.
    expect(await rejected(polishRegistration({ installer: { phone: '221234567' } }))).toEqual({ 'installer.phone': ['phoneNotMobile'] });
  });

  it('requires a company type where the region makes it required (Czechia)', async () => {
    const errors = await rejected(czechRegistration({ company: { company_type: null }, installer: { phone: '601123456' } }));
    expect(errors['company.company_type']).toEqual(['required']);
  });

  it("refuses numbers and postal codes not written as the company's country writes them (issue 9)", async () => {
    // An IČO has 8 digits and a check digit; "abcdefgh" and a wrong check digit are refused, as is postal code "ABC".
    expect(await rejected(czechRegistration({ company: { registration_number: 'abcdefgh', postal_code: 'ABC' } }))).toEqual({
      'company.registration_number': ['invalidFormat'],
      'company.postal_code': ['invalidFormat'],
    });
    expect(await rejected(czechRegistration({ company: { registration_number: '27082441' } })))
      .toEqual({ 'company.registration_number': ['invalidFormat'] });
    // A NIP with a wrong check digit, and a REGON in the NIP's field.
    expect(await rejected(polishRegistration({ company: { registration_number: '5260250275', registration_number_2: '5260250274' } }))).toEqual({
      'company.registration_number': ['invalidFormat'],
      'company.registration_number_2': ['invalidFormat'],
    });
    expect((await register(czechRegistration({ company: { registration_number_2: 'CZ27082440', postal_code: '60200' } }))).status).toBe(201);
  });

  it('answers the SPEC texts for an e-mail, phone or registration number someone holds, and creates nothing', async () => {
    // Demo owner in Poland: owner@demo.pl, 600 000 001, NIP 6762468294 and REGON 356789010.
    expect(await rejected(polishRegistration({ installer: { email: 'OWNER@demo.pl', phone: '600000001' } }))).toEqual({
      'installer.email': [SERVER_MESSAGES.emailTaken],
      'installer.phone': [SERVER_MESSAGES.phoneNotUnique],
    });
    expect(await rejected(polishRegistration({ company: { registration_number: '6762468294', registration_number_2: '356789010' } }))).toEqual({
      'company.registration_number': [SERVER_MESSAGES.registrationNumberTaken],
      'company.registration_number_2': [SERVER_MESSAGES.registrationNumberTaken],
    });
    // Either field of another company counts, whichever field it was typed into: a Czech DIČ may be the digits of an IČO.
    const holder = czechRegistration();
    expect((await register(holder)).status).toBe(201);
    const ico = holder.company.registration_number ?? '';
    expect(await rejected(czechRegistration({ company: { registration_number_2: ico } })))
      .toEqual({ 'company.registration_number_2': [SERVER_MESSAGES.registrationNumberTaken] });
    const same = czechIco(nextSequence());
    expect(await rejected(czechRegistration({ company: { registration_number: same, registration_number_2: same } })))
      .toEqual({ 'company.registration_number_2': [SERVER_MESSAGES.registrationNumberTaken] });
  });

  it('treats registration numbers and phones as unique within a region only', async () => {
    const czech = czechRegistration();
    expect((await register(czech)).status).toBe(201);
    // An 8-digit IČO is also the shape of a Ukrainian ЄДРПОУ.
    const ukrainian = polishRegistration({
      company: {
        regions_id: REGION_IDS.ukraine, registration_number: czech.company.registration_number, registration_number_2: null,
        postal_code: '01001', city: 'Kyiv',
      },
      installer: { phone: czech.installer.phone },
    });
    expect((await register(ukrainian)).status).toBe(201);
  });

  it('limits registrations per IP', async () => {
    const strict = server.instance({ rateLimits: { ...server.config.rateLimits, register: { limit: 2, windowSeconds: 3600 } } });
    const ip = server.newIp();
    const answers = [];
    for (const request of [polishRegistration(), polishRegistration(), polishRegistration()]) {
      answers.push(await strict('POST', '/api/v2/company/register', { body: request, ip }));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
    expect(Number(answers[2]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('concurrent registrations', () => {
  const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

  it('with one e-mail create one company; the others get the uniqueness answer', async () => {
    const email = `race.${nextSequence()}@firma.pl`;
    const requests: RegistrationRequest[] = Array.from({ length: 5 }, () => polishRegistration({ installer: { email } }));
    const results = await Promise.all(requests.map(register));
    expect(statuses(results)).toEqual([201, 422, 422, 422, 422]);
    for (const loser of results.filter((r) => r.status === 422)) {
      expect(loser.body.errors).toEqual({ 'installer.email': [SERVER_MESSAGES.emailTaken] });
    }
    expect(await server.db.select({ n: count() }).from(users).where(eq(users.email, email))).toEqual([{ n: 1 }]);
  });

  it('with one registration number, in either field, create one company', async () => {
    // A Czech IČO, also typed as another company's DIČ.
    const number = czechIco(nextSequence());
    const requests = Array.from({ length: 4 }, (_, i) =>
      czechRegistration({ company: i % 2 === 0 ? { registration_number: number } : { registration_number_2: number } }));
    const results = await Promise.all(requests.map(register));
    expect(statuses(results)).toEqual([201, 422, 422, 422]);
    for (const loser of results.filter((r) => r.status === 422)) {
      expect(Object.values(loser.body.errors as Record<string, string[]>)).toEqual([[SERVER_MESSAGES.registrationNumberTaken]]);
    }
  });
});

describe('GET /api/v2/company/validate', () => {
  const validate = (query: Record<string, string>) =>
    server.call('GET', `/api/v2/company/validate?${new URLSearchParams(query).toString()}`, { ip: server.newIp() });

  it('lists nothing for valid, free values', async () => {
    const n = nextSequence();
    const answer = await validate({
      region_id: '10', phone: '512000111', email: 'free@firma.pl', registration_number: polishNip(n), registration_number_2: polishRegon(n),
    });
    expect(answer.status).toBe(200);
    expect(v.parse(CompanyValidateAnswer, answer.body)).toEqual({ errors: {} });
  });

  it('answers the SPEC texts for taken values, per region', async () => {
    const answer = await validate({
      region_id: '10', phone: '600000001', email: ' Owner@Demo.pl', registration_number: '6762468294', registration_number_2: '356789010',
    });
    expect(answer.body).toEqual({
      errors: {
        phone: [SERVER_MESSAGES.phoneNotUnique],
        email: [SERVER_MESSAGES.emailTaken],
        registration_number: [SERVER_MESSAGES.registrationNumberTaken],
        registration_number_2: [SERVER_MESSAGES.registrationNumberTaken],
      },
    });
    // The Slovak demo company's IČO is free in Ukraine; the e-mail is taken everywhere.
    expect((await validate({ region_id: '13', registration_number: '46123456' })).body)
      .toEqual({ errors: { registration_number: [SERVER_MESSAGES.registrationNumberTaken] } });
    expect((await validate({ region_id: '16', registration_number: '46123456', email: 'owner@demo.pl' })).body)
      .toEqual({ errors: { email: [SERVER_MESSAGES.emailTaken] } });
  });

  it('answers rule keys for invalid values and checks only the fields asked about', async () => {
    expect((await validate({ region_id: '10', phone: '201234567', email: 'nope', registration_number: '123' })).body).toEqual({
      errors: { phone: ['phoneInvalid'], email: ['emailInvalid'], registration_number: ['tooShort'] },
    });
    // Numbers in the format of what their field holds in the region: a REGON is no NIP.
    expect((await validate({ region_id: '10', registration_number: '356789010', registration_number_2: '6762468294' })).body).toEqual({
      errors: { registration_number: ['invalidFormat'], registration_number_2: ['invalidFormat'] },
    });
    expect((await validate({ region_id: '10', phone: testPhone(99) })).body).toEqual({ errors: {} });
  });

  it('refuses a query without a club region', async () => {
    const queries: Record<string, string>[] = [{ email: 'a@b.pl' }, { region_id: '8', email: 'a@b.pl' }, { region_id: 'pl' }];
    for (const query of queries) {
      const answer = await validate(query);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['region_id']);
    }
  });

  it('limits checks per IP', async () => {
    const strict = server.instance({ rateLimits: { ...server.config.rateLimits, validate: { limit: 1, windowSeconds: 600 } } });
    const ip = server.newIp();
    expect((await strict('GET', '/api/v2/company/validate?region_id=10&email=x%40y.pl', { ip })).status).toBe(200);
    expect((await strict('GET', '/api/v2/company/validate?region_id=10&email=x%40y.pl', { ip })).status).toBe(429);
  });
});
