/** GET /api/v1/company/points/{companyId}: the company points summary, from the ledger and the projects. */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { CompanyPointsResponse } from '../../src/contract/points';
import { companies, users, type PointsReason, type PointsVariation } from '../../src/server/db/schema';
import { companyPointsSummary } from '../../src/server/domain/company-points';
import { appendLedgerEntry } from '../../src/server/domain/points-ledger';
import { createTestServer, type TestServer } from './harness';
import { newCompany, projectApi, registerSerials, surveyFor } from './project-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

let sequence = 0;

/** A company with one owner and these ledger entries: [date, reason, variation, points]. */
async function companyWithLedger(entries: [string, PointsReason, PointsVariation, number][]) {
  sequence += 1;
  const now = server.clock.now();
  const [company] = await server.db.insert(companies).values({
    name: `Okna Punktowe ${sequence}`, address: 'ul. Leśna 4', city: 'Gdańsk', postalCode: '80-001', regionId: 10, createdAt: now, updatedAt: now,
  }).returning();
  const companyId = company?.id ?? 0;
  const email = `points.${sequence}@demo.test`;
  const [owner] = await server.db.insert(users).values({
    companyId, roleId: 3, name: 'Ola', surname: 'Punktowa', email, languageId: 2, createdAt: now, updatedAt: now,
  }).returning();
  for (const [at, reason, variation, points] of entries) {
    await appendLedgerEntry(server.db, { companyId, installerId: owner?.id ?? null, reason, variation, points, createdAt: new Date(at) });
  }
  return { companyId, email };
}

const summary = (companyId: number, now = server.clock.now()) => companyPointsSummary(server.db, companyId, now);

describe('GET /api/v1/company/points/{companyId}', () => {
  it('sums the company\'s ledger: balance, earned, lost and the old points that expire this year', async () => {
    // The fake clock stands in March 2026.
    const { companyId, email } = await companyWithLedger([
      ['2024-05-01T08:00:00Z', 'welcome_points', 'positive', 20],
      ['2025-03-10T10:00:00Z', 'project_survey_completed', 'positive', 100],
      ['2025-10-01T10:00:00Z', 'reject', 'negative', 10],
      ['2026-01-15T10:00:00Z', 'project_survey_completed', 'positive', 60],
      ['2026-02-01T10:00:00Z', 'order_reservation', 'reserved', 30],
    ]);
    const { pair } = await server.signIn(email);
    const res = await server.call('GET', `/api/v1/company/points/${companyId}`, { token: pair.token });
    expect(res.status).toBe(200);
    expect(v.parse(CompanyPointsResponse, res.body)).toEqual({
      data: {
        company_points: 140,
        points: { completed: 180, in_prog: 0, lost: 10, to_expire: 80 },
        projects: { completed: 0, in_prog: 0, lost: 0 },
        scans: { current_year: 0, completed: 0, windows_current_year: 0 },
      },
    });
  });

  it('answers zeros for a company without entries', async () => {
    const { companyId } = await companyWithLedger([]);
    expect(await summary(companyId)).toEqual({
      company_points: 0,
      points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
      projects: { completed: 0, in_prog: 0, lost: 0 },
      scans: { current_year: 0, completed: 0, windows_current_year: 0 },
    });
  });

  it('answers 404 for another company and for an id that is not a number, 401 without a token', async () => {
    const { companyId, email } = await companyWithLedger([]);
    const { pair } = await server.signIn(email);
    const demo = await server.signIn('owner@demo.pl');
    for (const id of [demo.account.company_id, companyId + 1000, 'abc', '1.5']) {
      const res = await server.call('GET', `/api/v1/company/points/${id}`, { token: pair.token });
      expect(res.status, String(id)).toBe(404);
      expect(res.body).toEqual({ message: SERVER_MESSAGES.notFound });
    }
    expect((await server.call('GET', `/api/v1/company/points/${companyId}`)).status).toBe(401);
  });
});

describe('points to expire (oldest points are consumed first)', () => {
  it('are none when more was spent than the points earned before this year', async () => {
    const { companyId } = await companyWithLedger([
      ['2025-06-01T10:00:00Z', 'project_survey_completed', 'positive', 50],
      ['2026-01-10T10:00:00Z', 'project_survey_completed', 'positive', 100],
      ['2026-02-10T10:00:00Z', 'order_reservation', 'negative', 80],
    ]);
    expect(await summary(companyId)).toMatchObject({ company_points: 70, points: { completed: 150, to_expire: 0 } });
  });

  it('are what is left of the old points after spending, reservations and expiries, wherever those fall', async () => {
    const { companyId } = await companyWithLedger([
      ['2024-03-01T10:00:00Z', 'survey', 'positive', 40],
      ['2025-01-01T00:00:00Z', 'points_expired', 'expired', 40],
      ['2025-06-01T10:00:00Z', 'project_survey_completed', 'positive', 50],
      ['2026-01-20T10:00:00Z', 'order_reservation', 'negative', 20],
      ['2026-02-01T10:00:00Z', 'project_survey_completed', 'positive', 100],
    ]);
    expect(await summary(companyId)).toMatchObject({ company_points: 130, points: { to_expire: 30 } });
  });

  it('count the year by the clock, in UTC', async () => {
    const { companyId } = await companyWithLedger([
      ['2025-12-31T23:59:59Z', 'project_survey_completed', 'positive', 7],
      ['2026-01-01T00:00:00Z', 'project_survey_completed', 'positive', 11],
    ]);
    expect((await summary(companyId)).points.to_expire).toBe(7);
    expect((await summary(companyId, new Date('2025-12-31T23:59:59Z'))).points.to_expire).toBe(0);
    expect((await summary(companyId, new Date('2027-01-01T00:00:00Z'))).points.to_expire).toBe(18);
  });

  it('move on when the year turns', async () => {
    const { companyId, email } = await companyWithLedger([
      ['2025-06-01T10:00:00Z', 'project_survey_completed', 'positive', 50],
      ['2026-02-01T10:00:00Z', 'project_survey_completed', 'positive', 100],
      ['2026-02-15T10:00:00Z', 'order_reservation', 'negative', 30],
    ]);
    const read = async () => {
      const { pair } = await server.signIn(email);
      return (await server.call('GET', `/api/v1/company/points/${companyId}`, { token: pair.token })).body.data;
    };
    expect(await read()).toMatchObject({ company_points: 120, points: { to_expire: 20 } });
    server.clock.advance(310 * 24 * 3600); // into January 2027
    expect(await read()).toMatchObject({ company_points: 120, points: { to_expire: 120 } });
  });
});

describe('projects and scans in the summary', () => {
  it('counts projects by status, the points still to earn or lost, this year\'s scans and the credited ones', async () => {
    const company = await newCompany(server);
    const owner = projectApi(server, (await server.signIn(company.owner.email)).pair.token);
    const read = async () => (await owner.call('GET', `/v1/company/points/${company.companyId}`)).body.data;
    // Polish rules: windows 5, 10, 15 by class, other products 2, survey bonus 30.
    const closing = await owner.create();
    const reviewed = await owner.create();
    const open = await owner.create();
    const [comfort = '', flashing = '', remote = ''] = await registerSerials(server, 'pl', ['RW-MK06-PU', 'FL-MK06-TILE', 'AC-REMOTE']);
    const [czechPremium = '', czechFlashing = ''] = await registerSerials(server, 'cz', ['RW-MK06-SOLAR', 'FL-MK06-TILE']);
    const closingScans = [await owner.scanned(closing.uuid, comfort), await owner.scanned(closing.uuid, flashing)];
    const reviewedScans = [await owner.scanned(reviewed.uuid, czechPremium), await owner.scanned(reviewed.uuid, czechFlashing)];
    await owner.scanned(open.uuid, remote);
    expect(await read()).toMatchObject({
      company_points: 0,
      points: { in_prog: (10 + 2 + 30) + (15 + 2 + 30) + (2 + 30), lost: 0 },
      projects: { completed: 0, in_prog: 3, lost: 0 },
      // Windows: the comfort and the Czech premium one (SPEC §9 club card eligibility).
      scans: { current_year: 5, completed: 0, windows_current_year: 2 },
    });

    await owner.survey(closing.uuid, surveyFor(closingScans));
    await owner.survey(reviewed.uuid, surveyFor(reviewedScans));
    await server.dev('POST', '/api/dev/operator/review', { body: { project: reviewed.uuid, reject: [czechFlashing] } });
    expect(await read()).toMatchObject({
      company_points: 42,
      // The rejected flashing's 2 points are lost; the premium window is still in review.
      points: { completed: 42, in_prog: (15 + 30) + (2 + 30), lost: 2 },
      projects: { completed: 1, in_prog: 2, lost: 0 },
      scans: { current_year: 4, completed: 2, windows_current_year: 2 },
    });

    // A year on: the open project is lost, and last year's scans no longer count as this year's.
    server.clock.advance(366 * 24 * 3600);
    const later = await projectApi(server, (await server.signIn(company.owner.email)).pair.token)
      .call('GET', `/v1/company/points/${company.companyId}`);
    expect(later.body.data).toMatchObject({
      points: { in_prog: 15 + 30, lost: 2 + (2 + 30) },
      projects: { completed: 1, in_prog: 1, lost: 1 },
      scans: { current_year: 0, completed: 2, windows_current_year: 0 },
    });
  });
});
