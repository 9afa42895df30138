import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { SURVEY_REWARD_POINTS } from '../../src/contract/limits';
import { COMPANY_SURVEY } from '../../src/contract/survey';
import { UserResponse } from '../../src/contract/user';
import { companies, pointsLedger, users } from '../../src/server/db/schema';
import { REGIONAL_DATA } from '../../src/server/reference/regional-data';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const czTypes = REGIONAL_DATA.find((r) => r.regionId === 5)?.settings.company_types ?? [];
const bothRequired = czTypes.find((t) => t.disclaimer_state === 2 && t.declaration_state === 2);
const noneAsked = czTypes.find((t) => t.disclaimer_state === 0 && t.declaration_state === 0);
const plType = REGIONAL_DATA.find((r) => r.regionId === 10)?.settings.company_types[0];

const fullSurvey = JSON.stringify(COMPANY_SURVEY.questions.map((q) =>
  q.type === 'number' ? { question_id: q.id, value: 42 } : { question_id: q.id, answer_id: q.answers[0]?.id }));

async function profile(token: string) {
  const res = await server.call('GET', '/api/v1/company/user/self', { token });
  expect(res.status).toBe(200);
  return v.parse(UserResponse, res.body).data;
}

describe('GET /api/v1/company/user/self', () => {
  it('answers the signed-in user with their company', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    const user = await profile(pair.token);
    expect(user).toMatchObject({
      email: 'owner@demo.pl', phone: '600000001', role: { id: 3 }, region: { id: 10, slug: 'pl' },
      language: { code: 'pl' }, company: { regions_id: 10, has_survey: true, active: 1, has_edenred_card: 1 },
    });
    expect(user.last_active_at).not.toBeNull();
  });
});

describe('company scoping', () => {
  it('answers 404 for another company or user, as for unknown ones', async () => {
    const pl = await server.signIn('owner@demo.pl');
    const cz = await server.signIn('owner@demo.cz');
    const token = pl.pair.token;
    const czCompany = cz.account.company_id;
    expect((await server.call('PATCH', `/api/v1/company/${czCompany}`, { token, body: { registration_number: '12345678' } })).status).toBe(404);
    expect((await server.call('PATCH', `/api/v1/company/${czCompany}/companyType`, {
      token, body: { company_type: noneAsked?.id, disclaimer_accepted: false, declaration_accepted: false },
    })).status).toBe(404);
    expect((await server.call('PATCH', `/api/v1/installer/user/${cz.login.user_id}`, { token, body: { email_consent: true } })).status).toBe(404);
    const installer = await server.signIn('installer@demo.pl');
    expect((await server.call('PATCH', `/api/v1/installer/user/${installer.login.user_id}`, { token, body: { email_consent: true } })).status).toBe(404);

    expect((await server.call('PATCH', '/api/v1/company/99999', { token, body: {} })).status).toBe(404);
    expect((await server.call('PATCH', '/api/v1/company/abc', { token, body: {} })).status).toBe(404);
    expect((await server.call('PATCH', '/api/v1/installer/user/99999', { token, body: {} })).status).toBe(404);
    // Nothing changed for the CZ owner.
    expect((await profile(cz.pair.token)).company.registration_number).toBeNull();
  });

  it('answers 401 to writes without a token', async () => {
    expect((await server.call('PATCH', '/api/v1/company/1', { body: {} })).status).toBe(401);
  });
});

describe('PATCH /api/v1/company/{id}', () => {
  it('stores registration numbers and the survey; has_survey becomes true', async () => {
    const { pair, account } = await server.signIn('owner@demo.cz');
    const res = await server.call('PATCH', `/api/v1/company/${account.company_id}`, {
      token: pair.token, body: { registration_number: ' 27074358 ', surveyResponse: fullSurvey },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Company updated.' });
    const user = await profile(pair.token);
    expect(user.company).toMatchObject({ registration_number: '27074358', registration_number_2: null, has_survey: true });
    expect(JSON.parse(await storedSurvey(account.company_id))).toHaveLength(COMPANY_SURVEY.questions.length);
  });

  it('credits the survey reward for the first survey response only, once even when two arrive at once', async () => {
    const { pair, account } = await server.signIn('owner@demo.cz');
    await server.db.update(companies).set({ surveyResponse: null }).where(eq(companies.id, account.company_id));
    const rewards = async () =>
      (await server.db.select().from(pointsLedger).where(eq(pointsLedger.companyId, account.company_id))).filter((entry) => entry.reason === 'survey');
    const before = (await rewards()).length;
    const patch = () => server.call('PATCH', `/api/v1/company/${account.company_id}`, { token: pair.token, body: { surveyResponse: fullSurvey } });
    const answers = await Promise.all([patch(), patch()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await patch()).status).toBe(200);
    const after = await rewards();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ installerId: account.user_id, variation: 'positive', points: SURVEY_REWARD_POINTS });
  });

  it('rejects short numbers, a number another company has and an invalid survey with 422', async () => {
    const { pair, account } = await server.signIn('owner@demo.cz');
    const patch = (body: unknown) => server.call('PATCH', `/api/v1/company/${account.company_id}`, { token: pair.token, body });
    const short = await patch({ registration_number: '123' });
    expect(short.status).toBe(422);
    expect(short.body.errors.registration_number).toEqual(['The registration number must be at least 6 characters.']);
    // An IČO has 8 digits and a check digit (issue 9); a DIČ may carry the CZ prefix.
    const notIco = await patch({ registration_number: 'abcdefgh', registration_number_2: 'CZ27074358' });
    expect(notIco.status).toBe(422);
    expect(notIco.body.errors).toEqual({ registration_number: [SERVER_MESSAGES.registrationNumberFormat] });
    expect((await patch({ registration_number: '27074359' })).body.errors).toEqual({ registration_number: [SERVER_MESSAGES.registrationNumberFormat] });
    const badSurvey = await patch({ surveyResponse: '[{"question_id":"team-size"}]' });
    expect(badSurvey.status).toBe(422);
    expect(badSurvey.body.errors).toHaveProperty('surveyResponse');
    const notJson = await patch({ surveyResponse: 'yes' });
    expect(notJson.status).toBe(422);
    const active = await patch({ active: 3 });
    expect(active.body.errors.active).toEqual(['The selected active is invalid.']);
  });

  it('rejects a registration number another company of the region already has', async () => {
    const now = server.clock.now();
    await server.db.insert(companies).values({
      name: 'Jiná střecha s.r.o.', address: 'Dlouhá 1', city: 'Praha', postalCode: '110 00', regionId: 5,
      registrationNumber: '012345675', createdAt: now, updatedAt: now,
    });
    const cz = await server.signIn('owner@demo.cz');
    const taken = await server.call('PATCH', `/api/v1/company/${cz.account.company_id}`, {
      token: cz.pair.token, body: { registration_number_2: '012345675' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ registration_number_2: [SERVER_MESSAGES.registrationNumberTaken] });
    // The same number (a DIČ of 9 digits there, a REGON here) is free in another region.
    const pl = await server.signIn('owner@demo.pl');
    const inPoland = await server.call('PATCH', `/api/v1/company/${pl.account.company_id}`, {
      token: pl.pair.token, body: { registration_number_2: '012345675' },
    });
    expect(inPoland.status).toBe(200);
  });

  it('deactivates the company with active 2: its users cannot sign in and their sessions end', async () => {
    const now = server.clock.now();
    const [company] = await server.db.insert(companies).values({
      name: 'Dachy Zamknięte', address: 'ul. Krótka 1', city: 'Łódź', postalCode: '90-001', regionId: 10, createdAt: now, updatedAt: now,
    }).returning();
    const member = (email: string, roleId: number) => ({
      companyId: company?.id ?? 0, roleId, name: 'Jan', surname: 'Zamknięty', email, languageId: 2, createdAt: now, updatedAt: now,
    });
    await server.db.insert(users).values([member('leaving@demo.test', 3), member('colleague@demo.test', 4)]);
    const owner = await server.signIn('leaving@demo.test');
    const colleague = await server.signIn('colleague@demo.test');

    const res = await server.call('PATCH', `/api/v1/company/${owner.account.company_id}`, { token: owner.pair.token, body: { active: 2 } });
    expect(res.status).toBe(200);
    expect((await server.call('GET', '/api/v1/company/user/self', { token: colleague.pair.token })).status).toBe(401);
    expect((await server.call('POST', '/api/v2/installer/refresh', { body: { refresh_token: owner.pair.refresh_token } })).status).toBe(401);
    const login = await server.call('POST', '/api/v2/installer/login', { body: { email: 'leaving@demo.test' }, ip: server.newIp() });
    expect(login.status).toBe(404);
    expect(login.body.message).toBe(SERVER_MESSAGES.installerNotFound);
  });
});

async function storedSurvey(companyId: number): Promise<string> {
  const [row] = await server.db.select({ survey: companies.surveyResponse }).from(companies).where(eq(companies.id, companyId));
  return row?.survey ?? '';
}

describe('PATCH /api/v1/company/{id}/companyType', () => {
  it('stores the type with required consents accepted', async () => {
    const { pair, account } = await server.signIn('owner@demo.cz');
    const res = await server.call('PATCH', `/api/v1/company/${account.company_id}/companyType`, {
      token: pair.token, body: { company_type: bothRequired?.id, disclaimer_accepted: true, declaration_accepted: true },
    });
    expect(res.status).toBe(200);
    expect((await profile(pair.token)).company).toMatchObject({
      company_type: bothRequired?.id, disclaimer_accepted: true, declaration_accepted: true,
    });
  });

  it('resets consents the chosen type does not ask for', async () => {
    const { pair, account } = await server.signIn('owner@demo.cz');
    const res = await server.call('PATCH', `/api/v1/company/${account.company_id}/companyType`, {
      token: pair.token, body: { company_type: noneAsked?.id, disclaimer_accepted: true, declaration_accepted: true },
    });
    expect(res.status).toBe(200);
    expect((await profile(pair.token)).company).toMatchObject({
      company_type: noneAsked?.id, disclaimer_accepted: false, declaration_accepted: false,
    });
  });

  it('requires the consents the type requires, and a type of the company\'s region', async () => {
    const { pair, account } = await server.signIn('owner@demo.cz');
    const patch = (body: unknown) => server.call('PATCH', `/api/v1/company/${account.company_id}/companyType`, { token: pair.token, body });
    const unaccepted = await patch({ company_type: bothRequired?.id, disclaimer_accepted: false, declaration_accepted: true });
    expect(unaccepted.status).toBe(422);
    expect(Object.keys(unaccepted.body.errors)).toEqual(['disclaimer_accepted']);
    const foreign = await patch({ company_type: plType?.id, disclaimer_accepted: true, declaration_accepted: true });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ company_type: ['The selected company type is invalid.'] });
    const malformed = await patch({ company_type: 'roofing' });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors).sort()).toEqual(['company_type', 'declaration_accepted', 'disclaimer_accepted']);
  });
});

describe('PATCH /api/v1/installer/user/{id}', () => {
  it('stores options, consents and language of the caller', async () => {
    const { pair, login } = await server.signIn('owner@demo.cz');
    const options = JSON.stringify({ consentSeen: true, hasAgreedToTerms: true, seen_company_type: true });
    const res = await server.call('PATCH', `/api/v1/installer/user/${login.user_id}`, {
      token: pair.token, body: { options, email_consent: true, phone_consent: false, languages_id: 1 },
    });
    expect(res.status).toBe(200);
    const user = await profile(pair.token);
    expect(JSON.parse(user.options ?? '{}')).toEqual(JSON.parse(options));
    expect(user).toMatchObject({ email_consent: true, phone_consent: false, language: { id: 1, code: 'en' } });
  });

  it('rejects options that are not a JSON object and unknown languages', async () => {
    const { pair, login } = await server.signIn('owner@demo.cz');
    const patch = (body: unknown) => server.call('PATCH', `/api/v1/installer/user/${login.user_id}`, { token: pair.token, body });
    expect((await patch({ options: '[1,2]' })).body.errors).toEqual({ options: ['The options must be a JSON object.'] });
    expect((await patch({ languages_id: 17 })).status).toBe(422);
    expect((await patch({ email_consent: 'yes' })).body.errors).toEqual({ email_consent: ['The email consent must be a boolean.'] });
  });
});
