/**
 * Opens the database: PostgreSQL through node-postgres when a URL is given, else the embedded
 * PGlite in a data directory (or in memory). Both give the same Drizzle pg-core database type.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { consoleLogger, type Logger } from '../providers/messages';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export type DatabaseLocation =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { inMemory: true };

/**
 * Pool settings for a PostgreSQL server that may restart or fail over under us
 * (docs/server.md, "Under database faults").
 */
const POOL_LIMITS = {
  // node-postgres waits forever by default: an unreachable server must fail a request in
  // seconds (answered 503), and a request waiting that long for a free connection is shed too.
  connectionTimeoutMillis: 3_000,
  // Connections left over from a traffic peak are closed, so few idle ones can go stale.
  idleTimeoutMillis: 30_000,
  // The server cancels a runaway statement instead of letting it hold a connection.
  statement_timeout: 15_000,
  // A server that vanished without closing the socket (failover, network partition) never
  // answers: give up on the client side once the statement timeout has surely passed.
  query_timeout: 20_000,
  // Lets the operating system notice a peer that is gone while a connection sits idle.
  keepAlive: true,
} satisfies pg.PoolConfig;

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${error.message}` : error.message;
}

/**
 * A client emits `error` when its connection dies, even while a query waits for its answer, and
 * an `error` event nobody listens to ends the process. The query in flight, or the next one on
 * this client, rejects with the failure and reports it; this listener only keeps the process up.
 */
function surviveConnectionLoss(client: pg.Client): void {
  client.on('error', () => {});
}

/**
 * A pool that outlives its server. node-postgres emits `error` on the pool when an idle
 * connection dies (its own listener on idle clients), and on a checked-out client when that one
 * dies (say between two statements of a transaction). Requests meanwhile fail and are answered
 * 503; the pool drops dead connections and opens new ones on demand, so service resumes by itself
 * once the server is back.
 */
function resilientPool(config: pg.PoolConfig, logger: Logger): pg.Pool {
  const pool = new pg.Pool({ ...POOL_LIMITS, ...config });
  // Connection-level messages only (no statement, no parameters): nothing personal is logged.
  pool.on('error', (error) => logger.warn(`Database connection lost while idle: ${describeError(error)}`));
  pool.on('connect', surviveConnectionLoss);
  return pool;
}

/** Whether the database answers a trivial query within `timeoutMs` (the readiness probe). */
export async function pingDatabase(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(() => true, () => false);
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export async function openDatabase(location: DatabaseLocation, logger: Logger = consoleLogger): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) {
    const { databaseUrl } = location;
    const pool = resilientPool({ connectionString: databaseUrl, max: location.poolSize ?? 10 }, logger);
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      // On a connection of its own, outside the pool's statement timeout: a migration may
      // legitimately run longer than any request should.
      async migrate() {
        const client = new pg.Client({ connectionString: databaseUrl });
        surviveConnectionLoss(client);
        await client.connect();
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = 'dataDir' in location ? new PGlite(location.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
