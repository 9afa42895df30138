import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Config } from '../../src/contract/config';
import { LANGUAGES } from '../../src/contract/languages';
import { CZ_SK_TERMS_CUTOFF } from '../../src/contract/limits';
import { REGIONS, regionById } from '../../src/contract/regions';
import { ORDER_STATUS } from '../../src/contract/shop';
import { seedDemoData, seedReferenceData } from '../../src/server/db/seed';
import { numberFieldRuleMessages, postalCodeRuleMessages } from '../../src/contract/registration';
import { DEMO_ACCOUNTS, DEMO_SUPPORT_TICKET_UUID } from '../../src/server/db/demo-data';
import { appFlags, companies, companyTypes, languages, notifications, pointsLedger, regionalSettings, regions, serials, users } from '../../src/server/db/schema';
import { companyPointsSummary } from '../../src/server/domain/company-points';
import { REGIONAL_DATA } from '../../src/server/reference/regional-data';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const rows = async (table: typeof regions | typeof languages | typeof companyTypes | typeof regionalSettings | typeof users | typeof notifications) =>
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

  it('is written again only when the code\'s differs from what the last seed wrote', async () => {
    const englishName = async () => (await server.db.select().from(languages).where(eq(languages.code, 'en')))[0]?.name;
    await server.db.update(languages).set({ name: 'Edited by hand' }).where(eq(languages.code, 'en'));
    // Unchanged code: one read, nothing written.
    expect(await seedReferenceData(server.db)).toBe(false);
    expect(await englishName()).toBe('Edited by hand');
    // As after an upgrade whose reference data differs.
    await server.db.update(appFlags).set({ value: 'the hash of older reference data' }).where(eq(appFlags.key, 'reference_data_hash'));
    expect(await seedReferenceData(server.db)).toBe(true);
    expect(await englishName()).toBe('English');
    expect(await seedReferenceData(server.db)).toBe(false);
  });
});

describe('demo data', () => {
  const login = (body: unknown) => server.call('POST', '/api/v2/installer/login', { body, ip: server.newIp() });

  it('has the demo accounts of the README, one per role, reachable by e-mail and by phone', async () => {
    const expected = [
      { email: 'owner@demo.pl', phone: '+48 600 000 001', region: 10, role: 3 },
      { email: 'installer@demo.pl', phone: '+48 600 000 002', region: 10, role: 4 },
      { email: 'owner@demo.cz', phone: '+420 601 000 001', region: 5, role: 3 },
      { email: 'decor@demo.sk', phone: '+421 901 000 001', region: 13, role: 7 },
      { email: 'staff@demo.sk', phone: '+421 901 000 002', region: 13, role: 8 },
    ];
    for (const account of expected) {
      const byPhone = await login({ phone: account.phone, region_id: account.region });
      expect(byPhone.status).toBe(200);
      server.clock.advance(61);
      const byEmail = await server.signIn(account.email);
      expect(byEmail.login.user_id).toBe(byPhone.body.user_id);
      expect(byEmail.account).toMatchObject({ region: account.region, role: account.role });
    }
  });

  it("writes the demo companies' numbers and postal codes as their countries do (issue 9)", async () => {
    const config = v.parse(Config, (await server.call('GET', '/api/v1/config/public')).body);
    for (const { company } of DEMO_ACCOUNTS) {
      const settings = config.regional_settings[regionById(company.regionId)?.slug ?? ''];
      if (!settings) throw new Error(`no settings for region ${company.regionId}`);
      expect(postalCodeRuleMessages(company.postalCode, company.regionId), company.key).toEqual([]);
      company.registrationNumbers.forEach((value, index) => {
        if (value === '') return;
        const field = index === 0 ? 'registration_number' : 'registration_number_2';
        expect(numberFieldRuleMessages(settings, company.regionId, field, value), `${company.key} ${field}`).toEqual([]);
      });
    }
  });

  it('lets the Polish owner skip onboarding and makes the Czech owner walk every step', async () => {
    const pl = (await server.signIn('owner@demo.pl')).account;
    expect(JSON.parse(pl.options ?? '{}')).toMatchObject({ consentSeen: true, hasAgreedToTerms: true });
    expect(pl).toMatchObject({ has_survey: true });
    expect(pl.company.registration_number).toBeTruthy();
    expect(pl.company.registration_number_2).toBeTruthy();
    expect(pl.company.company_type).not.toBeNull();

    const cz = (await server.signIn('owner@demo.cz')).account;
    expect(cz).toMatchObject({
      options: null, has_survey: false, created_at: '2023-06-01T09:00:00.000Z',
      company: { registration_number: null, registration_number_2: null, company_type: null, survey: null },
    });
    expect(Date.parse(cz.created_at)).toBeLessThanOrEqual(Date.parse(CZ_SK_TERMS_CUTOFF));
    const installer = (await server.signIn('installer@demo.pl')).account;
    expect(installer.company_id).toBe(pl.company_id);
  });

  it('gives the companies a points history: the Polish one a balance with points expiring this year', async () => {
    const summaryOf = async (regionId: number) => {
      const [company] = await server.db.select().from(companies).where(eq(companies.regionId, regionId)).orderBy(companies.id);
      return companyPointsSummary(server.db, company?.id ?? 0, server.clock.now());
    };
    // The closed demo project's 110 points are part of the 265; the two open ones may still earn
    // 54 (in review: two pine windows 2 × 5, two flashings 2 × 2, the Czech comfort window 10,
    // bonus 30) and 51 (in progress: a comfort window 10, a pine window 5, a flashing, a blind, a collar 3 × 2, bonus 30).
    // The tenth window this year also reached the first bracket of the windows tier: 50 points more.
    expect(await summaryOf(10)).toEqual({
      company_points: 265 + 50,
      points: { completed: 630 + 50, in_prog: 54 + 51, lost: 15, to_expire: 155 },
      projects: { completed: 1, in_prog: 2, lost: 0 },
      // Ten windows this year: the club card may be ordered (SPEC §9).
      scans: { current_year: 10 + 5 + 5, completed: 10, windows_current_year: 5 + 3 + 2 },
    });
    // The second Polish company is one window short of the club card.
    const [okna] = await server.db.select().from(companies).where(eq(companies.name, 'Okna Zieliński s.c.'));
    expect((await companyPointsSummary(server.db, okna?.id ?? 0, server.clock.now())).scans.windows_current_year).toBe(9);
    expect((await summaryOf(5)).company_points).toBe(30);
    expect((await summaryOf(13)).company_points).toBe(20);
  });

  it('gives the Polish owner a completed shop order whose reservation the points history links', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    const placed = (await server.call('GET', '/api/v2/orders', { token: pair.token })).body.data;
    expect(placed.map((o: { status: number; points: number; created_at: string }) => [o.status, o.points, o.created_at]))
      .toEqual([[ORDER_STATUS.completed, 150, '2025-12-04T09:30:00.000Z']]);
    const history = (await server.call('GET', '/api/v1/points/history?page=1', { token: pair.token })).body.data;
    const reservations = history.filter((entry: { event: string }) => entry.event === 'order_reservation');
    // The 2023 reservation predates the shop: only the demo order's names an order.
    // The completed order's reservation (stored as reserved) reads as spent, like the 2023 one (stored so).
    expect(reservations.map((entry: { points: number; variation: string; options: { order: { uuid: string } | null } }) => [entry.points, entry.variation, entry.options.order?.uuid ?? null]))
      .toEqual([[150, 'negative', placed[0].uuid], [200, 'negative', null]]);
  });

  it('gives the Polish company projects closed, in review and in progress, made by the domain code', async () => {
    const { pair } = await server.signIn('installer@demo.pl');
    const page = (await server.call('GET', '/api/v1/project', { token: pair.token })).body;
    expect(page.data.map((p: { street_name: string; status: { id: number }; products_count: number; available_points: number; max_points: number }) =>
      [p.street_name, p.status.id, p.products_count, p.available_points, p.max_points])).toEqual([
      ['ul. Słoneczna', 1, 5, 51, 51],
      // In review: only the accepted scans and the bonus are sure; the Czech window may add 10.
      ['ul. Lipowa', 5, 5, 44, 54],
      ['ul. Długa', 2, 10, 110, 110],
    ]);
    const inReview = (await server.call('GET', `/api/v1/project/${page.data[1].uuid}`, { token: pair.token })).body.data;
    expect(inReview.products.map((s: { serial_number: string; flag: number }) => [s.serial_number.slice(0, 2), s.flag]))
      .toEqual([['PL', 1], ['PL', 1], ['PL', 1], ['PL', 1], ['CZ', 2]]);
    // The closed project's ledger entries: ten scans (the flashings at 2 points) and the survey bonus.
    const closedId = page.data[2].id as number;
    const entries = await server.db.select().from(pointsLedger).where(eq(pointsLedger.projectId, closedId));
    expect(entries.map((e) => [e.reason, e.points]).sort()).toEqual([
      ['project_survey_completed', 30],
      ...[10, 15, 15, 15, 15, 2, 2, 2, 2, 2].map((points) => ['scan_accepted', points]),
    ].sort());
    expect(entries.every((e) => e.createdAt.toISOString() === '2026-02-11T12:10:00.000Z')).toBe(true);
  });

  it('registers a few hundred serial numbers in each demo region', async () => {
    for (const [regionId, prefix] of [[10, 'PL-'], [5, 'CZ-'], [13, 'SK-']] as const) {
      const registered = await server.db.select().from(serials).where(eq(serials.regionId, regionId));
      expect(registered).toHaveLength(300);
      expect(registered.every((s) => s.serialNumber.startsWith(prefix))).toBe(true);
    }
  });

  it('gives every user notifications in their language, newest first, some unread', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    const page = (await server.call('GET', '/api/v1/notifications', { token: pair.token })).body;
    expect(page.meta).toMatchObject({ total: 5, unread: 3 });
    expect(page.data.map((n: { event: string; type: string; mark: string }) => [n.event, n.type, n.mark])).toEqual([
      ['support_reply', 'info', 'unread'],
      ['points_expiring', 'warning', 'unread'],
      ['terms_updated', 'important', 'unread'],
      ['shop_news', 'info', 'read'],
      ['welcome', 'info', 'read'],
    ]);
    expect(page.data[0].meta).toEqual({ ticket_uuid: DEMO_SUPPORT_TICKET_UUID });
    expect(page.data[4]).toMatchObject({ title: 'Witaj w Installer Club!', created_at: '2022-03-15T09:00:00.000Z' });
    expect(page.data.every((n: { created_at: string }) => Date.parse(n.created_at) < server.clock.now().getTime())).toBe(true);

    const titles = async (email: string) => {
      const token = (await server.signIn(email)).pair.token;
      return (await server.call('GET', '/api/v1/notifications', { token })).body.data.map((n: { title: string }) => n.title);
    };
    // The curated three: the seed drops the notifications its demo projects raised.
    expect(await titles('installer@demo.pl')).toHaveLength(3);
    expect(await titles('owner@demo.cz')).toContain('Vítejte v Installer Club!');
    expect(await titles('decor@demo.sk')).toContain('Vitajte v Installer Club!');
  });

  it('is written once and never overwritten', async () => {
    await server.db.update(companies).set({ name: 'Renamed' }).where(eq(companies.regionId, 10));
    expect(await seedDemoData(server.db, server.clock)).toBe(false);
    expect(await rows(users)).toBe(6);
    expect(await rows(notifications)).toBe(16);
    const [pl] = await server.db.select().from(companies).where(eq(companies.regionId, 10));
    expect(pl?.name).toBe('Renamed');
  });
});
