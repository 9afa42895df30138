/**
 * A short cache of authenticated sessions, used by http/auth.ts (docs/server.md "Read path"). A
 * signed-in read that skips the authentication statement answers about twice as fast on the
 * embedded database (every statement costs about a millisecond of the event loop there) and
 * saves a third of the server time of a read on PostgreSQL.
 *
 * Correctness comes from watching the database, not the routes (db/auth-changes.ts): every write
 * of this process that may change an account (on the embedded database: every write) empties
 * the cache once it has finished, and on PostgreSQL every instance's
 * change of a session, user or company drops the entries it concerns when its transaction
 * commits. A row read before such a change is not stored once the change is known. So a logout,
 * a revoked session, an edited profile or a deactivated company is seen by this instance's next
 * request after the answer of the request that made it (on another instance: as soon as the
 * database's announcement has arrived, a few milliseconds). While the feed is not reliable (the
 * PostgreSQL listener is lost) nothing is cached. Entries also expire after ENTRY_TTL_MS, which
 * bounds how long an unused one is kept, and how long a change could go unseen if the listener's
 * connection died silently.
 *
 * The cached row is what the authentication query answered: the 30-day session limit and the
 * company's state are still checked on every request.
 */
import type { AuthChange, AuthChangeFeed } from '../db/auth-changes';

const ENTRY_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** What the cache needs to know of a row to drop it when its user or company changes. */
export interface SessionRowOwners {
  user: { id: number };
  company: { id: number };
}

interface Entry<Row> {
  row: Row;
  storedAt: number;
}

export class SessionCache<Row extends SessionRowOwners> {
  private readonly entries = new Map<string, Entry<Row>>();
  /** Bumped by every change, so a row read before it is not stored after it. */
  private generation = 0;

  constructor(private readonly feed: AuthChangeFeed) {
    feed.subscribe((change) => this.forget(change));
  }

  /** The session's row from the cache, else from `load` (and kept, unless a change came meanwhile). */
  async read(sessionId: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    if (!this.feed.reliable) return load();
    const now = performance.now();
    const entry = this.entries.get(sessionId);
    if (entry && now - entry.storedAt < ENTRY_TTL_MS) return entry.row;
    const generation = this.generation;
    const row = await load();
    if (row !== undefined && generation === this.generation && this.feed.reliable) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(sessionId, { row, storedAt: now });
    }
    return row;
  }

  private forget(change: AuthChange): void {
    this.generation += 1;
    if (change.kind === 'everything') this.entries.clear();
    else if (change.kind === 'session') this.entries.delete(change.id);
    else {
      const id = Number(change.id);
      for (const [sessionId, { row }] of this.entries) {
        if ((change.kind === 'user' ? row.user.id : row.company.id) === id) this.entries.delete(sessionId);
      }
    }
  }
}
