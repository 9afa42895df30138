/**
 * Prepared statements for the hot read path (DESIGN rule 12). A route's query is written once
 * with `sql.placeholder(...)` and ended with `.prepare('name')`; `preparedFor` builds it once per
 * database and hands the same statement to every request. Drizzle then no longer rebuilds the
 * SQL text per call, and on PostgreSQL node-postgres parses and plans a named statement once per
 * connection instead of once per request. Names must be unique across the server.
 *
 *   const unreadCount = preparedFor((db) => db.select(...).where(eq(t.userId, sql.placeholder('userId'))).prepare('unread_count'));
 *   const rows = await unreadCount(db).execute({ userId });
 *
 * Only for statements run on the database itself, not inside a transaction (a transaction is a
 * database object of its own, so its statements would be built afresh every time).
 */
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** Both drivers' statements are PostgreSQL's: one dialect turns them into text. */
const dialect = new PgDialect();

export function preparedFor<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * A statement written in SQL (a CTE that locks, inserts and answers in one round trip) with
 * `sql.placeholder(...)` for its values, turned into text once and run by name on whatever it is
 * given, a transaction included. On PostgreSQL a named statement is parsed once per connection
 * and, after a few runs, planned once: a placement's or a scan's CTE took three times longer to
 * plan than to run. The rows are the driver's, as `rowsOf` answers them.
 *
 *   const claim = namedStatement<{ id: number }>('claim_placement', sql`... ${sql.placeholder('key')}::text ...`);
 *   const [row] = await claim(tx, { key });
 */
export function namedStatement<Row>(name: string, statement: SQL | ((db: Database) => SQL)): (db: Database, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    // A statement that embeds a query builder's select is built with the first database it runs on.
    query ??= dialect.sqlToQuery(typeof statement === 'function' ? statement(db) : statement);
    const result = (await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
