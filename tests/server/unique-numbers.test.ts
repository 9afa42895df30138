/**
 * A registration number belongs to one company of a region, whichever of the two number columns
 * holds it, also when writers race (issue: two owners patching at the same moment left one number
 * in both companies 17 times in 20). On PostgreSQL the requests really run in parallel; on PGlite
 * they interleave between statements. The outcome must be the same on both.
 */
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { REGION_IDS } from '../../src/contract/regions';
import { companies } from '../../src/server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { czechIco, czechRegistration, nextSequence } from './registration-fixtures';

let server: TestServer;
const owners: { token: string; companyId: number }[] = [];

async function ownerOf(email: string) {
  const { pair } = await server.signIn(email);
  const self = await server.call('GET', '/api/v1/company/user/self', { token: pair.token });
  return { token: pair.token, companyId: self.body.data.company.id as number };
}

beforeAll(async () => {
  server = await createTestServer({
    rateLimits: { login: { limit: 1000, windowSeconds: 600 }, verify: { limit: 1000, windowSeconds: 600 }, register: { limit: 1000, windowSeconds: 600 } },
  });
  for (let i = 0; i < 2; i += 1) {
    const registration = czechRegistration();
    expect((await server.call('POST', '/api/v2/company/register', { body: registration, ip: server.newIp() })).status).toBe(201);
    owners.push(await ownerOf(registration.installer.email));
  }
});
afterAll(async () => {
  await server.close();
});

/** A valid IČO; Czech companies can hold it in either column (a DIČ may be the digits of an IČO). */
const freshNumber = () => czechIco(nextSequence());

/** How many Czech companies hold `value` in either column. */
async function holders(value: string): Promise<number> {
  const rows = await server.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.regionId, REGION_IDS.czechia), or(eq(companies.registrationNumber, value), eq(companies.registrationNumber2, value))));
  return rows.length;
}

const patchNumber = (owner: { token: string; companyId: number }, field: string, value: string) =>
  server.call('PATCH', `/api/v1/company/${owner.companyId}`, { token: owner.token, body: { [field]: value } });

function expectOneWinner(results: { status: number; body: { errors?: Record<string, string[]> } }[]) {
  expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  const loser = results.find((r) => r.status === 422);
  expect(Object.values(loser?.body.errors ?? {}).flat()).toEqual([SERVER_MESSAGES.registrationNumberTaken]);
}

describe('registration numbers under concurrent writers', () => {
  it('one number patched into the first column of one company and the second of another: one wins, 20 times', async () => {
    const [a, b] = owners;
    if (!a || !b) throw new Error('owners missing');
    for (let round = 0; round < 20; round += 1) {
      const value = freshNumber();
      expectOneWinner(await Promise.all([patchNumber(a, 'registration_number', value), patchNumber(b, 'registration_number_2', value)]));
      expect(await holders(value)).toBe(1);
    }
  });

  it('the same column patched by two companies at once: one 200, one 422 with the SPEC message, never a 500', async () => {
    const [a, b] = owners;
    if (!a || !b) throw new Error('owners missing');
    for (let round = 0; round < 20; round += 1) {
      const value = freshNumber();
      expectOneWinner(await Promise.all([patchNumber(a, 'registration_number', value), patchNumber(b, 'registration_number', value)]));
      expect(await holders(value)).toBe(1);
    }
  });

  it('a registration racing a patch to the same number leaves it in one company, 10 times', async () => {
    const [a] = owners;
    if (!a) throw new Error('owner missing');
    for (let round = 0; round < 10; round += 1) {
      const value = freshNumber();
      const registration = czechRegistration({ company: { registration_number_2: value } });
      const [patch, register] = await Promise.all([
        patchNumber(a, 'registration_number', value),
        server.call('POST', '/api/v2/company/register', { body: registration, ip: server.newIp() }),
      ]);
      // Exactly one writer gets the number; the other is told it is taken.
      const won = [patch.status === 200, register.status === 201].filter(Boolean);
      expect(won).toHaveLength(1);
      expect(patch.status === 200 ? register.status : patch.status).toBe(422);
      expect(await holders(value)).toBe(1);
    }
  });

  it('refuses the same number in both columns of one company', async () => {
    const [a] = owners;
    if (!a) throw new Error('owner missing');
    const value = freshNumber();
    const response = await server.call('PATCH', `/api/v1/company/${a.companyId}`, {
      token: a.token, body: { registration_number: value, registration_number_2: value },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.registration_number_2).toEqual([SERVER_MESSAGES.registrationNumberTaken]);
  });

  it('lets a company keep its own number', async () => {
    const [a] = owners;
    if (!a) throw new Error('owner missing');
    const value = freshNumber();
    expect((await patchNumber(a, 'registration_number', value)).status).toBe(200);
    expect((await patchNumber(a, 'registration_number', value)).status).toBe(200);
  });
});
