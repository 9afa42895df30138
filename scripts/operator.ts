/**
 * Support commands (docs/server.md):
 *   npm run operator -- maintenance on|off|status
 *   npm run operator -- emulate <e-mail> --by <staff name>
 *   npm run operator -- unlock <e-mail>
 * Options: --data-dir <dir> and --database-url <url> (else DATA_DIR / DATABASE_URL as for the
 * server). With PostgreSQL the command writes to the database directly. With the embedded
 * database it asks the server running on that data directory (found through DATA_DIR/server.json,
 * over loopback with the per-start operator token), or opens the data directory itself when no
 * server runs there (PGlite allows one process per directory).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { systemClock } from '../src/server/clock';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { createEmulationLink, type EmulationLink } from '../src/server/domain/emulation';
import { readMaintenanceFlag, writeMaintenanceFlag } from '../src/server/domain/maintenance';
import { unlockSignIn } from '../src/server/domain/sign-in-lockout';
import { readServerEnv, resolveSecret, type ServerEnv } from '../src/server/env';
import { claimDataDir, readRuntimeInfo, releaseDataDir } from '../src/server/runtime-file';

const USAGE = `Usage:
  npm run operator -- maintenance on|off|status [--data-dir DIR | --database-url URL]
  npm run operator -- emulate <e-mail> --by <staff name> [--data-dir DIR | --database-url URL]
  npm run operator -- unlock <e-mail> [--data-dir DIR | --database-url URL]`;

type Command =
  | { kind: 'maintenance'; state: 'on' | 'off' | 'status' }
  | { kind: 'emulate'; email: string; by: string }
  | { kind: 'unlock'; email: string };

/** Answer of an unlock: the user and the lock level they were at. */
interface Unlocked {
  user_id: number;
  previous_level: number;
}

interface Operator {
  maintenance(state: 'on' | 'off' | 'status'): Promise<boolean>;
  emulate(email: string, by: string): Promise<EmulationLink>;
  unlock(email: string): Promise<Unlocked>;
  close(): Promise<void>;
}

function parseCommand(): { command: Command; env: ServerEnv } {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { by: { type: 'string' }, 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } },
  });
  const env = readServerEnv({
    ...process.env,
    ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  });
  const [name, argument] = positionals;
  if (name === 'maintenance' && (argument === 'on' || argument === 'off' || argument === 'status')) {
    return { command: { kind: 'maintenance', state: argument }, env };
  }
  if (name === 'emulate' && argument && values.by) return { command: { kind: 'emulate', email: argument, by: values.by }, env };
  if (name === 'unlock' && argument) return { command: { kind: 'unlock', email: argument }, env };
  throw new Error(USAGE);
}

/** Talks to the running server that holds the embedded database. */
function viaServer(port: number, operatorToken: string): Operator {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${port}/api/operator${path}`, {
      method,
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T & { message?: string };
    if (!response.ok) throw new Error(answer.message ?? `The server answered ${response.status}`);
    return answer;
  };
  return {
    async maintenance(state) {
      const answer = state === 'status'
        ? await call<{ maintenance: boolean }>('GET', '/maintenance')
        : await call<{ maintenance: boolean }>('POST', '/maintenance', { on: state === 'on' });
      return answer.maintenance;
    },
    emulate: (email, by) => call<EmulationLink>('POST', '/emulate', { email, by }),
    unlock: (email) => call<Unlocked>('POST', '/unlock', { email }),
    close: async () => {},
  };
}

/** Works on the database itself (PostgreSQL, or an embedded database no server holds). */
function direct(handle: DatabaseHandle, env: ServerEnv): Operator {
  const { db } = handle;
  return {
    async maintenance(state) {
      if (state !== 'status') await writeMaintenanceFlag(db, state === 'on', systemClock.now());
      return readMaintenanceFlag(db);
    },
    emulate: (email, by) =>
      createEmulationLink({ db, clock: systemClock, config: { secret: resolveSecret(env), publicUrl: env.publicUrl } }, email, by),
    unlock: (email) => unlockSignIn(db, email),
    close: () => handle.close(),
  };
}

async function connect(env: ServerEnv): Promise<Operator> {
  if (env.databaseUrl) return direct(await openDatabase({ databaseUrl: env.databaseUrl, poolSize: 1 }), env);
  const runtime = readRuntimeInfo(env.dataDir);
  if (runtime?.port && runtime.operatorToken) return viaServer(runtime.port, runtime.operatorToken);
  if (runtime) throw new Error(`The server on ${env.dataDir} is starting (or another command runs there); try again in a moment.`);
  if (!existsSync(env.dataDir)) throw new Error(`No database in ${env.dataDir}: start the server once first (npm start).`);
  claimDataDir(env.dataDir);
  const handle = await openDatabase({ dataDir: env.dataDir });
  return direct({ ...handle, close: async () => {
    await handle.close();
    releaseDataDir(env.dataDir);
  } }, env);
}

async function main() {
  const { command, env } = parseCommand();
  const operator = await connect(env);
  try {
    if (command.kind === 'maintenance') {
      const on = await operator.maintenance(command.state);
      console.log(`Maintenance is ${on ? 'on' : 'off'}.`);
    } else if (command.kind === 'emulate') {
      const link = await operator.emulate(command.email, command.by);
      console.error(`Single-use emulation link for ${command.email}, valid until ${link.expires_at}:`);
      console.log(link.url);
    } else {
      const { previous_level } = await operator.unlock(command.email);
      console.log(previous_level > 0
        ? `Sign-in for ${command.email} unlocked (it was at lock level ${previous_level}).`
        : `Sign-in for ${command.email} was not locked; its count of wrong codes starts again.`);
    }
  } finally {
    await operator.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
