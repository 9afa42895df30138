/**
 * /api/v1/project, /api/v1/project/{uuid}, its survey and /api/v1/product: good and bad input,
 * paging and filters, and company scoping (another company's project answers 404 everywhere).
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { Ok } from '../../src/contract/company';
import {
  PROJECT_MESSAGES,
  PROJECTS_PAGE_SIZE,
  ProductScansResponse,
  ProjectResponse,
  ProjectsPage,
} from '../../src/contract/projects';
import { createTestServer, type TestServer } from './harness';
import { ADDRESS, newCompany, projectApi, registerSerials, surveyFor } from './project-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function team(regionId = 10, languageId = 2) {
  const company = await newCompany(server, regionId, languageId);
  const owner = projectApi(server, (await server.signIn(company.owner.email)).pair.token);
  const installer = projectApi(server, (await server.signIn(company.installer.email)).pair.token);
  return { company, owner, installer };
}

const UNKNOWN_UUID = '3f2b8c1e-9d4a-4e6f-8b7c-1a2d3e4f5a6b';

describe('POST /api/v1/project', () => {
  it('opens a project for the region\'s open period with the region\'s survey bonus', async () => {
    const { company, owner } = await team();
    const res = await owner.call('POST', '/v1/project', { ...ADDRESS, postalCode: ' 30-702 ', houseNumber: '  ' });
    expect(res.status).toBe(200);
    const project = v.parse(ProjectResponse, res.body).data;
    const now = server.clock.now();
    expect(project).toMatchObject({
      name: 'Dom Nowaków', street_name: 'ul. Lipowa', house_number: null, postal_code: '30-702', city: 'Kraków',
      created_at: now.toISOString(), deadline: new Date(now.getTime() + 90 * 24 * 3600_000).toISOString(), days_left: 90,
      status: { id: 1, name: 'in_progress' }, available_points: 0, max_points: 0, survey_points: 30, products_count: 0,
      creator: { id: company.owner.id, name: 'Jan', surname: 'owner' }, products: [], survey: [], survey_posted_at: null,
    });
    const czech = await team(5, 3);
    expect((await czech.owner.create()).uuid).toBeTruthy();
    expect((await czech.owner.call('GET', '/v1/project')).body.data[0].survey_points).toBe(20);
  });

  it('needs a street and a postal code; the rest is optional and bounded', async () => {
    const { owner } = await team();
    expect((await owner.call('POST', '/v1/project', { streetName: 'ul. Polna', postalCode: '60-001' })).status).toBe(200);
    const cases: [object, string][] = [
      [{ postalCode: '60-001' }, 'streetName'],
      [{ streetName: 'ul. Polna' }, 'postalCode'],
      [{ streetName: '   ', postalCode: '60-001' }, 'streetName'],
      [{ streetName: 'ul. Polna', postalCode: '' }, 'postalCode'],
      [{ streetName: 'ul. Polna', postalCode: '1'.repeat(13) }, 'postalCode'],
      [{ streetName: 'ul. Polna', postalCode: '60-001', city: 'x'.repeat(101) }, 'city'],
      [{ streetName: 'ul. Polna', postalCode: '60-001', houseNumber: 8 }, 'houseNumber'],
      [{ streetName: 'ul.\u0000Polna', postalCode: '60-001' }, 'streetName'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.call('POST', '/v1/project', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field]);
    }
  });
});

describe('GET /api/v1/project', () => {
  it('pages the company\'s projects, newest first, 20 to a page', async () => {
    const { owner, installer } = await team();
    const created = [];
    for (let i = 0; i < PROJECTS_PAGE_SIZE + 2; i += 1) {
      created.push((await (i % 2 ? installer : owner).create({ ...ADDRESS, houseNumber: String(i) })).uuid);
      server.clock.advance(1);
    }
    const first = v.parse(ProjectsPage, (await owner.call('GET', '/v1/project')).body);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 22 });
    expect(first.data.map((p) => p.uuid)).toEqual(created.slice().reverse().slice(0, 20));
    const second = (await owner.call('GET', '/v1/project?page=2')).body;
    expect(second.data.map((p: { uuid: string }) => p.uuid)).toEqual(created.slice(0, 2).reverse());
    const beyond = (await owner.call('GET', '/v1/project?page=6&limit=5')).body;
    expect(beyond).toEqual({ data: [], meta: { current_page: 6, last_page: 5, per_page: 5, total: 22 } });
    // constrainTo=mine: the caller's own projects only.
    const mine = (await installer.call('GET', '/v1/project?constrainTo=mine&limit=50')).body;
    expect(mine.meta.total).toBe(11);
    expect(mine.data.every((p: { creator: { surname: string } }) => p.creator.surname === 'installer')).toBe(true);
  });

  it('filters by status; 1 and 4 both mean in progress', async () => {
    const { owner } = await team();
    const open = await owner.create();
    const closing = await owner.create();
    const reviewed = await owner.create();
    const [a = '', b = ''] = await registerSerials(server, 'pl', ['FL-MK06-TILE', 'FL-MK04-TILE']);
    const [foreign = ''] = await registerSerials(server, 'cz', ['FL-MK06-TILE']);
    await owner.scanned(closing.uuid, a);
    await owner.scanned(reviewed.uuid, foreign);
    await owner.scanned(open.uuid, b);
    await owner.survey(closing.uuid, []);
    await owner.survey(reviewed.uuid, []);
    const uuidsOf = async (query: string) =>
      (await owner.call('GET', `/v1/project${query}`)).body.data.map((p: { uuid: string }) => p.uuid);
    expect(await uuidsOf('?status=1')).toEqual([open.uuid]);
    expect(await uuidsOf('?status=4')).toEqual([open.uuid]);
    expect(await uuidsOf('?status=2')).toEqual([closing.uuid]);
    expect(await uuidsOf('?status=5')).toEqual([reviewed.uuid]);
    expect(await uuidsOf('?status=3')).toEqual([]);
    expect(await uuidsOf('')).toEqual([reviewed.uuid, closing.uuid, open.uuid]);
  });

  it('refuses bad paging and filters with 422', async () => {
    const { owner } = await team();
    for (const query of ['page=0', 'page=abc', 'limit=51', 'limit=0', 'status=6', 'status=1.0', 'constrainTo=all', 'page=99999999999']) {
      const res = await owner.call('GET', `/v1/project?${query}`);
      expect(res.status, query).toBe(422);
    }
  });

  it('never lists another company\'s projects', async () => {
    const mine = await team();
    const theirs = await team(5, 3);
    await theirs.owner.create();
    expect((await mine.owner.call('GET', '/v1/project')).body.meta.total).toBe(0);
  });
});

describe('GET and DELETE /api/v1/project/{uuid}', () => {
  it('answers the project with its scans; 404 for another company\'s, an unknown or a malformed uuid', async () => {
    const mine = await team();
    const theirs = await team(13, 4);
    const project = await mine.owner.create();
    const [serial = ''] = await registerSerials(server, 'pl', ['RW-MK06-PINE']);
    await mine.installer.scanned(project.uuid, serial);
    const res = await mine.installer.get(project.uuid);
    expect(res.status).toBe(200);
    expect(v.parse(ProjectResponse, res.body).data).toMatchObject({
      products_count: 1, available_points: 5 + 30, max_points: 35,
      products: [{ serial_number: serial, type: 'roof_window', window_class: 1, points: 5, flag: null, needs_survey: true }],
    });
    for (const uuid of [project.uuid, UNKNOWN_UUID, 'not-a-uuid', '12']) {
      const other = await theirs.owner.get(uuid);
      expect(other.status, uuid).toBe(404);
      expect(other.body).toEqual({ message: SERVER_MESSAGES.notFound });
      expect((await theirs.owner.call('DELETE', `/v1/project/${uuid}`)).status, uuid).toBe(404);
    }
    expect((await mine.owner.get(project.uuid)).status).toBe(200);
  });

  it('deletes only a project without scans', async () => {
    const { owner } = await team();
    const empty = await owner.create();
    const scanned = await owner.create();
    const [serial = ''] = await registerSerials(server, 'pl', ['FL-MK06-TILE']);
    await owner.scanned(scanned.uuid, serial);
    const refused = await owner.call('DELETE', `/v1/project/${scanned.uuid}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PROJECT_MESSAGES.hasScans);
    const deleted = await owner.call('DELETE', `/v1/project/${empty.uuid}`);
    expect(deleted.status).toBe(200);
    expect(v.is(Ok, deleted.body)).toBe(true);
    expect((await owner.get(empty.uuid)).status).toBe(404);
    expect((await owner.call('DELETE', `/v1/project/${empty.uuid}`)).status).toBe(404);
  });
});

describe('POST /api/v1/project/{uuid}/survey', () => {
  async function projectWithWindowAndFlashing() {
    const { owner } = await team();
    const project = await owner.create();
    const [window = '', flashing = ''] = await registerSerials(server, 'pl', ['RW-MK06-PU', 'FL-MK06-TILE']);
    const scans = [await owner.scanned(project.uuid, window), await owner.scanned(project.uuid, flashing)];
    return { owner, project, scans };
  }

  it('stores the answers about each product that needs them', async () => {
    const { owner, project, scans } = await projectWithWindowAndFlashing();
    const res = await owner.survey(project.uuid, surveyFor(scans));
    expect(res.status).toBe(200);
    const answer = v.parse(ProjectResponse, res.body).data;
    expect(answer.survey_posted_at).toBe(server.clock.now().toISOString());
    expect(answer.products.map((p) => p.survey.map((a) => a.answer_id))).toEqual([['replacement', 'detached-house'], []]);
    expect(answer.survey).toEqual(surveyFor(scans));
  });

  it('refuses an incomplete or wrong survey with 422, saying what is wrong, and leaves the project open', async () => {
    const { owner, project, scans } = await projectWithWindowAndFlashing();
    const [window, flashing] = scans;
    const complete = surveyFor(scans);
    const cases: [unknown, RegExp][] = [
      [[], /no answer to installation for/],
      [complete.slice(1), /no answer to installation/],
      [[...complete, { uuid: flashing?.uuid, question_id: 'installation', answer_id: 'replacement' }], /is no scan of this project that the survey asks about/],
      [[...complete, { uuid: UNKNOWN_UUID, question_id: 'installation', answer_id: 'replacement' }], /is no scan of this project/],
      [complete.map((a) => ({ ...a, answer_id: 'garden-shed' })), /unknown answer garden-shed/],
      [[...complete, { uuid: window?.uuid, question_id: 'colour', answer_id: 'red' }], /unknown question colour/],
      [[...complete, complete[0]], /several answers to installation/],
    ];
    for (const [response, message] of cases) {
      const res = await owner.survey(project.uuid, response as unknown[]);
      expect(res.status, JSON.stringify(response)).toBe(422);
      expect(res.body.errors.response.join(' '), JSON.stringify(response)).toMatch(message);
    }
    for (const text of ['not json', '{"uuid":1}', '[{"uuid":"x","question_id":"a","answer_id":"b"}]', '[{"extra":1}]']) {
      expect((await owner.survey(project.uuid, text)).status, text).toBe(422);
    }
    expect((await owner.call('POST', `/v1/project/${project.uuid}/survey`, {})).status).toBe(422);
    expect((await owner.get(project.uuid)).body.data.status.id).toBe(1);
  });

  it('answers 404 for another company\'s project', async () => {
    const { project, scans } = await projectWithWindowAndFlashing();
    const theirs = await team(5, 3);
    expect((await theirs.owner.survey(project.uuid, surveyFor(scans))).status).toBe(404);
    expect((await theirs.owner.survey('not-a-uuid', [])).status).toBe(404);
  });
});

describe('GET /api/v1/product', () => {
  it('lists a project\'s scans, flags shown from review on; 404 for another company\'s or an unknown project', async () => {
    const mine = await team();
    const theirs = await team(5, 3);
    const project = await mine.owner.create();
    const [foreign = ''] = await registerSerials(server, 'cz', ['FL-MK06-TILE']);
    await mine.owner.scanned(project.uuid, foreign);
    const before = await mine.owner.call('GET', `/v1/product?projects_id=${project.id}`);
    expect(v.parse(ProductScansResponse, before.body).data.map((p) => p.flag)).toEqual([null]);
    await mine.owner.survey(project.uuid, []);
    const after = await mine.owner.call('GET', `/v1/product?projects_id=${project.id}`);
    expect(after.body.data.map((p: { flag: number }) => p.flag)).toEqual([2]);

    for (const id of [project.id, 2147483647]) {
      expect((await theirs.owner.call('GET', `/v1/product?projects_id=${id}`)).status, String(id)).toBe(404);
    }
    for (const query of ['', '?projects_id=', '?projects_id=abc', '?projects_id=0', '?projects_id=2147483648', '?projects_id=1.5']) {
      expect((await mine.owner.call('GET', `/v1/product${query}`)).status, query).toBe(422);
    }
  });
});

/**
 * SPEC §3 lists projects_count among the user's own fields (beside contribute_points); the
 * company's project figures are the points summary's. So it counts the projects the user opened,
 * in any status: DEMO_PROJECTS has two opened by installer@demo.pl and one by owner@demo.pl.
 */
describe('projects_count in GET /api/v1/company/user/self', () => {
  const countOf = async (token: string) => (await server.call('GET', '/api/v1/company/user/self', { token })).body.data.projects_count;

  it('counts the projects the user opened, in any status, not the colleagues\'', async () => {
    const owner = (await server.signIn('owner@demo.pl')).pair.token;
    const installer = (await server.signIn('installer@demo.pl')).pair.token;
    const czOwner = (await server.signIn('owner@demo.cz')).pair.token;
    expect([await countOf(owner), await countOf(installer), await countOf(czOwner)]).toEqual([1, 2, 0]);

    const created = await projectApi(server, owner).create();
    expect([await countOf(owner), await countOf(installer)]).toEqual([2, 2]);

    expect((await server.call('DELETE', `/api/v1/project/${created.uuid}`, { token: owner })).status).toBe(200);
    expect(await countOf(owner)).toBe(1);
  });
});
