/**
 * Sessions and their refresh-token chains.
 *
 * Refresh tokens are 256-bit opaque values stored as keyed hashes and rotated on every use. A
 * session ends 30 days after sign-in whatever happens (absolute expiry). Presenting a token that
 * was already rotated means it leaked or a client misbehaved, so the whole session is revoked,
 * which also ends its access tokens (they carry the session id).
 *
 * Grace period: a token rotated less than REFRESH_GRACE_SECONDS ago and presented again returns
 * the same successor pair instead of revoking. Clients serialise refreshes (Web Locks), but a
 * request can still be retried after its answer was lost; that must not sign the user out. The
 * successor is derived from the presented token with the server secret, so no token is ever
 * stored in clear, and re-signing the successor's access token with its recorded issue time
 * yields the identical JWT.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TokenPair } from '../../contract/auth';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../contract/limits';
import { addSeconds } from '../clock';
import type { Database } from '../db/database';
import { refreshTokens, sessions, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { unauthenticated } from '../http/errors';
import { signAccessToken } from '../security/access-tokens';
import { keyedHash, randomToken, successorToken } from '../security/crypto';
import { findAccountById, isActiveAccount } from './accounts';

export const REFRESH_GRACE_SECONDS = 10;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
type RefreshRow = typeof refreshTokens.$inferSelect;

const refreshHash = (secret: string, token: string) => keyedHash(secret, 'refresh-token', token);

async function pairFor(secret: string, userId: number, row: RefreshRow, refreshToken: string): Promise<TokenPair> {
  const token = await signAccessToken(secret, { userId, sessionId: row.sessionId, tokenId: row.id, issuedAt: row.issuedAt });
  return { token, refresh_token: refreshToken };
}

async function insertRefreshToken(db: Database, secret: string, sessionId: string, refreshToken: string, now: Date) {
  const [row] = await db
    .insert(refreshTokens)
    .values({ id: randomUUID(), sessionId, tokenHash: refreshHash(secret, refreshToken), issuedAt: now })
    .returning();
  return row as RefreshRow;
}

/** Starts a session for a user who just proved a sign-in code; answers its first token pair. */
export async function startSession(db: Database, { secret }: Deps['config'], userId: number, now: Date): Promise<TokenPair> {
  const sessionId = randomUUID();
  await db.insert(sessions).values({ id: sessionId, userId, startedAt: now });
  const refreshToken = randomToken();
  const row = await insertRefreshToken(db, secret, sessionId, refreshToken, now);
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
  return pairFor(secret, userId, row, refreshToken);
}

export async function revokeSession(db: Database, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

type RefreshOutcome = { pair: TokenPair } | { revoke: string } | { reject: true };

/** Exchanges a refresh token for a new pair (see the file comment for the rules). */
export async function refreshSession({ db, clock, config }: Deps, presented: string): Promise<TokenPair> {
  const now = clock.now();
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome & { sessionId?: string }> => {
    // The row lock makes concurrent refreshes with one token take turns: the first rotates it,
    // the others then see it rotated and get the same successor.
    const [found] = await tx
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, refreshHash(config.secret, presented)))
      .for('update', { of: refreshTokens })
      .limit(1);
    if (!found || found.session.revokedAt) return { reject: true };
    const { token: row, session } = found;
    const sessionId = session.id;
    if (now >= addSeconds(session.startedAt, REFRESH_TOKEN_TTL_SECONDS)) return { revoke: 'expired', sessionId };
    const account = await findAccountById(tx, session.userId);
    if (!account || !isActiveAccount(account)) return { revoke: 'account_inactive', sessionId };

    const successor = successorToken(config.secret, presented);
    if (!row.rotatedAt) {
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
      const next = await insertRefreshToken(tx, config.secret, sessionId, successor, now);
      return { pair: await pairFor(config.secret, session.userId, next, successor) };
    }
    if (now.getTime() - row.rotatedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000) {
      const [next] = await tx
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, refreshHash(config.secret, successor)), isNull(refreshTokens.rotatedAt)));
      if (next) return { pair: await pairFor(config.secret, session.userId, next, successor) };
    }
    return { revoke: 'reuse', sessionId };
  });

  if ('pair' in outcome) return outcome.pair;
  if ('revoke' in outcome && outcome.sessionId) await revokeSession(db, outcome.sessionId, outcome.revoke, now);
  throw unauthenticated();
}

/** Ends the session a refresh token belongs to. Unknown tokens are ignored: logout always succeeds. */
export async function logout({ db, clock, config }: Deps, presented: string): Promise<void> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, refreshHash(config.secret, presented)))
    .limit(1);
  if (row) await revokeSession(db, row.sessionId, 'logout', clock.now());
}
