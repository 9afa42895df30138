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
import type { Database } from './database';

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
