/**
 * The console's review queue (issue 27 §2 "Review queue"): projects flagged by the fraud rules
 * with the reasons, inside the reviewer's regions; decisions with a reason the installer sees,
 * the same rules and ledger credits as `operator review`, one decision of two racing ones, each
 * on the audit log. Expected answers are written from the issue, SPEC §9's Polish points (windows
 * 5, 10, 15; others 2; survey bonus 30) and the demo data, not read from the code under test.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_STATUS } from '../../src/contract/projects';
import { notifications, pointsLedger } from '../../src/server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { newCompany, projectApi, registerSerials, surveyFor } from './project-fixtures';

let server: TestServer;
let reviewer: string;
let admin: string;
let support: string;
/** A reviewer limited to Czechia. */
let czechReviewer: string;

beforeAll(async () => {
  const high = { limit: 100_000, windowSeconds: 600 };
  server = await createTestServer({ rateLimits: { login: high, verify: high } });
  reviewer = (await server.staffSignIn('reviewer@staff.demo')).token;
  admin = (await server.staffSignIn('admin@staff.demo')).token;
  support = (await server.staffSignIn('support@staff.demo')).token;
  await server.dev('POST', '/api/dev/operator/staff', { body: { email: 'cz.reviewer@staff.demo', name: 'Czech Reviewer', roles: ['reviewer'], regions: ['cz'] } });
  czechReviewer = (await server.staffSignIn('cz.reviewer@staff.demo')).token;
});
afterAll(async () => {
  await server.close();
});

const { inReview, closed } = PROJECT_STATUS;
const get = (path: string, token = reviewer) => server.call('GET', `/api/staff/v1${path}`, { token });
const decide = (project: string, body: unknown, token = reviewer) =>
  server.call('POST', `/api/staff/v1/review/${project}/decisions`, { token, body, ip: '198.51.100.9' });
const operatorReview = (project: string, body: object) => server.dev('POST', '/api/dev/operator/review', { body: { project, ...body } });

/**
 * A new Polish company's project sent to review by its survey: a Polish window (accepted at once,
 * 5 points), a window sold for Czechia (10 points) and a flashing sold for Czechia (2 points),
 * both flagged "other_region".
 */
async function projectInReview() {
  const company = await newCompany(server);
  const owner = projectApi(server, (await server.signIn(company.owner.email)).pair.token);
  const project = await owner.create();
  const [own = ''] = await registerSerials(server, 'pl', ['RW-MK04-PINE']);
  const [window = '', flashing = ''] = await registerSerials(server, 'cz', ['RW-MK04-PU', 'FL-MK04-TILE']);
  const scans = [await owner.scanned(project.uuid, own), await owner.scanned(project.uuid, window), await owner.scanned(project.uuid, flashing)];
  const posted = await owner.survey(project.uuid, surveyFor(scans));
  expect(posted.body.data.status.id).toBe(inReview);
  return { company, owner, project, own, window, flashing, scans };
}

const ledgerOf = async (projectId: number) =>
  (await server.db.select().from(pointsLedger).where(eq(pointsLedger.projectId, projectId))).map((entry) => entry.points).sort((a, b) => a - b);

async function auditEntries(action: string) {
  const log = await get('/audit', admin);
  return (log.body.data as { action: string; by: string; company_id: number | null; client_ip: string | null; details: Record<string, unknown> }[])
    .filter((entry) => entry.action === action);
}

describe('the queue', () => {
  it('lists projects in review, the longest-waiting first, with each flagged scan and why', async () => {
    const first = await projectInReview();
    server.clock.advance(60);
    const second = await projectInReview();
    const queue = await get('/review');
    expect(queue.status).toBe(200);
    const mine = (queue.body.data as { uuid: string }[]).filter((entry) => [first.project.uuid, second.project.uuid].includes(entry.uuid));
    expect(mine.map((entry) => entry.uuid)).toEqual([first.project.uuid, second.project.uuid]);
    expect(mine[0]).toMatchObject({
      address: 'ul. Lipowa 8, 30-702 Kraków',
      company: { region: 'pl' },
      scans: 3,
      flagged: [
        { serial_number: first.window, reason: 'other_region' },
        { serial_number: first.flashing, reason: 'other_region' },
      ],
    });
    // The demo data's Polish project in review (ul. Lipowa 8, its Czech window) is waiting too.
    expect(queue.body.meta.total).toBeGreaterThanOrEqual(3);
  });

  it('shows one project with all its scans, flags and reasons; 404 for an unknown or malformed one', async () => {
    const { project, own, window } = await projectInReview();
    const shown = await get(`/review/${project.uuid}`);
    expect(shown.status).toBe(200);
    // The creator (newCompany's owner) reads the portal in Polish: a preset rejection reason is offered in it.
    expect(shown.body.data).toMatchObject({ uuid: project.uuid, status: { id: inReview }, creator_language: 'pl' });
    expect(shown.body.data.scans.map((scan: { serial_number: string; flag: number; flag_reason: string | null; points: number }) =>
      [scan.serial_number, scan.flag, scan.flag_reason, scan.points])).toEqual([
      [own, 1, null, 5],
      [window, 2, 'other_region', 10],
      [expect.any(String), 2, 'other_region', 2],
    ]);
    expect((await get('/review/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/review/not-a-uuid')).status).toBe(404);
  });

  it('keeps a region-limited reviewer inside the region: another region\'s project is neither listed nor shown nor decided', async () => {
    const { project, window } = await projectInReview();
    expect((await get('/review', czechReviewer)).body.data.map((entry: { uuid: string }) => entry.uuid)).not.toContain(project.uuid);
    expect((await get(`/review/${project.uuid}`, czechReviewer)).status).toBe(404);
    expect((await decide(project.uuid, { accept: [window] }, czechReviewer)).status).toBe(404);
    expect((await get(`/review/${project.uuid}`)).body.data.status.id).toBe(inReview);
  });

  it('is the reviewer\'s and the admin\'s desk, not support\'s', async () => {
    const { project, window } = await projectInReview();
    expect((await get('/review', support)).status).toBe(403);
    expect((await decide(project.uuid, { accept: [window] }, support)).status).toBe(403);
    expect((await get('/review', admin)).status).toBe(200);
  });
});

describe('decisions', () => {
  it('rejects with a reason the installer sees in the project and the notification, on the audit log', async () => {
    const { company, owner, project, window, flashing } = await projectInReview();
    const reason = 'Sold for Czechia: ask your wholesaler for a Polish one.';
    const answer = await decide(project.uuid, { reject: [{ scan: window.toLowerCase(), reason: `  ${reason} ` }] });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: inReview, accepted: 0, rejected: 1, waiting: [flashing], credited: 0 });

    const products = (await owner.get(project.uuid)).body.data.products as { serial_number: string; flag: number; rejection_reason: string | null }[];
    expect(products.map((p) => [p.serial_number, p.flag, p.rejection_reason])).toEqual([
      [expect.any(String), 1, null],
      [window, 3, reason],
      [flashing, 2, null],
    ]);
    const [notice] = await server.db.select().from(notifications)
      .where(and(eq(notifications.userId, company.owner.id), eq(notifications.event, 'scans_rejected')));
    expect(notice?.text).toBe(`1 zeskanowany produkt w projekcie pod adresem ul. Lipowa 8, 30-702 Kraków nie przeszedł weryfikacji i nie otrzyma punktów.\n${window}: ${reason}`);

    const [entry] = await auditEntries('review.decide');
    expect(entry).toMatchObject({
      by: 'reviewer@staff.demo', company_id: company.companyId, client_ip: '198.51.100.9',
      details: { project: project.uuid, accepted: [], rejected: [{ serial: window, reason }] },
    });
  });

  it('accepts by scan uuid; the last decision closes the project and credits what operator review credits', async () => {
    // The same project twice: one decided by the operator command, one in the console.
    const byOperator = await projectInReview();
    const byConsole = await projectInReview();
    await operatorReview(byOperator.project.uuid, { accept: [byOperator.window], reject: [byOperator.flashing] });
    const flashingUuid = byConsole.scans[2]?.uuid ?? '';
    const windowUuid = byConsole.scans[1]?.uuid ?? '';
    const answer = await decide(byConsole.project.uuid, { accept: [windowUuid], reject: [{ scan: flashingUuid, reason: 'Sold abroad.' }] });
    expect(answer.body.data).toEqual({ status: closed, accepted: 1, rejected: 1, waiting: [], credited: 5 + 10 + 30 });
    // The Polish window 5, the accepted Czech window 10, the survey bonus 30; the rejected flashing nothing.
    expect(await ledgerOf(byConsole.project.id)).toEqual([5, 10, 30]);
    expect(await ledgerOf(byOperator.project.id)).toEqual([5, 10, 30]);
    expect((await get(`/review/${byConsole.project.uuid}`)).body.data.status.id).toBe(closed);
    expect((await get('/review')).body.data.map((entry: { uuid: string }) => entry.uuid)).not.toContain(byConsole.project.uuid);
    // A closed project takes no more decisions.
    expect((await decide(byConsole.project.uuid, { accept: [windowUuid] })).status).toBe(409);
  });

  it('decides a scan once when two reviewers decide it at once: the other answers 409, one audit entry', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { project, window } = await projectInReview();
      const answers = await Promise.all([
        decide(project.uuid, { reject: [{ scan: window, reason: 'Sold abroad.' }] }, reviewer),
        decide(project.uuid, { accept: [window] }, admin),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const flags = (await get(`/review/${project.uuid}`)).body.data.scans.filter((scan: { serial_number: string }) => scan.serial_number === window);
      expect(flags).toHaveLength(1);
      expect([1, 3]).toContain(flags[0].flag);
      const entries = (await auditEntries('review.decide')).filter((entry) => entry.details.project === project.uuid);
      expect(entries).toHaveLength(1);
    }
  });

  it('refuses a rejection without a reason, nothing to decide, unknown scans and a scan both accepted and rejected', async () => {
    const { project, own, window } = await projectInReview();
    for (const body of [
      { reject: [{ scan: window }] },
      { reject: [{ scan: window, reason: '   ' }] },
      { reject: [{ scan: window, reason: 'x'.repeat(301) }] },
      {},
      { accept: [], reject: [] },
    ]) {
      expect({ body, status: (await decide(project.uuid, body)).status }).toEqual({ body, status: 422 });
    }
    for (const body of [{ accept: [own] }, { accept: ['PL-UNKNOWN-1'] }, { accept: [window], reject: [{ scan: window, reason: 'No.' }] }]) {
      expect({ body, status: (await decide(project.uuid, body)).status }).toEqual({ body, status: 422 });
    }
    expect((await get(`/review/${project.uuid}`)).body.data.scans.map((scan: { flag: number }) => scan.flag)).toEqual([1, 2, 2]);
  });

  it('writes the operator command\'s decisions on the audit log as the operator\'s, with its --reason', async () => {
    const { owner, project, window } = await projectInReview();
    expect((await operatorReview(project.uuid, { reject: [window], reason: 'Sold for Czechia.' })).status).toBe(200);
    const [entry] = await auditEntries('review.decide');
    expect(entry).toMatchObject({ by: 'operator', details: { project: project.uuid, rejected: [{ serial: window, reason: 'Sold for Czechia.' }] } });
    const products = (await owner.get(project.uuid)).body.data.products as { serial_number: string; rejection_reason: string | null }[];
    expect(products.find((p) => p.serial_number === window)?.rejection_reason).toBe('Sold for Czechia.');
  });
});
