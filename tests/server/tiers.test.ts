/** Tier programmes (GET /api/v2/tiers, /api/v2/tiers/history): progress by scans, brackets credited once; behaviours and certificates. */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BehavioursPage, CertificatesPage, TiersHistoryResponse, TiersResponse } from '../../src/contract/rewards';
import { ProjectResponse } from '../../src/contract/projects';
import { languageIdOf, UI_LANGUAGE_CODES } from '../../src/contract/languages';
import { pointsLedger, users } from '../../src/server/db/schema';
import { BEHAVIOUR_BONUSES, CERTIFICATE_REFERENCE } from '../../src/server/reference/rewards';
import { createTestServer, type TestServer } from './harness';
import { newCompany, projectApi, registerSerials, surveyFor } from './project-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A new Polish company, its owner signed in, and one open project. */
async function company() {
  const made = await newCompany(server);
  const { pair } = await server.signIn(made.owner.email);
  const api = projectApi(server, pair.token);
  const project = await api.create();
  return { ...made, token: pair.token, api, project };
}
type Company = Awaited<ReturnType<typeof company>>;

/** Scans `count` new products, a few seconds apart so neither the rate limit nor the burst rule steps in. */
async function scan(who: Company, product: string, count: number, project = who.project.uuid) {
  const serials = await registerSerials(server, 10, Array.from({ length: count }, () => product));
  const scanned = [];
  for (const serial of serials) {
    server.clock.advance(7);
    scanned.push(await who.api.scanned(project, serial));
  }
  return scanned;
}

const tiers = async (who: Company) => {
  const res = await server.call('GET', `/api/v2/tiers?region_id=${who.regionId}`, { token: who.token });
  expect(res.status).toBe(200);
  return v.parse(TiersResponse, res.body).data;
};
const tier = async (who: Company, category: number) => (await tiers(who)).find((t) => t.tier_definition.tier_category === category);

const tierEntries = (companyId: number) => server.db
  .select({ points: pointsLedger.points, projectId: pointsLedger.projectId })
  .from(pointsLedger)
  .where(and(eq(pointsLedger.companyId, companyId), eq(pointsLedger.reason, 'tier_reached')));

describe('GET /api/v2/tiers', () => {
  it('lists the region\'s programmes with brackets, no progress yet, the next bracket\'s points and the reset date', async () => {
    const me = await company();
    const list = await tiers(me);
    expect(list.map((t) => t.tier_definition.tier_category)).toEqual([1, 2, 8, 99]);
    const windows = list[0];
    expect(windows).toMatchObject({
      tier_bracket: null, progress: 0, next_bracket_points: 50, reset_at: '2027-01-01T00:00:00.000Z',
      brackets: [{ level: 1, from: 10, to: 24, points: 50 }, { level: 2, from: 25, to: 49, points: 150 }, { level: 3, from: 50, to: null, points: 400 }],
    });
  });

  it('counts scans per programme: windows, solar windows and everything', async () => {
    const me = await company();
    await scan(me, 'RW-MK06-SOLAR', 2);
    await scan(me, 'RW-MK06-PINE', 1);
    await scan(me, 'BL-MK06-BLACKOUT', 1);
    const progress = Object.fromEntries((await tiers(me)).map((t) => [t.tier_definition.tier_category, t.progress]));
    expect(progress).toEqual({ 1: 3, 2: 0, 8: 2, 99: 4 });
  });

  it('reaching a bracket credits its points once, with a ledger entry naming the tier, the project and the installer', async () => {
    const me = await company();
    await scan(me, 'RW-MK06-PU', 9);
    expect(await tierEntries(me.companyId)).toEqual([]);
    await scan(me, 'RW-MK06-PU', 1);
    expect(await tierEntries(me.companyId)).toEqual([{ points: 50, projectId: me.project.id }]);
    expect(await tier(me, 1)).toMatchObject({ tier_bracket: { level: 1, points: 50 }, progress: 10, next_bracket_points: 150 });

    // Past the edge and back over it: a removed scan scanned again credits nothing more.
    const [extra] = await scan(me, 'RW-MK06-PU', 1);
    expect((await me.api.call('DELETE', `/v2/scans/${extra?.uuid}`)).status).toBe(200);
    await scan(me, 'RW-MK06-PU', 1);
    expect(await tierEntries(me.companyId)).toHaveLength(1);

    const history = (await server.call('GET', '/api/v1/points/history', { token: me.token })).body;
    expect(history.data[0]).toMatchObject({
      event: 'tier_reached', variation: 'positive', points: 50,
      installer: { surname: 'owner' }, options: { project: { uuid: me.project.uuid }, tier: { category: 1, level: 1 } },
    });
    const reached = await server.call('GET', `/api/v2/tiers/history?installer_company_id=${me.companyId}`, { token: me.token });
    expect(v.parse(TiersHistoryResponse, reached.body).data).toEqual([
      expect.objectContaining({ tier_definition: expect.objectContaining({ tier_category: 1 }), tier_bracket: { level: 1, from: 10, to: 24, points: 50 } }),
    ]);
  });

  it('a closed project\'s answer itemises what it earned: its scans, the survey bonus and the tier bonus its scans reached (issue 28)', async () => {
    const me = await company();
    const scanned = await scan(me, 'RW-MK06-PU', 10);
    expect((await me.api.get(me.project.uuid)).body.data.earned).toBeNull();
    const closed = await me.api.survey(me.project.uuid, surveyFor(scanned));
    expect(closed.status).toBe(200);
    // Ten standard windows of 10 base points (SPEC §9, Poland), the survey bonus of 30, the first windows bracket of 50.
    expect(v.parse(ProjectResponse, closed.body).data.earned).toEqual({ scans: 100, survey: 30, tier_bonus: 50, total: 180 });
  });

  it('scans racing over a bracket edge credit it exactly once (in parallel on PostgreSQL)', async () => {
    const me = await company();
    await scan(me, 'RW-MK04-PU', 8);
    // Four projects, so the scans do not wait for each other's project lock.
    const projects = [me.project, await me.api.create(), await me.api.create(), await me.api.create()];
    const serials = await registerSerials(server, 10, projects.map(() => 'RW-MK04-PU'));
    server.clock.advance(61);
    const results = await Promise.all(projects.map((project, i) => me.api.scan(project.uuid, serials[i] ?? '')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await tierEntries(me.companyId)).map((e) => e.points)).toEqual([50]);
    expect(await tier(me, 1)).toMatchObject({ progress: 12, tier_bracket: { level: 1 } });
  });

  it('keeps to the caller\'s company and region: another company\'s history and another region answer 404', async () => {
    const me = await company();
    const other = await company();
    expect((await server.call('GET', `/api/v2/tiers/history?installer_company_id=${other.companyId}`, { token: me.token })).status).toBe(404);
    expect((await server.call('GET', `/api/v2/tiers/history?installer_company_id=${me.companyId}`, { token: me.token })).body).toEqual({ data: [] });
    expect((await server.call('GET', '/api/v2/tiers?region_id=5', { token: me.token })).status).toBe(404);
    expect((await server.call('GET', '/api/v2/tiers?region_id=x', { token: me.token })).status).toBe(422);
  });
});

describe('GET /api/v1/behaviour and /api/v1/behaviour/certificates', () => {
  it('lists the region\'s behaviour bonuses in the caller\'s language, paged', async () => {
    const me = await company();
    const all = v.parse(BehavioursPage, (await server.call('GET', '/api/v1/behaviour?region_id=10', { token: me.token })).body);
    expect(all.data.map((b) => b.name)).toEqual(['Pełny profil', 'Szkolenie online', 'Szybka odpowiedź', 'Zadowoleni klienci']);
    expect(all.data[0]).toMatchObject({ points: 20, icon: 'user-check' });
    const second = v.parse(BehavioursPage, (await server.call('GET', '/api/v1/behaviour?region_id=10&limit=3&page=2', { token: me.token })).body);
    expect(second).toMatchObject({ data: [{ name: 'Zadowoleni klienci' }], meta: { current_page: 2, last_page: 2, per_page: 3, total: 4 } });
  });

  it('names behaviours and certificates in every UI language, in the one the caller reads', async () => {
    const made = await newCompany(server);
    for (const [code, behaviour, certificate] of [['hu', 'Teljes profil', 'Minősített szerelő'], ['uk', 'Повний профіль', 'Сертифікований монтажник'], ['lt', 'Užpildytas profilis', 'Sertifikuotas montuotojas']] as const) {
      await server.db.update(users).set({ languageId: languageIdOf(code) }).where(eq(users.id, made.owner.id));
      const { token } = (await server.signIn(made.owner.email)).pair;
      const behaviours = v.parse(BehavioursPage, (await server.call('GET', '/api/v1/behaviour?region_id=10', { token })).body);
      const certificates = v.parse(CertificatesPage, (await server.call('GET', '/api/v1/behaviour/certificates?region_id=10', { token })).body);
      expect([behaviours.data[0]?.name, certificates.data[0]?.name]).toEqual([behaviour, certificate]);
    }
    for (const reward of [...BEHAVIOUR_BONUSES, ...CERTIFICATE_REFERENCE]) {
      for (const code of UI_LANGUAGE_CODES) expect(reward.name[code] && reward.description[code], `${reward.slug} in ${code}`).toBeTruthy();
    }
  });

  it('lists the region\'s certificates with their validity', async () => {
    const me = await company();
    const page = v.parse(CertificatesPage, (await server.call('GET', '/api/v1/behaviour/certificates?region_id=10', { token: me.token })).body);
    expect(page.data.map((c) => [c.slug, c.name, c.longevity])).toEqual([
      ['certified-installer', 'Certyfikowany instalator', 24],
      ['solar-specialist', 'Specjalista okien solarnych', 12],
    ]);
  });
});
