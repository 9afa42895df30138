/**
 * Opens the database: PostgreSQL through node-postgres when a URL is given, else the embedded
 * PGlite in a data directory (or in memory). Both give the same Drizzle pg-core database type.
 */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
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

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: location.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
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
