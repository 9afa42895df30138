/**
 * Opens the database: PostgreSQL through node-postgres when a URL is given, else the embedded
 * PGlite in a data directory (or in memory). Both give the same Drizzle pg-core database type.
 * Each driver is imported when it is used: a start on the embedded database loads no
 * node-postgres, and one on PostgreSQL no PGlite (docs/server.md, "Read path": start-up).
 */
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { LISTENER_NAME, embeddedAuthChanges, postgresAuthChanges, type AuthChangeFeed } from './auth-changes';
import type { PoolStats } from '../metrics';
import { consoleLogger, type Logger } from '../providers/messages';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs a start's schema work (migrations, seeding) while no other instance runs its own: on
   * PostgreSQL under an advisory lock, so instances started together take turns and the later ones
   * find nothing to do. Without it two instances on an empty database both CREATE the same tables
   * and one dies (issue 29), and their seeds deadlock (40P01). PGlite has one process: it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** The connection pool's figures for the metrics; null on the embedded database, which has no pool. */
  poolStats: (() => PoolStats) | null;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export type DatabaseLocation =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  /** `from`: a data directory dumped by PGlite's dumpDataDir, started as it was (the tests' migrated, seeded template). */
  | { inMemory: true; from?: Blob };

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
function resilientPool(Pool: typeof pg.Pool, config: pg.PoolConfig, logger: Logger): pg.Pool {
  const pool = new Pool({ ...POOL_LIMITS, ...config });
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

/**
 * The advisory lock key every instance's start work takes (any fixed bigint). Session-level on a
 * connection of its own: a crashed instance's lock goes with its connection, so a start never
 * waits for a dead one.
 */
export const START_LOCK_KEY = 0x1c_0001;

const authChangeFeeds = new WeakMap<Database, AuthChangeFeed>();

/** What may have changed sessions, users and companies of a database opened by openDatabase (db/auth-changes.ts). */
export function authChangesOf(db: Database): AuthChangeFeed | undefined {
  return authChangeFeeds.get(db);
}

export async function openDatabase(location: DatabaseLocation, logger: Logger = consoleLogger): Promise<DatabaseHandle> {
  return 'databaseUrl' in location ? openPostgres(location, logger) : openEmbedded(location);
}

async function openPostgres({ databaseUrl, poolSize }: { databaseUrl: string; poolSize?: number }, logger: Logger): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = resilientPool(pg.Pool, { connectionString: databaseUrl, max: poolSize ?? 10 }, logger);
  const db = drizzle({ client: pool, schema });
  const listener = () => new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: POOL_LIMITS.connectionTimeoutMillis,
    keepAlive: true,
    application_name: LISTENER_NAME,
  });
  const authChanges = postgresAuthChanges(pool, listener, logger);
  authChangeFeeds.set(db, authChanges);
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
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.end();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async exclusively(work) {
      const lock = new pg.Client({ connectionString: databaseUrl });
      surviveConnectionLoss(lock);
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
        return await work();
      } finally {
        // Ending the session releases the lock, whether the work succeeded or not.
        await lock.end();
      }
    },
    async close() {
      await authChanges.close();
      await pool.end();
    },
  };
}

async function openEmbedded(location: { dataDir: string } | { inMemory: true; from?: Blob }): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'), import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'),
  ]);
  const client = 'dataDir' in location ? new PGlite(location.dataDir) : new PGlite({ loadDataDir: location.from });
  await client.waitReady;
  const db = drizzle({ client, schema });
  authChangeFeeds.set(db, embeddedAuthChanges(client));
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => work(),
    poolStats: null,
    close: () => client.close(),
  };
}
