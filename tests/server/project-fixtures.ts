/** Companies, serial numbers and API helpers for the project and scan tests. */
import { randomBytes } from 'node:crypto';
import { ROLES } from '../../src/contract/roles';
import { companies, users } from '../../src/server/db/schema';
import { importSerials } from '../../src/server/domain/product-catalogue';
import type { TestServer } from './harness';

/** New serial numbers registered for these products in a region (region id or slug). */
export async function registerSerials(server: TestServer, region: number | string, productCodes: string[]): Promise<string[]> {
  const rows = productCodes.map((product_code, index) => ({
    line: index + 1, serial_number: `T-1${randomBytes(6).toString('hex').toUpperCase()}`, product_code, region: String(region),
  }));
  const report = await importSerials(server.db, rows, server.clock.now(), { by: 'operator' });
  if (report.imported !== rows.length) throw new Error(`serials not imported: ${JSON.stringify(report.skipped)}`);
  return rows.map((row) => row.serial_number);
}

let sequence = 0;

/** A company of its own (so counts do not depend on the demo data) with an owner and an installer. */
export async function newCompany(server: TestServer, regionId = 10, languageId = 2) {
  sequence += 1;
  const tag = `${sequence}.${randomBytes(3).toString('hex')}`;
  const now = server.clock.now();
  const [company] = await server.db.insert(companies).values({
    name: `Dachy Projektowe ${tag}`, address: 'ul. Polna 3', city: 'Poznań', postalCode: '60-001', regionId, createdAt: now, updatedAt: now,
  }).returning();
  const companyId = company?.id ?? 0;
  const member = async (roleId: number, name: string) => {
    const email = `${name}.${tag}@projects.test`;
    const [user] = await server.db.insert(users).values({
      companyId, roleId, name: 'Jan', surname: name, email, languageId, createdAt: now, updatedAt: now,
    }).returning();
    return { id: user?.id ?? 0, email };
  };
  return { companyId, regionId, owner: await member(ROLES.owner, 'owner'), installer: await member(ROLES.installer, 'installer') };
}

export const ADDRESS = { name: 'Dom Nowaków', streetName: 'ul. Lipowa', houseNumber: '8', postalCode: '30-702', city: 'Kraków' };

/** The project and scan calls as one signed-in member. */
export function projectApi(server: TestServer, token: string) {
  const call = (method: string, path: string, body?: unknown) =>
    server.call(method, `/api${path}`, { token, ...(body === undefined ? {} : { body }) });
  return {
    call,
    async create(address: object = ADDRESS): Promise<{ uuid: string; id: number }> {
      const res = await call('POST', '/v1/project', address);
      if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    scan: (project: string, serial: string) => call('POST', '/v2/scans', { project_uuid: project, serial_number: serial }),
    async scanned(project: string, serial: string): Promise<{ uuid: string; needs_survey: boolean }> {
      const res = await call('POST', '/v2/scans', { project_uuid: project, serial_number: serial });
      if (res.status !== 200) throw new Error(`scan ${serial}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    survey: (project: string, response: unknown[] | string) =>
      call('POST', `/v1/project/${project}/survey`, { response: typeof response === 'string' ? response : JSON.stringify(response) }),
    get: (project: string) => call('GET', `/v1/project/${project}`),
  };
}

/** A complete survey for these scans: every question of each product that needs one. */
export function surveyFor(scans: { uuid: string; needs_survey: boolean }[]) {
  return scans.filter((scan) => scan.needs_survey).flatMap((scan) => [
    { uuid: scan.uuid, question_id: 'installation', answer_id: 'replacement' },
    { uuid: scan.uuid, question_id: 'building', answer_id: 'detached-house' },
  ]);
}
