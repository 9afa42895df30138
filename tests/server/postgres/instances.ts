/**
 * Real server processes for the multi-instance tests: each instance is `node --import tsx
 * src/server/main.ts` (one process, so a signal reaches the server itself) on a PostgreSQL
 * database of its own, created empty for the test and dropped after it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
