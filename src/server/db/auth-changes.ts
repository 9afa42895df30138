/**
 * What may have changed sessions, users or companies: the signal a cache of authenticated
 * sessions (http/session-cache.ts) needs to stay correct (docs/server.md "Read path").
 *
 * - A write of this process that may change an account (on PostgreSQL: one that inserts into or
 *   updates sessions, users or companies, or any delete or schema change; on the embedded
 *   database any statement but a SELECT, and every transaction) may have changed anything:
 *   `everything`, once it has finished.
 * - PostgreSQL may be shared by several instances. Migration 0006 makes the database announce
 *   every changed session, user and company on the channel `auth_changes` when its transaction
 *   commits, and one connection per instance listens. While that connection is down, the feed is
 *   not `reliable` (changes of other instances go unseen): a cache must keep nothing until it is
 *   back, when `everything` is announced once more.
 *
 * The embedded database belongs to this process alone: its own writes are all there is to see.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Logger } from '../providers/messages';

export type AuthChange = { kind: 'everything' } | { kind: 'session' | 'user' | 'company'; id: string };

export interface AuthChangeFeed {
  /** False while changes made elsewhere may go unseen: cache nothing meanwhile. */
  readonly reliable: boolean;
  /** Calls `listener` with every change; answers the function that stops it. */
  subscribe(listener: (change: AuthChange) => void): () => void;
}

const CHANNEL = 'auth_changes';
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const LISTENER_NAME = 'installer-club auth_changes listener';
const EVERYTHING: AuthChange = { kind: 'everything' };
const RECONNECT_DELAYS_MS = [100, 500, 2_000, 5_000];

/** The fan-out to subscribers, shared by both databases. */
class Subscribers {
  private readonly listeners = new Set<(change: AuthChange) => void>();

  subscribe(listener: (change: AuthChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: AuthChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

const mayWrite = (text: unknown) => typeof text !== 'string' || !/^\s*select\b/i.test(text);

/**
 * Whether a statement of this process may have changed a session, user or company row: one that
 * inserts into or updates those tables, and any delete, truncate or schema change (a delete
 * elsewhere may cascade). A statement that only writes other tables (an order, a scan) changes
 * no account, so the session cache keeps its rows under a write load. No trigger writes the
 * account tables (their only triggers announce changes: migration 0006).
 */
const ACCOUNT_WRITE = /\b(?:insert\s+into|update)\s+"?(?:sessions|users|companies)\b|\b(?:delete|truncate|merge|alter|drop|create)\b/i;
const mayChangeAccounts = (text: unknown) => mayWrite(text) && (typeof text !== 'string' || ACCOUNT_WRITE.test(text));

/**
 * Calls `changed` once each statement that may write, and each transaction, has finished
 * (successfully or not), by wrapping the client's methods that Drizzle calls.
 */
function watchPgliteWrites(client: PGlite, changed: () => void): void {
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

export function embeddedAuthChanges(client: PGlite): AuthChangeFeed {
  const subscribers = new Subscribers();
  watchPgliteWrites(client, () => subscribers.emit(EVERYTHING));
  return { reliable: true, subscribe: (listener) => subscribers.subscribe(listener) };
}

/**
 * Calls `changed` once each statement of `client` that may change an account has finished.
 * node-postgres takes a callback (the pool's own calls) or answers a promise (Drizzle's calls in
 * a transaction).
 */
function watchPgClientWrites(client: pg.PoolClient, changed: () => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [statement] = args;
    if (!mayChangeAccounts(typeof statement === 'object' && statement !== null ? (statement as { text?: unknown }).text : statement)) return query(...args);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      return query(...args.slice(0, -1), (...results: unknown[]) => {
        changed();
        (callback as (...results: unknown[]) => void)(...results);
      });
    }
    const result = query(...args);
    return result instanceof Promise ? result.finally(changed) : result;
  };
}

export interface PostgresAuthChanges extends AuthChangeFeed {
  close(): Promise<void>;
}

/**
 * The feed of a PostgreSQL pool: this process's writes through `pool`, and the announcements of
 * every instance through a listening connection of its own (made by `newClient`), opened on the
 * first subscription and opened again, with growing delays, whenever it is lost.
 */
export function postgresAuthChanges(pool: pg.Pool, newClient: () => pg.Client, logger: Logger): PostgresAuthChanges {
  const subscribers = new Subscribers();
  pool.on('connect', (client) => watchPgClientWrites(client, () => subscribers.emit(EVERYTHING)));

  let listener: pg.Client | null = null;
  let listening = false;
  let reliable = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error?: Error) => {
    if (listener !== client) return;
    listener = null;
    client.removeAllListeners('notification');
    // Another instance's logout would go unseen from now on.
    reliable = false;
    subscribers.emit(EVERYTHING);
    void client.end().catch(() => {});
    if (closed) return;
    if (failures === 0) logger.warn(`Session cache off: lost the ${CHANNEL} listener${error ? ` (${error.message})` : ''}; reconnecting`);
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retry = setTimeout(connect, delay);
    retry.unref();
  };

  const connect = () => {
    const client = newClient();
    listener = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', ({ payload = '' }) => {
      const [kind, id] = payload.split(':');
      subscribers.emit(id !== undefined && (kind === 'session' || kind === 'user' || kind === 'company') ? { kind, id } : EVERYTHING);
    });
    client.connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        if (listener !== client || closed) return;
        if (failures > 0) logger.info(`Session cache on: the ${CHANNEL} listener is back`);
        failures = 0;
        // Whatever changed while nobody listened is unknown.
        subscribers.emit(EVERYTHING);
        reliable = true;
      }, (error: Error) => lost(client, error));
  };

  return {
    get reliable() {
      return reliable;
    },
    subscribe(onChange) {
      if (!listening && !closed) {
        listening = true;
        connect();
      }
      return subscribers.subscribe(onChange);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      reliable = false;
      await client?.end().catch(() => {});
    },
  };
}
