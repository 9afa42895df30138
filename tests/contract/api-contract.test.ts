/** Real server answers parse with the schemas the portal parses them with (DESIGN rule 4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EmulationSession, LoginResponse, TokenPair, VerifyResponse } from '../../src/contract/auth';
import { Ok } from '../../src/contract/company';
import { Config } from '../../src/contract/config';
import { ErrorBody } from '../../src/contract/errors';
import { NotificationResponse, NotificationsPage } from '../../src/contract/notifications';
import { CompanyPointsResponse } from '../../src/contract/points';
import { UserResponse } from '../../src/contract/user';
import { REGIONAL_DATA } from '../../src/server/reference/regional-data';
import { createTestServer, type TestServer } from '../server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

function parses(schema: v.GenericSchema, body: unknown) {
  const result = v.safeParse(schema, body);
  expect(result.issues ?? []).toEqual([]);
}

describe('success answers', () => {
  it('sign-in, refresh, profile and config', async () => {
    const byEmail = await server.call('POST', '/api/v2/installer/login', { body: { email: 'owner@demo.cz' } });
    parses(LoginResponse, byEmail.body);
    const byPhone = await server.call('POST', '/api/v2/installer/login', { body: { phone: '600000001', region_id: 10 } });
    parses(LoginResponse, byPhone.body);
    const verify = await server.call('POST', '/api/v2/installer/login/verify', {
      body: { userId: byEmail.body.user_id, login_request_id: byEmail.body.login_request_id, code: await server.lastCode('owner@demo.cz') },
    });
    parses(VerifyResponse, verify.body);
    const refresh = await server.call('POST', '/api/v2/installer/refresh', { body: verify.body });
    parses(TokenPair, refresh.body);
    const token = refresh.body.token as string;
    parses(UserResponse, (await server.call('GET', '/api/v1/company/user/self', { token })).body);
    parses(Config, (await server.call('GET', '/api/v1/config/public?lang=cs')).body);
    parses(Config, (await server.call('GET', '/api/v1/config', { token })).body);

    const companyId = verify.body.account.company_id as number;
    const czType = REGIONAL_DATA.find((r) => r.regionId === 5)?.settings.company_types.at(-1);
    parses(Ok, (await server.call('PATCH', `/api/v1/company/${companyId}`, { token, body: { registration_number: '27074358' } })).body);
    parses(Ok, (await server.call('PATCH', `/api/v1/company/${companyId}/companyType`, {
      token, body: { company_type: czType?.id, disclaimer_accepted: false, declaration_accepted: false },
    })).body);
    parses(Ok, (await server.call('PATCH', `/api/v1/installer/user/${byEmail.body.user_id}`, { token, body: { email_consent: true } })).body);
    parses(Ok, (await server.call('POST', '/api/v2/installer/logout', { body: { refresh_token: refresh.body.refresh_token } })).body);

    const link = await server.dev('POST', '/api/dev/operator/emulate', { body: { email: 'owner@demo.pl', by: 'Eva' } });
    parses(EmulationSession, (await server.call('POST', '/api/v2/installer/emulate', { body: { code: link.body.code } })).body);
  });
});

describe('success answers of notifications and points', () => {
  it('list, one notification, marking it, and the company points summary', async () => {
    server.clock.advance(61); // past the resend wait of the unused phone code above
    const { pair, account } = await server.signIn('owner@demo.pl');
    const token = pair.token;
    const page = await server.call('GET', '/api/v1/notifications?page=1&limit=5', { token });
    parses(NotificationsPage, page.body);
    const uuid = page.body.data[0].uuid as string;
    parses(NotificationResponse, (await server.call('GET', `/api/v1/notifications/${uuid}`, { token })).body);
    parses(Ok, (await server.call('PATCH', `/api/v1/notifications/${uuid}`, { token, body: { mark: 'read' } })).body);
    parses(CompanyPointsResponse, (await server.call('GET', `/api/v1/company/points/${account.company_id}`, { token })).body);
  });
});

describe('error answers have the one error shape', () => {
  it('for 401, 403, 404, 406, 422, 429 and 503', async () => {
    server.clock.advance(61);
    const login = await server.call('POST', '/api/v2/installer/login', { body: { email: 'installer@demo.pl' } });
    const sentCode = await server.lastCode('installer@demo.pl');
    // Decor staff may not edit a company (SPEC §6): 403 whichever company it names.
    const staff = await server.signIn('staff@demo.sk');
    const answers = [
      await server.call('GET', '/api/v1/company/user/self'),
      await server.call('PATCH', '/api/v1/company/1', { token: staff.pair.token, body: {} }),
      await server.call('POST', '/api/v2/installer/login', { body: { email: 'nobody@demo.pl' } }),
      await server.call('POST', '/api/v2/installer/login/verify', {
        body: { userId: login.body.user_id, login_request_id: login.body.login_request_id, code: sentCode === '00000' ? '00001' : '00000' },
      }),
      await server.call('POST', '/api/v2/installer/login', { body: { email: 'x' } }),
      await server.call('POST', '/api/v2/installer/login', { body: { email: 'installer@demo.pl' } }),
    ];
    await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: true } });
    answers.push(await server.call('GET', '/api/v1/config/public'));
    await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: false } });

    expect(answers.map((a) => a.status)).toEqual([401, 403, 404, 406, 422, 429, 503]);
    for (const answer of answers) parses(ErrorBody, answer.body);
  });
});
