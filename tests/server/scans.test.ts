/**
 * POST /v2/scans and DELETE /v2/scans/{uuid} with the fraud rules, the serial race across
 * companies, and the serial registry's import (CSV reading, idempotent import, operator route).
 */
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { MAX_SCANS_PER_PROJECT, PROJECT_MESSAGES, ProductScanResponse, SCAN_RULES } from '../../src/contract/projects';
import { scans, serials } from '../../src/server/db/schema';
import { importSerials, parseSerialCsv } from '../../src/server/domain/product-catalogue';
import { createTestServer, type TestServer } from './harness';
import { newCompany, projectApi, registerSerials, surveyFor } from './project-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A new Polish company's signed-in owner with a new project. */
async function ownerWithProject(regionId = 10) {
  const company = await newCompany(server, regionId);
  const owner = projectApi(server, (await server.signIn(company.owner.email)).pair.token);
  return { company, owner, project: await owner.create() };
}

/** Flags show once the project is in review or closed: post the survey and read them. */
async function flagsAfterSurvey(owner: ReturnType<typeof projectApi>, project: string) {
  const { products } = (await owner.get(project)).body.data as { products: { uuid: string; needs_survey: boolean }[] };
  const posted = await owner.survey(project, surveyFor(products));
  return (posted.body.data.products as { serial_number: string; flag: number }[]).map((p) => p.flag);
}

describe('POST /api/v2/scans', () => {
  it('registers a serial: the product, its base points in the project\'s region, no flag shown yet', async () => {
    const { owner, project } = await ownerWithProject();
    const [serial = ''] = await registerSerials(server, 'pl', ['RW-PK08-SOLAR']);
    // As typed from a label: lower case, a space for the hyphen (issue 28).
    const res = await owner.scan(project.uuid, ` ${serial.toLowerCase().replace('-', ' ')} `);
    expect(res.status).toBe(200);
    expect(v.parse(ProductScanResponse, res.body).data).toMatchObject({
      serial_number: serial, type: 'roof_window', size: '94 × 140 cm', variant: 'white-polyurethane-solar', window_class: 3,
      points: 15, flag: null, needs_survey: true, survey: [], created_at: server.clock.now().toISOString(),
    });
    const listed = await owner.call('GET', `/v1/product?projects_id=${project.id}`);
    expect(listed.body.data.map((p: { serial_number: string }) => p.serial_number)).toEqual([serial]);
  });

  it('refuses an unknown serial and one that is no serial at all, naming the field', async () => {
    const { owner, project } = await ownerWithProject();
    const unknown = await owner.scan(project.uuid, 'PL-000000-NOWHERE');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ serial_number: [PROJECT_MESSAGES.unknownSerial] });
    for (const bad of ['ab', 'PL_12345', '-PL12345', 'x'.repeat(41), 'PL 1234\u0000']) {
      const res = await owner.scan(project.uuid, bad);
      expect(res.status, bad).toBe(422);
      expect(Object.keys(res.body.errors), bad).toEqual(['serial_number']);
    }
    expect((await owner.call('POST', '/v2/scans', { project_uuid: 'not-a-uuid', serial_number: 'PL-100001' })).status).toBe(422);
    expect((await owner.call('POST', '/v2/scans', { serial_number: 'PL-100001' })).status).toBe(422);
  });

  it('scans a serial once, whichever company tries again', async () => {
    const first = await ownerWithProject();
    const second = await ownerWithProject();
    const [serial = ''] = await registerSerials(server, 'pl', ['FL-MK06-TILE']);
    expect((await first.owner.scan(first.project.uuid, serial)).status).toBe(200);
    for (const { owner, project } of [first, second]) {
      const again = await owner.scan(project.uuid, serial);
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ serial_number: [PROJECT_MESSAGES.serialTaken] });
    }
  });

  it('answers a repeated request (same client uuid) with the scan it registered, even once the project closed', async () => {
    const { owner, project } = await ownerWithProject();
    const [serial = ''] = await registerSerials(server, 'pl', ['FL-MK06-TILE']);
    const uuid = '6d1f0c2a-7b3e-4c5d-9e8f-0a1b2c3d4e5f';
    const send = () => owner.call('POST', '/v2/scans', { project_uuid: project.uuid, serial_number: serial, uuid });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ uuid, serial_number: serial });
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await owner.survey(project.uuid, [])).body.data.status.id).toBe(2);
    expect((await send()).body.data.uuid).toBe(uuid);
    const [row] = await server.db.select({ id: serials.id }).from(serials).where(eq(serials.serialNumber, serial));
    expect(await server.db.select().from(scans).where(eq(scans.serialId, row?.id ?? 0))).toHaveLength(1);
  });

  it('refuses a client uuid that names another serial\'s or another project\'s scan', async () => {
    const { owner, project } = await ownerWithProject();
    const other = await ownerWithProject();
    const [serial = '', next = ''] = await registerSerials(server, 'pl', ['FL-MK06-TILE', 'FL-MK04-TILE']);
    const uuid = '7e2a1d3b-8c4f-4d6e-a09f-1b2c3d4e5f60';
    expect((await owner.call('POST', '/v2/scans', { project_uuid: project.uuid, serial_number: serial, uuid })).status).toBe(200);
    for (const [caller, target, number] of [[owner, project.uuid, next], [other.owner, other.project.uuid, serial]] as const) {
      const res = await caller.call('POST', '/v2/scans', { project_uuid: target, serial_number: number, uuid });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ uuid: [PROJECT_MESSAGES.scanIdTaken] });
    }
    // The refused serial stays free.
    expect((await owner.scan(project.uuid, next)).status).toBe(200);
  });

  it('answers 404 for another company\'s project or an unknown one, and leaves the serial unscanned', async () => {
    const mine = await ownerWithProject();
    const theirs = await ownerWithProject(5);
    const [serial = ''] = await registerSerials(server, 'pl', ['FL-MK06-TILE']);
    for (const project of [theirs.project.uuid, '3f2b8c1e-9d4a-4e6f-8b7c-1a2d3e4f5a6b']) {
      const res = await mine.owner.scan(project, serial);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: SERVER_MESSAGES.notFound });
    }
    expect((await mine.owner.scan(mine.project.uuid, serial)).status).toBe(200);
  });

  it('refuses scans once the project is no longer in progress', async () => {
    const { owner, project } = await ownerWithProject();
    const [first = '', second = ''] = await registerSerials(server, 'pl', ['FL-MK06-TILE', 'FL-MK04-TILE']);
    await owner.scanned(project.uuid, first);
    expect((await owner.survey(project.uuid, [])).body.data.status.id).toBe(2);
    const res = await owner.scan(project.uuid, second);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROJECT_MESSAGES.notInProgress);
  });

  it(`holds at most ${MAX_SCANS_PER_PROJECT} scans per project`, async () => {
    const { company, owner, project } = await ownerWithProject();
    const codes = Array.from({ length: MAX_SCANS_PER_PROJECT + 1 }, () => 'AC-REMOTE');
    const numbers = await registerSerials(server, 'pl', codes);
    const registered = await server.db.select({ id: serials.id, serialNumber: serials.serialNumber }).from(serials);
    const idOf = new Map(registered.map((s) => [s.serialNumber, s.id]));
    // Filled in directly: through the API the per-minute limit would take ten fake minutes.
    await server.db.insert(scans).values(numbers.slice(0, MAX_SCANS_PER_PROJECT).map((number) => ({
      projectId: project.id, serialId: idOf.get(number) as number, installerId: company.owner.id, flag: 1 as const, points: 2, createdAt: server.clock.now(),
    })));
    const res = await owner.scan(project.uuid, numbers.at(-1) ?? '');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROJECT_MESSAGES.tooManyScans);
  });
});

describe('fraud rules', () => {
  it(`limits an installer to ${SCAN_RULES.perMinute} scans a minute, counting refused ones`, async () => {
    const { owner, project } = await ownerWithProject();
    server.clock.advance(60 - (server.clock.now().getTime() / 1000) % 60); // the start of a window
    const attempts = [];
    for (let i = 0; i < SCAN_RULES.perMinute; i += 1) attempts.push((await owner.scan(project.uuid, `PL-NOPE-${i}`)).status);
    expect(new Set(attempts)).toEqual(new Set([422]));
    const [serial = ''] = await registerSerials(server, 'pl', ['FL-MK06-TILE']);
    const limited = await owner.scan(project.uuid, serial);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The limit is the installer's own: another installer scans on, and this one again a minute later.
    const other = await ownerWithProject();
    expect((await other.owner.scan(other.project.uuid, serial)).status).toBe(200);
    const [another = ''] = await registerSerials(server, 'pl', ['FL-MK06-TILE']);
    server.clock.advance(60);
    expect((await owner.scan(project.uuid, another)).status).toBe(200);
  });

  it(`sends a burst (the ${SCAN_RULES.burstScans + 1}th scan within ${SCAN_RULES.burstWindowSeconds} s) to review`, async () => {
    const { owner, project } = await ownerWithProject();
    server.clock.advance(60 - (server.clock.now().getTime() / 1000) % 60);
    const numbers = await registerSerials(server, 'pl', Array.from({ length: SCAN_RULES.burstScans + 2 }, () => 'FL-MK06-TILE'));
    for (const number of numbers) {
      await owner.scanned(project.uuid, number);
      server.clock.advance(1);
    }
    const flags = await flagsAfterSurvey(owner, project.uuid);
    expect(flags).toEqual([...Array.from({ length: SCAN_RULES.burstScans }, () => 1), 2, 2]);
    const reasons = await server.db.select({ reason: scans.flagReason }).from(scans).where(eq(scans.projectId, project.id));
    expect(reasons.map((r) => r.reason).filter(Boolean)).toEqual(['burst', 'burst']);
  });

  it('sends a serial sold for another region to review, but not one sold for all regions', async () => {
    const { owner, project } = await ownerWithProject();
    server.clock.advance(120);
    const [czech = ''] = await registerSerials(server, 'cz', ['FL-MK06-TILE']);
    const [everywhere = ''] = await registerSerials(server, 'all', ['FL-MK06-TILE']);
    const [polish = ''] = await registerSerials(server, 'pl', ['FL-MK06-TILE']);
    for (const serial of [czech, everywhere, polish]) await owner.scanned(project.uuid, serial);
    expect(await flagsAfterSurvey(owner, project.uuid)).toEqual([2, 1, 1]);
    // In the order scanned (a table's own order is not one: PostgreSQL moves updated rows).
    const reasons = await server.db.select({ reason: scans.flagReason }).from(scans).where(eq(scans.projectId, project.id)).orderBy(asc(scans.id));
    expect(reasons.map((row) => row.reason)).toEqual(['other_region', null, null]);
  });
});

describe('the serial race', () => {
  it('two companies scanning one serial at the same moment make exactly one scan', async () => {
    const teams = [await ownerWithProject(), await ownerWithProject(13)];
    for (let round = 0; round < 10; round += 1) {
      const [serial = ''] = await registerSerials(server, 'pl', ['RW-MK06-PU']);
      const results = await Promise.all(teams.map(({ owner, project }) => owner.scan(project.uuid, serial)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      const [row] = await server.db.select({ id: serials.id }).from(serials).where(eq(serials.serialNumber, serial));
      expect(await server.db.select().from(scans).where(eq(scans.serialId, row?.id ?? 0))).toHaveLength(1);
      server.clock.advance(60);
    }
  });
});

describe('DELETE /api/v2/scans/{uuid}', () => {
  it('removes a scan while the project is in progress; the serial can be scanned again', async () => {
    const { owner, project } = await ownerWithProject();
    const [serial = ''] = await registerSerials(server, 'pl', ['RW-MK06-PU']);
    const scan = await owner.scanned(project.uuid, serial);
    expect((await owner.call('DELETE', `/v2/scans/${scan.uuid}`)).status).toBe(200);
    expect((await owner.get(project.uuid)).body.data.products).toEqual([]);
    expect((await owner.call('DELETE', `/v2/scans/${scan.uuid}`)).status).toBe(404);
    expect((await owner.scan(project.uuid, serial)).status).toBe(200);
  });

  it('refuses once the project is in review or closed', async () => {
    const { owner, project } = await ownerWithProject();
    const [foreign = ''] = await registerSerials(server, 'cz', ['FL-MK06-TILE']);
    const scan = await owner.scanned(project.uuid, foreign);
    expect((await owner.survey(project.uuid, [])).body.data.status.id).toBe(5);
    const res = await owner.call('DELETE', `/v2/scans/${scan.uuid}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROJECT_MESSAGES.notInProgress);
  });

  it('answers 404 for another company\'s scan, an unknown and a malformed uuid', async () => {
    const mine = await ownerWithProject();
    const theirs = await ownerWithProject(5);
    const [serial = ''] = await registerSerials(server, 'cz', ['FL-MK06-TILE']);
    const scan = await theirs.owner.scanned(theirs.project.uuid, serial);
    for (const uuid of [scan.uuid, '3f2b8c1e-9d4a-4e6f-8b7c-1a2d3e4f5a6b', 'not-a-uuid', '1']) {
      expect((await mine.owner.call('DELETE', `/v2/scans/${uuid}`)).status, uuid).toBe(404);
    }
    expect((await theirs.owner.get(theirs.project.uuid)).body.data.products).toHaveLength(1);
  });
});

describe('the serial registry import', () => {
  it('reads commas or semicolons, quotes, a byte-order mark and blank lines, and skips lines with the wrong cells', () => {
    const csv = '\uFEFFregion;"serial_number";product_code\r\npl;"PL-200001";RW-MK06-PU\r\n\r\ncz;CZ-200001\r\nsk;SK-200001;AC-REMOTE;extra\n';
    expect(parseSerialCsv(csv)).toEqual({
      rows: [{ line: 2, serial_number: 'PL-200001', product_code: 'RW-MK06-PU', region: 'pl' }],
      skipped: [
        { line: 4, serial_number: 'CZ-200001', reason: '2 cells where the header has 3' },
        { line: 5, serial_number: 'SK-200001', reason: '4 cells where the header has 3' },
      ],
    });
    expect(() => parseSerialCsv('serial,product\nPL-1,RW-MK06-PU')).toThrow(/serial_number, product_code, region/);
    expect(() => parseSerialCsv('')).toThrow(/first line/);
  });

  it('imports new serials, counts known ones as unchanged, and skips what is wrong, saying why', async () => {
    const now = server.clock.now();
    const rows = [
      { line: 2, serial_number: 'IMP-300001', product_code: 'RW-MK06-PU', region: 'pl' },
      { line: 3, serial_number: 'imp 300002', product_code: 'fl-mk06-tile', region: '5' },
      { line: 4, serial_number: 'IMP-300003', product_code: 'NO-SUCH-PRODUCT', region: 'pl' },
      { line: 5, serial_number: 'IMP-300004', product_code: 'RW-MK06-PU', region: 'xx' },
      { line: 6, serial_number: 'I', product_code: 'RW-MK06-PU', region: 'pl' },
      { line: 7, serial_number: 'IMP-300001', product_code: 'RW-MK06-PU', region: 'pl' },
    ];
    const first = await importSerials(server.db, rows, now, { by: 'operator' });
    expect(first.imported).toBe(2);
    expect(first.unchanged).toBe(0);
    expect(first.skipped.map((s) => [s.line, s.reason.split(' ').slice(0, 2).join(' ')])).toEqual([
      [4, 'unknown product'], [5, 'unknown region'], [6, 'not a'], [7, 'repeats line'],
    ]);
    const [stored] = await server.db.select().from(serials).where(eq(serials.serialNumber, 'IMP-300002'));
    expect(stored?.regionId).toBe(5);

    // Again: nothing new, nothing changed; and a serial is never moved to another product or region.
    expect(await importSerials(server.db, rows.slice(0, 2), now, { by: 'operator' })).toEqual({ imported: 0, unchanged: 2, skipped: [] });
    expect(await importSerials(server.db, [{ line: 8, serial_number: 'IMP-300001', product_code: 'AC-REMOTE', region: 'pl' }], now, { by: 'operator' })).toEqual({
      imported: 0, unchanged: 0,
      skipped: [{ line: 8, serial_number: 'IMP-300001', reason: 'already registered as another product or for another region' }],
    });
  });

  it('is what the operator route runs, from loopback only', async () => {
    const body = { rows: [{ line: 2, serial_number: 'OPS-400001', product_code: 'AC-REMOTE', region: 'sk' }] };
    const res = await server.dev('POST', '/api/dev/operator/serials', { body });
    expect(res.body).toEqual({ imported: 1, unchanged: 0, skipped: [] });
    expect((await server.call('POST', '/api/dev/operator/serials', { body, ip: '192.0.2.10' })).status).toBe(404);
    expect((await server.dev('POST', '/api/dev/operator/serials', { body: { rows: [] } })).status).toBe(422);
  });
});
