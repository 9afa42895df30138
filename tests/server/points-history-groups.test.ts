/** The grouped points history (GET /api/v1/points/history/groups, issue 28 §2 item 3): a project per line, named by its address. */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PointsHistoryGroupsPage, type PointsReason, type PointsVariation } from '../../src/contract/points';
import { appendLedgerEntry } from '../../src/server/domain/points-ledger';
import { createTestServer, type TestServer } from './harness';
import { newCompany, projectApi } from './project-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Entry = [at: string, reason: PointsReason, variation: PointsVariation, points: number, project?: 'lipowa' | 'polna'];

/** A company with two projects and these ledger entries, some naming a project. */
async function companyWithProjects(entries: Entry[]) {
  const company = await newCompany(server);
  const { pair } = await server.signIn(company.owner.email);
  const api = projectApi(server, pair.token);
  const projects = {
    lipowa: await api.create({ name: 'Dom Nowaków', streetName: 'ul. Lipowa', houseNumber: '8', postalCode: '30-702', city: 'Kraków' }),
    polna: await api.create({ name: 'Dom Kowalskich', streetName: 'ul. Polna', houseNumber: '12a', postalCode: '60-001', city: 'Poznań' }),
  };
  for (const [at, reason, variation, points, project] of entries) {
    await appendLedgerEntry(server.db, {
      companyId: company.companyId, installerId: company.owner.id, reason, variation, points, createdAt: new Date(at),
      projectId: project ? projects[project].id : null,
    });
  }
  return { ...company, token: pair.token, projects };
}

async function groups(token: string, page = 1) {
  const res = await server.call('GET', `/api/v1/points/history/groups?page=${page}`, { token });
  expect(res.status).toBe(200);
  return v.parse(PointsHistoryGroupsPage, res.body);
}

describe('GET /api/v1/points/history/groups', () => {
  it('puts a project\'s entries on one line named by its address, with its net total, groups by their newest entry', async () => {
    const company = await companyWithProjects([
      ['2025-04-01T08:00:00Z', 'welcome_points', 'positive', 20],
      ['2025-05-01T08:00:00Z', 'scan_accepted', 'positive', 10, 'lipowa'],
      ['2025-05-02T08:00:00Z', 'scan_accepted', 'positive', 10, 'polna'],
      ['2025-05-03T08:00:00Z', 'order_reservation', 'reserved', 15],
      ['2025-05-04T08:00:00Z', 'scan_accepted', 'positive', 10, 'lipowa'],
      ['2025-05-05T08:00:00Z', 'reject', 'negative', 4, 'lipowa'],
      ['2025-05-06T08:00:00Z', 'project_survey_completed', 'positive', 50, 'lipowa'],
    ]);
    const page = await groups(company.token);
    expect(page.data.map((g) => [g.project?.street ?? null, g.project?.house_number ?? null, g.project?.city ?? null, g.created_at, g.points, g.entries.map((e) => e.event)])).toEqual([
      ['ul. Lipowa', '8', 'Kraków', '2025-05-06T08:00:00.000Z', 66, ['project_survey_completed', 'reject', 'scan_accepted', 'scan_accepted']],
      [null, null, null, '2025-05-03T08:00:00.000Z', -15, ['order_reservation']],
      ['ul. Polna', '12a', 'Poznań', '2025-05-02T08:00:00.000Z', 10, ['scan_accepted']],
      [null, null, null, '2025-04-01T08:00:00.000Z', 20, ['welcome_points']],
    ]);
    expect(page.data[0]?.project).toEqual({ uuid: company.projects.lipowa.uuid, id: company.projects.lipowa.id, street: 'ul. Lipowa', house_number: '8', city: 'Kraków' });
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
  });

  it('pages by 20 groups, so a project\'s entries are never split over two pages', async () => {
    // 22 loose entries, the project's 3 entries spread between them (the 2nd, 12th and 21st newest).
    const entries: Entry[] = Array.from({ length: 22 }, (_, i) => [`2025-06-${String(i + 1).padStart(2, '0')}T08:00:00Z`, 'other', 'positive', i + 1]);
    entries.push(['2025-06-22T09:00:00Z', 'scan_accepted', 'positive', 100, 'polna'], ['2025-06-12T09:00:00Z', 'scan_accepted', 'positive', 100, 'polna'], ['2025-06-02T09:00:00Z', 'scan_accepted', 'positive', 100, 'polna']);
    const company = await companyWithProjects(entries);
    const first = await groups(company.token, 1);
    const second = await groups(company.token, 2);
    expect(first.data.map((g) => g.project ? 'polna' : g.points)).toEqual(['polna', 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(first.data[0]?.entries).toHaveLength(3);
    expect(second.data.map((g) => g.points)).toEqual([3, 2, 1]);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 20, total: 23 });
    expect(await groups(company.token, 5)).toEqual({ data: [], meta: { current_page: 5, last_page: 2, per_page: 20, total: 23 } });
  });

  it('shows only the caller\'s company', async () => {
    const mine = await companyWithProjects([['2025-05-01T08:00:00Z', 'scan_accepted', 'positive', 7, 'lipowa']]);
    await companyWithProjects([['2025-05-02T08:00:00Z', 'scan_accepted', 'positive', 9, 'lipowa']]);
    expect((await groups(mine.token)).data.map((g) => [g.project?.uuid, g.points])).toEqual([[mine.projects.lipowa.uuid, 7]]);
  });
});
