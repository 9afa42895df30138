/**
 * Real server answers parse with the schemas the portal parses them with (DESIGN rule 4). Every
 * answer is checked by its exact status first, then parsed strictly: a success schema must not
 * accept a refusal, whose body ({ message }) shares fields with some successes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EmulationSession, LoginResponse, TokenPair, VerifyResponse } from '../../src/contract/auth';
import { Config } from '../../src/contract/config';
import { ErrorBody, SERVER_MESSAGES } from '../../src/contract/errors';
import { NotificationResponse, NotificationsPage } from '../../src/contract/notifications';
import { ContentItemResponse, ContentPage } from '../../src/contract/content';
import { ProductsResponse } from '../../src/contract/shop';
import { CardAccountResponse, TopUpHistoryResponse } from '../../src/contract/club-card';
import { CompanyPointsResponse, PointsHistoryPage } from '../../src/contract/points';
import { BehavioursPage, CertificatesPage, TiersHistoryResponse, TiersResponse } from '../../src/contract/rewards';
import { AvatarAnswer, VerificationSent } from '../../src/contract/profile';
import { Chat, CreatedTicket, MessageResponse, TicketsPage } from '../../src/contract/support';
import { ResendAnswer, TeamMemberResponse, TeamPage } from '../../src/contract/team';
import { UserResponse } from '../../src/contract/user';
import { REGIONAL_DATA } from '../../src/server/reference/regional-data';
import { createTestServer, type CallResult, type TestServer } from '../server/harness';
import { TICKET_INFO, avatarForm } from '../server/route-samples';
import { strict } from './strict-schema';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * The contract's `Ok` ({ message: string }) is also the shape of every error body, so a write's
 * success is told by its exact message.
 */
const ok = (message: string) => v.object({ message: v.literal(message) });

/** Asserts the status, then parses the body with the schema made strict; answers the parsed body. */
function expectAnswer<S extends v.GenericSchema>(answer: CallResult, status: number, schema: S): v.InferOutput<S> {
  expect(answer.status, `status of ${JSON.stringify(answer.body)}`).toBe(status);
  const result = v.safeParse(strict(schema), answer.body);
  expect(result.issues?.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`) ?? []).toEqual([]);
  return result.output as v.InferOutput<S>;
}

describe('success answers', () => {
  it('sign-in, refresh, profile, config and the login-time writes', async () => {
    const byEmail = expectAnswer(await server.call('POST', '/api/v2/installer/login', { body: { email: 'owner@demo.cz' } }), 200, LoginResponse);
    const verify = expectAnswer(await server.call('POST', '/api/v2/installer/login/verify', {
      body: { userId: byEmail.user_id, login_request_id: byEmail.login_request_id, code: await server.lastCode('owner@demo.cz') },
    }), 200, VerifyResponse);
    const refresh = expectAnswer(
      await server.call('POST', '/api/v2/installer/refresh', { body: { token: verify.token, refresh_token: verify.refresh_token } }),
      200,
      TokenPair,
    );
    const token = refresh.token;
    // The same account by phone, now that its code is used: no other test here waits on it.
    expectAnswer(await server.call('POST', '/api/v2/installer/login', { body: { phone: '601000001', region_id: 5 } }), 200, LoginResponse);
    expectAnswer(await server.call('GET', '/api/v1/company/user/self', { token }), 200, UserResponse);
    expectAnswer(await server.call('GET', '/api/v1/config/public?lang=cs'), 200, Config);
    expectAnswer(await server.call('GET', '/api/v1/config', { token }), 200, Config);

    const companyId = verify.account.company_id;
    const czType = REGIONAL_DATA.find((r) => r.regionId === 5)?.settings.company_types.at(-1);
    expectAnswer(
      await server.call('PATCH', `/api/v1/company/${companyId}`, { token, body: { registration_number: '27074358' } }),
      200,
      ok('Company updated.'),
    );
    expectAnswer(await server.call('PATCH', `/api/v1/company/${companyId}/companyType`, {
      token, body: { company_type: czType?.id, disclaimer_accepted: false, declaration_accepted: false },
    }), 200, ok('Company type updated.'));
    expectAnswer(
      await server.call('PATCH', `/api/v1/installer/user/${byEmail.user_id}`, { token, body: { email_consent: true } }),
      200,
      ok('Installer updated.'),
    );
    expectAnswer(
      await server.call('POST', '/api/v2/installer/logout', { body: { refresh_token: refresh.refresh_token } }),
      200,
      ok('Logged out.'),
    );

    const link = await server.dev('POST', '/api/dev/operator/emulate', { body: { email: 'owner@demo.pl', by: 'Eva' } });
    expect(link.status).toBe(200);
    expectAnswer(await server.call('POST', '/api/v2/installer/emulate', { body: { code: link.body.code } }), 200, EmulationSession);
  });

  it('notifications: the list, one notification, marking it, and the company points summary', async () => {
    const { pair, account } = await server.signIn('owner@demo.pl');
    const token = pair.token;
    const page = expectAnswer(await server.call('GET', '/api/v1/notifications?page=1&limit=5', { token }), 200, NotificationsPage);
    const uuid = page.data[0]!.uuid;
    expectAnswer(await server.call('GET', `/api/v1/notifications/${uuid}`, { token }), 200, NotificationResponse);
    expectAnswer(await server.call('PATCH', `/api/v1/notifications/${uuid}`, { token, body: { mark: 'read' } }), 200, ok('Notification updated.'));
    expectAnswer(await server.call('GET', `/api/v1/company/points/${account.company_id}`, { token }), 200, CompanyPointsResponse);
  });

  it('the club card: its products, the account before a card, the history', async () => {
    const { pair, account } = await server.signIn('owner@demo.pl');
    const token = pair.token;
    expectAnswer(await server.call('GET', '/api/v2/shop/products/cards?type=club_card', { token }), 200, ProductsResponse);
    expectAnswer(await server.call('GET', `/api/v1/edenred/card/account/${account.company_id}`, { token }), 200, CardAccountResponse);
    expectAnswer(await server.call('GET', '/api/v1/edenred/card/history?page=1&limit=4', { token }), 200, TopUpHistoryResponse);
  });

  it('team, profile, e-mail verification and support', async () => {
    const { pair, account } = await server.signIn('decor@demo.sk');
    const token = pair.token;
    const team = expectAnswer(await server.call('GET', '/api/v2/installer/user?page=1', { token }), 200, TeamPage);
    const added = expectAnswer(await server.call('POST', '/api/v1/installer/user', { token, body: { name: 'Eva', surname: 'Malá', phone: '905123987' } }), 200, TeamMemberResponse);
    expectAnswer(await server.call('GET', `/api/v1/installer/user/${added.data.uuid}`, { token }), 200, TeamMemberResponse);
    expectAnswer(await server.call('PATCH', `/api/v1/installer/user/${added.data.uuid}/details`, { token, body: { name: 'Eva', surname: 'Veľká', phone: '905123988' } }), 200, TeamMemberResponse);
    expectAnswer(await server.call('GET', `/api/v1/installer/user/${added.data.uuid}/resend`, { token }), 200, ResendAnswer);
    expectAnswer(await server.call('DELETE', `/api/v1/installer/user/${added.data.uuid}`, { token }), 200, ok('Member deleted.'));
    expect(team.meta.limit).toBeNull();
    expectAnswer(await server.call('PATCH', `/api/v1/company/user/${account.user_id}`, { token, body: { sms_notifications: true } }), 200, ok('Profile updated.'));
    const self = expectAnswer(await server.call('GET', '/api/v1/company/user/self', { token }), 200, UserResponse);
    expectAnswer(await server.call('POST', `/api/v1/company/user/${self.data.uuid}/avatar`, { token, body: avatarForm() }), 200, AvatarAnswer);
    expectAnswer(await server.call('DELETE', `/api/v1/company/user/${self.data.uuid}/avatar`, { token }), 200, ok('Avatar removed.'));
    expectAnswer(await server.call('POST', '/api/v2/company/verification', { token }), 200, VerificationSent);
    const ticket = expectAnswer(await server.call('POST', '/api/v1/support', { token, body: { title: 'Otázka', body: 'Ako?', info: TICKET_INFO } }), 200, CreatedTicket);
    expectAnswer(await server.call('GET', '/api/v1/support?page=1', { token }), 200, TicketsPage);
    expectAnswer(await server.call('POST', `/api/v1/support/${ticket.uuid}/chat`, { token, body: { message: 'Ďakujem' } }), 200, MessageResponse);
    expectAnswer(await server.call('GET', `/api/v1/support/${ticket.uuid}/chat?limit=1000`, { token }), 200, Chat);
  });
});

describe('success answers of the club (points, tiers, rewards, content)', () => {
  it('points history, tiers and their history, behaviours, certificates, content lists and one item', async () => {
    const { pair, account } = await server.signIn('installer@demo.pl');
    const token = pair.token;
    const history = expectAnswer(await server.call('GET', '/api/v1/points/history?page=1', { token }), 200, PointsHistoryPage);
    expect(history.data.length).toBeGreaterThan(0);
    const tiers = expectAnswer(await server.call('GET', '/api/v2/tiers?region_id=10', { token }), 200, TiersResponse);
    expect(tiers.data.length).toBeGreaterThan(0);
    expectAnswer(await server.call('GET', `/api/v2/tiers/history?installer_company_id=${account.company_id}`, { token }), 200, TiersHistoryResponse);
    expectAnswer(await server.call('GET', '/api/v1/behaviour?region_id=10&limit=15&page=1', { token }), 200, BehavioursPage);
    expectAnswer(await server.call('GET', '/api/v1/behaviour/certificates?region_id=10', { token }), 200, CertificatesPage);
    const news = expectAnswer(await server.call('GET', '/api/v1/content?content_types=news,hero,video,resource&limit=50', { token }), 200, ContentPage);
    expectAnswer(await server.call('GET', `/api/v1/content/${news.data[0]!.uuid}`, { token }), 200, ContentItemResponse);
  });
});

describe('error answers have the one error shape', () => {
  it('for 401, 403, 404, 406, 422, 429 and 503, each with its message', async () => {
    // Its own address: the code requests above must not count towards this test's limits.
    const ip = server.newIp();
    const login = expectAnswer(await server.call('POST', '/api/v2/installer/login', { body: { email: 'installer@demo.pl' }, ip }), 200, LoginResponse);
    const sentCode = await server.lastCode('installer@demo.pl');
    const staff = await server.signIn('staff@demo.sk');
    const owner = await server.signIn('owner@demo.pl');
    const cases: [status: number, message: string, answer: CallResult][] = [
      [401, SERVER_MESSAGES.unauthenticated, await server.call('GET', '/api/v1/company/user/self')],
      // Decor staff may not edit a company (SPEC §6), not even their own: the route access table refuses.
      [403, SERVER_MESSAGES.forbidden, await server.call('PATCH', `/api/v1/company/${staff.account.company_id}`, { token: staff.pair.token, body: {} })],
      // An owner may edit a company, but another company's record does not exist for them.
      [404, SERVER_MESSAGES.notFound, await server.call('PATCH', `/api/v1/company/${staff.account.company_id}`, { token: owner.pair.token, body: {} })],
      [404, SERVER_MESSAGES.installerNotFound, await server.call('POST', '/api/v2/installer/login', { body: { email: 'nobody@demo.pl' }, ip })],
      [406, SERVER_MESSAGES.invalidCode, await server.call('POST', '/api/v2/installer/login/verify', {
        body: { userId: login.user_id, login_request_id: login.login_request_id, code: sentCode === '00000' ? '00001' : '00000' },
        ip,
      })],
      [422, SERVER_MESSAGES.validationFailed, await server.call('POST', '/api/v2/installer/login', { body: { email: 'x' }, ip })],
      [429, SERVER_MESSAGES.resendTooSoon, await server.call('POST', '/api/v2/installer/login', { body: { email: 'installer@demo.pl' }, ip })],
    ];
    expect((await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: true } })).status).toBe(200);
    try {
      cases.push([503, SERVER_MESSAGES.maintenance, await server.call('GET', '/api/v1/config/public')]);
    } finally {
      await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: false } });
    }

    for (const [status, message, answer] of cases) {
      expect(expectAnswer(answer, status, ErrorBody).message).toBe(message);
    }
  });
});

describe('the strict success schemas', () => {
  const refusals: ErrorBody[] = [
    { message: SERVER_MESSAGES.forbidden },
    { message: SERVER_MESSAGES.validationFailed, errors: { email: ['emailInvalid'] } },
    { message: SERVER_MESSAGES.resendTooSoon, retry_after: 42 },
  ];
  const successes = {
    LoginResponse, VerifyResponse, TokenPair, UserResponse, Config, EmulationSession, NotificationsPage,
    NotificationResponse, CompanyPointsResponse, PointsHistoryPage, TiersResponse, TiersHistoryResponse, BehavioursPage, CertificatesPage,
    ContentPage, ContentItemResponse, CardAccountResponse, TopUpHistoryResponse, 'ok("Company updated.")': ok('Company updated.'),
  };

  it.each(Object.entries(successes))('%s accepts no error body', (_name, schema) => {
    for (const body of refusals) expect(v.is(strict(schema), body), JSON.stringify(body)).toBe(false);
  });

  it('refuse a key the contract does not name, at any depth', () => {
    const pair = { token: 't', refresh_token: 'r' };
    expect(v.is(strict(TokenPair), pair)).toBe(true);
    expect(v.is(strict(TokenPair), { ...pair, message: SERVER_MESSAGES.forbidden })).toBe(false);
    const points = { company_points: 1, points: { completed: 1, in_prog: 0, lost: 0, to_expire: 0 }, projects: { completed: 0, in_prog: 0, lost: 0 }, scans: { current_year: 0, completed: 0, windows_current_year: 0 } };
    expect(v.is(strict(CompanyPointsResponse), { data: points })).toBe(true);
    expect(v.is(strict(CompanyPointsResponse), { data: { ...points, scans: { ...points.scans, pending: 0 } } })).toBe(false);
  });
});
