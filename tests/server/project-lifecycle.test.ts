/**
 * The project lifecycle (domain/project-lifecycle.ts): the transition table itself, then every
 * transition through the real app, with the points it credits and the notifications it raises,
 * and the closes that race (on PostgreSQL the requests really run at once).
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, PROJECT_STATUS, ProjectResponse } from '../../src/contract/projects';
import { notifications, pointsLedger } from '../../src/server/db/schema';
import {
  PROJECT_TRANSITIONS,
  acceptsScans,
  afterSurvey,
  nextStatus,
  showsScanFlags,
  statusAt,
  type ProjectEvent,
} from '../../src/server/domain/project-lifecycle';
import { notifyLostProjects } from '../../src/server/domain/projects';
import { createTestServer, type TestServer } from './harness';
import { newCompany, projectApi, registerSerials, surveyFor } from './project-fixtures';

const { inProgress, closed, lost, surveyPosted, inReview } = PROJECT_STATUS;
const STATUSES = [inProgress, closed, lost, surveyPosted, inReview] as const;
const EVENTS: ProjectEvent[] = ['post survey', 'settle', 'decide scans', 'pass deadline'];

describe('the transition table', () => {
  it('takes each transition exactly when its guard holds', () => {
    expect(PROJECT_TRANSITIONS.map((t) => `${t.from} ${t.event} ${t.to}`)).toEqual([
      '1 post survey 4', '4 settle 5', '4 settle 2', '5 decide scans 5', '5 decide scans 2', '1 pass deadline 3',
    ]);
    expect(nextStatus(inProgress, 'post survey', { scans: 2, inReview: 0 })).toBe(surveyPosted);
    expect(nextStatus(inProgress, 'post survey', { scans: 0, inReview: 0 })).toBeNull();
    expect(nextStatus(surveyPosted, 'settle', { scans: 2, inReview: 1 })).toBe(inReview);
    expect(nextStatus(surveyPosted, 'settle', { scans: 2, inReview: 0 })).toBe(closed);
    expect(nextStatus(inReview, 'decide scans', { scans: 2, inReview: 1 })).toBe(inReview);
    expect(nextStatus(inReview, 'decide scans', { scans: 2, inReview: 0 })).toBe(closed);
    expect(nextStatus(inProgress, 'pass deadline', { scans: 0, inReview: 0 })).toBe(lost);
  });

  it('has no transition for any other status and event', () => {
    const listed = new Set(PROJECT_TRANSITIONS.map((t) => `${t.from} ${t.event}`));
    for (const status of STATUSES) {
      for (const event of EVENTS) {
        if (listed.has(`${status} ${event}`)) continue;
        expect(nextStatus(status, event, { scans: 3, inReview: 1 }), `${status} ${event}`).toBeNull();
        expect(nextStatus(status, event, { scans: 3, inReview: 0 }), `${status} ${event}`).toBeNull();
      }
    }
  });

  it('settles a posted survey at once, and refuses it without scans or outside "in progress"', () => {
    expect(afterSurvey(inProgress, { scans: 3, inReview: 0 })).toBe(closed);
    expect(afterSurvey(inProgress, { scans: 3, inReview: 2 })).toBe(inReview);
    expect(afterSurvey(inProgress, { scans: 0, inReview: 0 })).toBeNull();
    for (const status of [closed, lost, inReview]) expect(afterSurvey(status, { scans: 3, inReview: 0 })).toBeNull();
  });

  it('loses an open project at its deadline, and nothing else', () => {
    const deadline = new Date('2026-06-01T00:00:00Z');
    const before = new Date('2026-05-31T23:59:59Z');
    expect(statusAt(inProgress, deadline, before)).toBe(inProgress);
    expect(statusAt(inProgress, deadline, deadline)).toBe(lost);
    for (const status of [closed, inReview]) expect(statusAt(status, deadline, new Date('2027-01-01T00:00:00Z'))).toBe(status);
  });

  it('takes scans only in progress and shows flags only from review on', () => {
    expect(STATUSES.filter(acceptsScans)).toEqual([inProgress]);
    expect(STATUSES.filter(showsScanFlags)).toEqual([closed, inReview]);
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A company with a signed-in owner and installer, in Poland (survey bonus 30; windows 5, 10, 15; others 2). */
async function polishTeam() {
  const company = await newCompany(server);
  const owner = projectApi(server, (await server.signIn(company.owner.email)).pair.token);
  const installer = projectApi(server, (await server.signIn(company.installer.email)).pair.token);
  return { company, owner, installer };
}

const ledgerOf = (projectId: number) => server.db.select().from(pointsLedger).where(eq(pointsLedger.projectId, projectId));
const notificationsOf = async (userId: number, event: string) =>
  server.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.event, event)));
const review = (project: string, decisions: { accept?: string[]; reject?: string[] }) =>
  server.dev('POST', '/api/dev/operator/review', { body: { project, ...decisions } });

describe('in progress → survey posted → closed', () => {
  it('credits every accepted scan to its installer and the survey bonus to whoever posted it, once', async () => {
    const { company, owner, installer } = await polishTeam();
    const project = await installer.create();
    const [premium = '', flashing = ''] = await registerSerials(server, 'pl', ['RW-MK06-SOLAR', 'FL-MK06-TILE']);
    const scans = [await installer.scanned(project.uuid, premium), await owner.scanned(project.uuid, flashing)];

    const posted = await owner.survey(project.uuid, surveyFor(scans));
    expect(posted.status).toBe(200);
    const answer = v.parse(ProjectResponse, posted.body).data;
    expect(answer).toMatchObject({ status: { id: closed, name: 'closed' }, available_points: 15 + 2 + 30, max_points: 47, days_left: null });
    expect(answer.products.map((p) => p.flag)).toEqual([1, 1]);
    expect(answer.survey).toHaveLength(2);

    const entries = (await ledgerOf(project.id)).map((e) => [e.reason, e.points, e.installerId, e.variation, e.companyId]);
    expect(entries.sort()).toEqual([
      ['project_survey_completed', 30, company.owner.id, 'positive', company.companyId],
      ['scan_accepted', 15, company.installer.id, 'positive', company.companyId],
      ['scan_accepted', 2, company.owner.id, 'positive', company.companyId],
    ].sort());
    const [notice] = await notificationsOf(company.installer.id, 'project_closed');
    expect(notice).toMatchObject({
      type: 'info',
      title: 'Projekt zamknięty',
      text: 'Projekt pod adresem ul. Lipowa 8, 30-702 Kraków został zamknięty. Twoja firma otrzymała 47 punktów.',
    });

    // Posting again (a retry) changes nothing.
    const again = await owner.survey(project.uuid, surveyFor(scans));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PROJECT_MESSAGES.notInProgress);
    expect(await ledgerOf(project.id)).toHaveLength(3);
  });

  it('refuses a survey of a project without scans (the guard of "post survey")', async () => {
    const { owner } = await polishTeam();
    const project = await owner.create();
    const res = await owner.survey(project.uuid, []);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROJECT_MESSAGES.noScans);
  });
});

describe('in progress → survey posted → in review → closed', () => {
  it('reviews flagged scans, stays in review while any is left, closes and credits the accepted ones', async () => {
    const { company, owner } = await polishTeam();
    const project = await owner.create();
    const [own = ''] = await registerSerials(server, 'pl', ['RW-MK04-PINE']);
    const [czech = '', slovak = ''] = await registerSerials(server, 'cz', ['RW-MK04-PU', 'FL-MK04-TILE']);
    const scans = [await owner.scanned(project.uuid, own), await owner.scanned(project.uuid, czech), await owner.scanned(project.uuid, slovak)];

    const posted = await owner.survey(project.uuid, surveyFor(scans));
    expect(posted.status).toBe(200);
    expect(posted.body.data).toMatchObject({ status: { id: inReview, name: 'in_review' }, available_points: 5 + 30, max_points: 5 + 10 + 2 + 30 });
    expect(posted.body.data.products.map((p: { flag: number }) => p.flag)).toEqual([1, 2, 2]);
    expect(await ledgerOf(project.id)).toEqual([]);
    expect(await notificationsOf(company.owner.id, 'project_in_review')).toMatchObject([{ type: 'warning', title: 'Projekt w weryfikacji' }]);

    // One decision: still in review.
    const first = await review(project.uuid, { reject: [slovak.toLowerCase()] });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: inReview, accepted: 0, rejected: 1, waiting: [czech], credited: 0 });
    expect(await notificationsOf(company.owner.id, 'scans_rejected')).toMatchObject([{
      type: 'important',
      text: '1 zeskanowany produkt w projekcie pod adresem ul. Lipowa 8, 30-702 Kraków nie przeszedł weryfikacji i nie otrzyma punktów.',
    }]);
    expect((await owner.get(project.uuid)).body.data).toMatchObject({ status: { id: inReview }, max_points: 5 + 10 + 30 });

    // The last one: closed, the accepted scans and the bonus credited, the rejected one not.
    const last = await review(project.uuid, { accept: [czech] });
    expect(last.body).toEqual({ status: closed, accepted: 1, rejected: 0, waiting: [], credited: 5 + 10 + 30 });
    expect((await owner.get(project.uuid)).body.data.products.map((p: { flag: number }) => p.flag)).toEqual([1, 1, 3]);
    expect((await ledgerOf(project.id)).map((e) => e.points).sort((a, b) => a - b)).toEqual([5, 10, 30]);
    expect(await notificationsOf(company.owner.id, 'project_closed')).toHaveLength(1);

    // Reviewing a closed project is refused.
    expect((await review(project.uuid, { accept: [czech] })).status).toBe(409);
  });

  it('credits nothing, not even the bonus, when every scan is rejected', async () => {
    const { company, owner } = await polishTeam();
    const project = await owner.create();
    const [foreign = ''] = await registerSerials(server, 'sk', ['RW-MK06-PU']);
    const scans = [await owner.scanned(project.uuid, foreign)];
    await owner.survey(project.uuid, surveyFor(scans));
    expect((await review(project.uuid, { reject: [foreign] })).body).toMatchObject({ status: closed, credited: 0 });
    expect(await ledgerOf(project.id)).toEqual([]);
    expect(await notificationsOf(company.owner.id, 'project_closed')).toMatchObject([{
      text: 'Projekt pod adresem ul. Lipowa 8, 30-702 Kraków został zamknięty. Żaden zeskanowany produkt nie został zaakceptowany, więc projekt nie przyniósł punktów.',
    }]);
  });

  it('refuses decisions on serials that are no flagged scan of the project, and empty or contradictory ones', async () => {
    const { owner } = await polishTeam();
    const project = await owner.create();
    const [own = '', foreign = ''] = [...await registerSerials(server, 'pl', ['FL-MK04-TILE']), ...await registerSerials(server, 'cz', ['FL-MK04-TILE'])];
    await owner.scanned(project.uuid, own);
    await owner.scanned(project.uuid, foreign);
    await owner.survey(project.uuid, []);
    for (const decisions of [{ accept: [own] }, { reject: ['PL-UNKNOWN-1'] }, {}, { accept: [foreign], reject: [foreign] }]) {
      expect((await review(project.uuid, decisions)).status, JSON.stringify(decisions)).toBe(422);
    }
    expect((await review('00000000-0000-4000-8000-00000000dead', { accept: [foreign] })).status).toBe(404);
    expect((await owner.get(project.uuid)).body.data.status.id).toBe(inReview);
  });
});

describe('in progress → lost', () => {
  it('is lost once the deadline passes without a survey, in every answer at once', async () => {
    // Moves the shared clock by 90 days: every other test signs in afresh and makes its own projects.
    const company = await newCompany(server);
    const signedIn = async () => projectApi(server, (await server.signIn(company.owner.email)).pair.token);
    let owner = await signedIn();
    const project = await owner.create();
    const [serial = '', later = ''] = await registerSerials(server, 'pl', ['RW-MK06-PU', 'FL-MK06-TILE']);
    const scans = [await owner.scanned(project.uuid, serial)];
    expect((await owner.get(project.uuid)).body.data).toMatchObject({ status: { id: inProgress }, days_left: 90 });

    server.clock.advance(90 * 24 * 3600 - 1);
    owner = await signedIn();
    expect((await owner.get(project.uuid)).body.data).toMatchObject({ status: { id: inProgress }, days_left: 1 });
    server.clock.advance(1);
    expect((await owner.get(project.uuid)).body.data).toMatchObject({
      status: { id: lost, name: 'lost' }, days_left: null, available_points: 0, max_points: 10 + 30,
    });
    const lostOnes = await owner.call('GET', '/v1/project?status=3');
    expect(lostOnes.body.data.map((p: { uuid: string }) => p.uuid)).toEqual([project.uuid]);
    expect((await owner.call('GET', '/v1/project?status=1')).body.data).toEqual([]);
    const summary = await owner.call('GET', `/v1/company/points/${company.companyId}`);
    expect(summary.body.data).toMatchObject({ projects: { lost: 1, in_prog: 0 }, points: { lost: 40, in_prog: 0 }, scans: { current_year: 0 } });

    expect((await owner.survey(project.uuid, surveyFor(scans))).status).toBe(409);
    expect((await owner.scan(project.uuid, later)).status).toBe(409);
    expect((await owner.call('DELETE', `/v2/scans/${scans[0]?.uuid}`)).status).toBe(409);
  });

  it('tells the creator once, at the first sweep after the deadline, in his language', async () => {
    const company = await newCompany(server, 10, 2);
    const owner = projectApi(server, (await server.signIn(company.owner.email)).pair.token);
    const project = await owner.create();
    const street = (await owner.get(project.uuid)).body.data.street_name as string;
    const sweep = () => notifyLostProjects(server.db, server.clock.now());

    await sweep();
    expect(await notificationsOf(company.owner.id, 'project_lost')).toEqual([]);
    server.clock.advance(90 * 24 * 3600);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    await sweep();
    const notices = await notificationsOf(company.owner.id, 'project_lost');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'warning', title: 'Projekt utracony' });
    expect(notices[0]?.text).toContain(street);
  });
});

describe('closes that race', () => {
  it('two survey posts at once close the project once and credit it once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { owner, installer } = await polishTeam();
      const project = await owner.create();
      const serials = await registerSerials(server, 'pl', ['RW-MK06-PU', 'FL-MK06-TILE']);
      const scans = [];
      for (const serial of serials) scans.push(await owner.scanned(project.uuid, serial));
      const results = await Promise.all([owner.survey(project.uuid, surveyFor(scans)), installer.survey(project.uuid, surveyFor(scans))]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await ledgerOf(project.id)).map((e) => e.points).sort((a, b) => a - b)).toEqual([2, 10, 30]);
    }
  });

  it('two reviews closing the same project at once credit it once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { owner } = await polishTeam();
      const project = await owner.create();
      const [foreign = ''] = await registerSerials(server, 'cz', ['RW-MK06-PU']);
      await owner.survey(project.uuid, surveyFor([await owner.scanned(project.uuid, foreign)]));
      const results = await Promise.all([review(project.uuid, { accept: [foreign] }), review(project.uuid, { accept: [foreign] })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await ledgerOf(project.id)).map((e) => e.points).sort((a, b) => a - b)).toEqual([10, 30]);
    }
  });
});
