/**
 * The rows of a statement written in SQL (a CTE that locks, inserts and answers in one round
 * trip, which Drizzle's builders cannot say). Both drivers answer `rows`; Database is typed for
 * either, so the caller names the row it asked for.
 */
import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
