/**
 * Real server processes for the multi-instance tests: each instance is `node --import tsx
 * src/server/main.ts` (one process, so a signal reaches the server itself) on a PostgreSQL
 * database of its own, created empty for the test and dropped after it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { PACKAGE_ROOT } from '../../../src/server/paths';

export interface Instance {
  process: ChildProcess;
  /** Every line the instance wrote (stdout and stderr). */
  lines: string[];
  /** Resolves with the instance's base URL once it says it listens. */
  listening: Promise<string>;
  /** Resolves with the exit code (null after a signal that killed it). */
  exited: Promise<number | null>;
}

export async function createEmptyDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ic_instances_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Shared by all instances of a test, as a deployment shares it: tokens signed by one verify on the others. */
const SHARED_SECRET = randomBytes(48).toString('base64url');

export function startInstance(databaseUrl: string, env: Record<string, string> = {}): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PACKAGE_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: SHARED_SECRET,
      DEMO_DATA: '1',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listening = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line);
        const url = /listening on (http:\/\/localhost:\d+)/.exec(line);
        if (url) resolve(url[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`The instance exited (${code}) before listening:\n${lines.join('\n')}`)));
  });
  listening.catch(() => {});
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, lines, listening, exited };
}

/** Stops an instance still running (after a failed test), without waiting for a drain. */
export async function killInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode === null && instance.process.signalCode === null) instance.process.kill('SIGKILL');
  await instance.exited;
}

/** Resolves once the instance at `url` answers its readiness probe (a loop: it also runs in beforeAll, outside a test). */
export async function ready(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${url}/api/ready`).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts an instance, keeps it in `instances` (for the clean-up) and resolves once it is ready. */
export async function startReady(instances: Instance[], databaseUrl: string, env: Record<string, string> = {}): Promise<{ instance: Instance; url: string }> {
  const instance = startInstance(databaseUrl, env);
  instances.push(instance);
  const url = await instance.listening;
  await ready(url);
  return { instance, url };
}

/** Signs `email` in through `baseUrl` (the code read from the development outbox in the database). */
export async function signIn(baseUrl: string, databaseUrl: string, email: string): Promise<{ token: string; refresh_token: string }> {
  const login = await fetch(`${baseUrl}/api/v2/installer/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  const { user_id: userId, login_request_id: loginRequestId } = (await login.json()) as { user_id: number; login_request_id: string };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ code: string }>('SELECT code FROM dev_outbox WHERE to_key = $1 ORDER BY id DESC LIMIT 1', [email]);
  await db.end();
  const verify = await fetch(`${baseUrl}/api/v2/installer/login/verify`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId, login_request_id: loginRequestId, code: rows[0]?.code }),
  });
  expect(verify.status).toBe(200);
  return (await verify.json()) as { token: string; refresh_token: string };
}
