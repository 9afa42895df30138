import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Config } from '../../src/contract/config';
import { UI_LANGUAGE_CODES } from '../../src/contract/languages';
import { REGIONS } from '../../src/contract/regions';
import { createApp } from '../../src/server/app';
import { projectRulesOf, REGIONAL_DATA } from '../../src/server/reference/regional-data';
import { createTestServer, silentLogger, testConfig, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/v1/config/public', () => {
  it('lists every region, the interface languages and the settings of every region', async () => {
    const res = await server.call('GET', '/api/v1/config/public');
    expect(res.status).toBe(200);
    const config = v.parse(Config, res.body);
    expect(config.regions.map((r) => r.id)).toEqual(REGIONS.map((r) => r.id));
    expect(config.languages.map((l) => l.code).sort()).toEqual([...UI_LANGUAGE_CODES].sort());
    // SPEC §3's languages table, as reference data: Polish and Ukrainian written out.
    expect(config.languages.find((l) => l.code === 'pl')).toEqual({ id: 2, code: 'pl', name: 'Polish', short_name: 'PL', local_name: 'Polski', locale: 'pl-PL', flag: '🇵🇱' });
    expect(config.languages.find((l) => l.code === 'uk')).toEqual({ id: 15, code: 'uk', name: 'Ukrainian', short_name: 'UK', local_name: 'Українська', locale: 'uk-UA', flag: '🇺🇦' });
    expect(Object.keys(config.regional_settings).sort()).toEqual(REGIONS.map((r) => r.slug).sort());
    const pl = REGIONAL_DATA.find((r) => r.regionId === 10);
    const rules = projectRulesOf(10);
    expect(config.behaviours.pl).toEqual({
      welcome_points: pl?.welcomePoints,
      base_points: { standard: rules.basePoints[1], comfort: rules.basePoints[2], premium: rules.basePoints[3], other: rules.basePoints[0], survey_bonus: rules.surveyBonus },
    });
    expect(config.regional_settings.pl?.flags.club_card).toBe(true);
    expect(config.regions.find((r) => r.slug === 'pl')?.footer?.terms_url).toMatch(/^https:\/\//);
    expect(config.regions.find((r) => r.slug === 'all')?.footer).toBeNull();
  });

  it('translates company types into ?lang=, falling back to English', async () => {
    const czType = REGIONAL_DATA.find((r) => r.regionId === 5)?.settings.company_types[0];
    const inCzech = v.parse(Config, (await server.call('GET', '/api/v1/config/public?lang=cs')).body);
    const inEnglish = v.parse(Config, (await server.call('GET', '/api/v1/config/public?lang=en')).body);
    const inHungarian = v.parse(Config, (await server.call('GET', '/api/v1/config/public?lang=hu')).body);
    const unknownLang = v.parse(Config, (await server.call('GET', '/api/v1/config/public?lang=xx')).body);
    const first = (c: typeof inCzech) => c.regional_settings.cz?.company_types[0];
    expect(first(inCzech)?.name_translated).toBe(czType?.name.cs);
    expect(first(inCzech)?.disclaimer_translated).toBe(czType?.disclaimer.cs);
    expect(first(inEnglish)?.name_translated).toBe(czType?.name.en);
    expect(first(inHungarian)?.name_translated).toBe(czType?.name.en);
    expect(first(unknownLang)?.name_translated).toBe(czType?.name.en);
  });
});

describe('GET /api/v1/config', () => {
  it('needs a signed-in user and answers the same configuration', async () => {
    expect((await server.call('GET', '/api/v1/config')).status).toBe(401);
    const { pair } = await server.signIn('owner@demo.pl');
    const res = await server.call('GET', '/api/v1/config?lang=pl', { token: pair.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await server.call('GET', '/api/v1/config/public?lang=pl')).body);
  });
});

describe('every answer', () => {
  it('unknown /api paths answer 404 in the error shape', async () => {
    for (const path of ['/api/v1/unknown', '/api/v3/installer/login', '/api']) {
      const res = await server.call('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found.' });
    }
  });

  it('carries the security headers', async () => {
    const res = await server.call('GET', '/api/v1/config/public');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('development outbox', () => {
  it('lists codes for an e-mail or phone in any format, newest first', async () => {
    await server.call('POST', '/api/v2/installer/login', { body: { phone: '+48 600 000 002', region_id: 10 } });
    server.clock.advance(61);
    await server.call('POST', '/api/v2/installer/login', { body: { phone: '600000002', region_id: 10 } });
    const codes = async (to: string) => (await server.dev('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data;
    const byE164 = await codes('+48600000002');
    expect(byE164).toHaveLength(2);
    expect(byE164[0]).toMatchObject({ channel: 'sms', to: '+48600000002' });
    expect(byE164[0].code).toMatch(/^\d{5}$/);
    expect(byE164[0].text).toContain(byE164[0].code);
    expect(Date.parse(byE164[0].created_at)).toBeGreaterThan(Date.parse(byE164[1].created_at));
    expect(await codes('+48 600 000 002')).toEqual(byE164);
    expect(await codes('600 000 002')).toEqual(byE164);
    expect(await codes('installer@demo.pl')).toEqual([]);
    await server.call('POST', '/api/v2/installer/login', { body: { email: 'decor@demo.sk' } });
    expect(await codes('DECOR@demo.sk')).toHaveLength(1);
    expect((await server.dev('GET', '/api/dev/outbox')).status).toBe(422);
  });

  it('does not exist in production', async () => {
    const production = createApp({
      db: server.db, clock: server.clock, config: testConfig({ production: true, devTools: false }), logger: silentLogger,
      mailer: { send: async () => {} }, sms: { send: async () => {} }, cardIssuer: server.cardIssuer,
    });
    expect((await production.request('/api/dev/outbox?to=owner@demo.pl')).status).toBe(404);
    const operator = await production.request('/api/dev/operator/maintenance', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"on":true}',
    });
    expect(operator.status).toBe(404);
    expect((await production.request('/api/v1/config/public')).status).toBe(200);
  });
});
