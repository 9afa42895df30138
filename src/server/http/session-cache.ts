/**
 * A short cache of authenticated sessions, used by http/auth.ts on the embedded database only
 * (docs/server.md "Read path"). PGlite runs its SQL engine on the server's event loop, where
 * every statement costs about a millisecond; a signed-in read that skips the authentication
 * query answers about twice as fast. PostgreSQL gets no cache: several instances may share it,
 * and one instance cannot see another's logout.
 *
 * Correctness comes from watching the database, not the routes: an embedded database belongs to
 * one process (PGlite allows one per data directory, and the operator CLI goes through the
 * running server), and it runs one statement at a time. So the cache is emptied after every
 * statement that may write (anything but a SELECT) and after every transaction, and a row read
 * before such a write is not stored once it has happened. A logout, a revoked session, an edited
 * profile or a deactivated company is seen by the very next request, whatever route made the
 * change. Entries also expire after ENTRY_TTL_MS, which bounds how long an unused one is kept.
 *
 * The cached row is what the authentication query answered: the 30-day session limit and the
 * company's state are still checked on every request.
 */
import type { PGlite } from '@electric-sql/pglite';

const ENTRY_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry<Row> {
  row: Row;
  storedAt: number;
}

export class SessionCache<Row> {
  private readonly entries = new Map<string, Entry<Row>>();
  /** Bumped by every write, so a row read before it is not stored after it. */
  private generation = 0;

  /** The session's row from the cache, else from `load` (and kept, unless a write came meanwhile). */
  async read(sessionId: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const now = performance.now();
    const entry = this.entries.get(sessionId);
    if (entry && now - entry.storedAt < ENTRY_TTL_MS) return entry.row;
    const generation = this.generation;
    const row = await load();
    if (row !== undefined && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(sessionId, { row, storedAt: now });
    }
    return row;
  }

  /** Something may have changed a session, user or company: forget everything. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const mayWrite = (statement: unknown) => typeof statement !== 'string' || !/^\s*select\b/i.test(statement);

/**
 * Calls `changed` once each statement that may write, and each transaction, has finished
 * (successfully or not), by wrapping the client's methods that Drizzle calls.
 */
export function watchWrites(client: PGlite, changed: () => void): void {
  const after = async <T>(run: () => Promise<T>, wrote: boolean): Promise<T> => {
    try {
      return await run();
    } finally {
      if (wrote) changed();
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (statement, ...rest) => after(() => query(statement, ...rest), mayWrite(statement));
  client.exec = (statement, ...rest) => after(() => exec(statement, ...rest), mayWrite(statement));
  client.transaction = (callback) => after(() => transaction(callback), true);
}
