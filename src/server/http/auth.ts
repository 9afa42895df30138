/**
 * Bearer authentication, called by the route access middleware for every signed-in route. A
 * token is accepted when its signature, issuer and expiry hold, its session was not revoked
 * (logout, refresh-token reuse, deactivated company), the session is younger than its 30-day
 * lifetime and the account is active. Session, user and company come in one prepared query,
 * through a short cache (session-cache.ts) when the database tells what changes (authChangesOf).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../contract/limits';
import { addSeconds } from '../clock';
import { authChangesOf, type Database } from '../db/database';
import { preparedFor } from '../db/prepared';
import { companies, sessions, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { isActiveAccount } from '../domain/accounts';
import { verifyAccessToken } from '../security/access-tokens';
import type { AppEnv, AuthContext } from './env';
import { bearerToken } from './bearer';
import { unauthenticated } from './errors';
import { SessionCache } from './session-cache';

const sessionAccount = preparedFor((db) => db
  .select({ sessionId: sessions.id, startedAt: sessions.startedAt, user: users, company: companies })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .innerJoin(companies, eq(companies.id, users.companyId))
  .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId')), isNull(sessions.revokedAt)))
  .prepare('authenticate'));

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionAccount>['execute']>>[number];

const sessionCaches = new WeakMap<Database, SessionCache<SessionRow>>();

/** The database's session cache (see session-cache.ts); null for a database opened without its change feed. */
function sessionCacheOf(db: Database): SessionCache<SessionRow> | null {
  let cache = sessionCaches.get(db);
  if (!cache) {
    const feed = authChangesOf(db);
    if (!feed) return null;
    cache = new SessionCache<SessionRow>(feed);
    sessionCaches.set(db, cache);
  }
  return cache;
}

export async function authenticate(
  { db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  c: Context<AppEnv>,
): Promise<AuthContext> {
  const token = bearerToken(c);
  if (!token) throw unauthenticated();
  const now = clock.now();
  const claims = await verifyAccessToken(config.secret, token, now);
  if (!claims) throw unauthenticated();
  const load = async () => (await sessionAccount(db).execute({ sessionId: claims.sessionId, userId: claims.userId }))[0];
  const cache = sessionCacheOf(db);
  const row = cache ? await cache.read(claims.sessionId, load) : await load();
  // The cache is keyed by session alone: a token naming another user for it finds nothing.
  if (!row || row.user.id !== claims.userId) throw unauthenticated();
  // A session's access tokens die with it, even one signed just before its last day ended.
  if (now >= addSeconds(row.startedAt, REFRESH_TOKEN_TTL_SECONDS)) throw unauthenticated();
  const account = { user: row.user, company: row.company };
  if (!isActiveAccount(account)) throw unauthenticated();
  return { account, sessionId: row.sessionId, emulatedBy: claims.emulatedBy };
}
