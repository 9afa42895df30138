import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/languages';
import { CZ_SK_TERMS_CUTOFF } from '../../src/contract/limits';
import { REGIONS } from '../../src/contract/regions';
import { seedDemoData, seedReferenceData } from '../../src/server/db/seed';
import { companies, companyTypes, languages, regionalSettings, regions, users } from '../../src/server/db/schema';
import { REGIONAL_DATA } from '../../src/server/reference/regional-data';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const rows = async (table: typeof regions | typeof languages | typeof companyTypes | typeof regionalSettings | typeof users) =>
  (await server.db.select({ n: count() }).from(table))[0]?.n;

describe('reference data', () => {
  it('holds every region 1-17, every language (with tr) and the settings of every region, idempotently', async () => {
    await seedReferenceData(server.db);
    expect(await rows(regions)).toBe(REGIONS.length);
    expect(await rows(regionalSettings)).toBe(REGIONS.length);
    expect(await rows(languages)).toBe(LANGUAGES.length);
    expect((await server.db.select().from(languages).where(eq(languages.code, 'tr')))).toHaveLength(1);
    expect(await rows(companyTypes)).toBe(REGIONAL_DATA.flatMap((r) => r.settings.company_types).length);
  });
});

describe('demo data', () => {
  const login = (body: unknown) => server.call('POST', '/api/v2/installer/login', { body, ip: server.newIp() });

  it('has the four demo accounts of the issue, reachable by e-mail and by phone', async () => {
    const expected = [
      { email: 'owner@demo.pl', phone: '+48 600 000 001', region: 10, role: 3 },
      { email: 'installer@demo.pl', phone: '+48 600 000 002', region: 10, role: 4 },
      { email: 'owner@demo.cz', phone: '+420 601 000 001', region: 5, role: 3 },
      { email: 'decor@demo.sk', phone: '+421 901 000 001', region: 13, role: 7 },
    ];
    for (const account of expected) {
      const byPhone = await login({ phone: account.phone, region_id: account.region });
      expect(byPhone.status).toBe(200);
      expect(byPhone.body).toMatchObject({ region: account.region, role: account.role });
      server.clock.advance(61);
      const byEmail = await login({ email: account.email });
      expect(byEmail.body.user_id).toBe(byPhone.body.user_id);
      server.clock.advance(61);
    }
  });

  it('lets the Polish owner skip onboarding and makes the Czech owner walk every step', async () => {
    const pl = (await login({ email: 'owner@demo.pl' })).body;
    expect(JSON.parse(pl.options)).toMatchObject({ consentSeen: true, hasAgreedToTerms: true });
    expect(pl).toMatchObject({ has_survey: true });
    expect(pl.company.registration_number).toBeTruthy();
    expect(pl.company.registration_number_2).toBeTruthy();
    expect(pl.company.company_type).not.toBeNull();

    const cz = (await login({ email: 'owner@demo.cz' })).body;
    expect(cz).toMatchObject({
      options: null, has_survey: false, created_at: '2023-06-01T09:00:00.000Z',
      company: { registration_number: null, registration_number_2: null, company_type: null, survey: null },
    });
    expect(Date.parse(cz.created_at)).toBeLessThanOrEqual(Date.parse(CZ_SK_TERMS_CUTOFF));
    const installer = (await login({ email: 'installer@demo.pl' })).body;
    expect(installer.company_id).toBe(pl.company_id);
    server.clock.advance(61);
  });

  it('is written once and never overwritten', async () => {
    await server.db.update(companies).set({ name: 'Renamed' }).where(eq(companies.regionId, 10));
    expect(await seedDemoData(server.db, server.clock)).toBe(false);
    expect(await rows(users)).toBe(4);
    const [pl] = await server.db.select().from(companies).where(eq(companies.regionId, 10));
    expect(pl?.name).toBe('Renamed');
  });
});
