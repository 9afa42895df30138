/**
 * Issue 29, item 1: three instances started at the same moment on an EMPTY database all become
 * ready (the migration run is serialised by an advisory lock, src/server/db/database.ts). Before
 * it, one of two instances died with 23505 on pg_type_typname_nsp_index, 4 tries out of 4.
 */
import { afterAll, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../harness';
import { createEmptyDatabase, killInstance, startInstance, type Instance } from './instances';

const instances: Instance[] = [];
let dropDatabase = async () => {};

afterAll(async () => {
  await Promise.all(instances.map(killInstance));
  await dropDatabase();
});

async function readyWithin(baseUrl: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    const answer = await fetch(`${baseUrl}/api/ready`).catch(() => null);
    if (answer?.status === 200) return true;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return false;
}

it('three instances started together on an empty database all become ready and agree on the data', { timeout: 90_000 }, async () => {
  const database = await createEmptyDatabase(TEST_DATABASE_URL!);
  dropDatabase = database.drop;
  const started = Date.now();
  instances.push(startInstance(database.url), startInstance(database.url), startInstance(database.url));
  const urls = await Promise.all(instances.map((instance) => instance.listening));
  const ready = await Promise.all(urls.map((url) => readyWithin(url, started + 60_000)));
  const seconds = (Date.now() - started) / 1000;
  console.log(`Three simultaneous starts on an empty database: all ready after ${seconds.toFixed(1)} s`);
  expect(ready).toEqual([true, true, true]);
  expect(instances.map((instance) => instance.process.exitCode)).toEqual([null, null, null]);
  // Each serves the seeded reference data (written once, whichever instance came first).
  for (const url of urls) {
    const config = await fetch(`${url}/api/v1/config/public`);
    expect(config.status).toBe(200);
  }
});
