/**
 * Bearer authentication. A token is accepted when its signature and expiry hold, its session was
 * not revoked (logout, refresh-token reuse, deactivated company) and the account is active.
 * In an emulated session every write answers 403: staff look, they do not touch.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { SERVER_MESSAGES } from '../../contract/errors';
import { sessions } from '../db/schema';
import type { AppDeps } from '../deps';
import { findAccountById, isActiveAccount } from '../domain/accounts';
import { verifyAccessToken } from '../security/access-tokens';
import type { AppEnv } from './env';
import { forbidden, unauthenticated } from './errors';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requireAuth({ db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated();
    const claims = await verifyAccessToken(config.secret, match[1], clock.now());
    if (!claims) throw unauthenticated();
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt)));
    if (!session) throw unauthenticated();
    const account = await findAccountById(db, claims.userId);
    if (!account || !isActiveAccount(account)) throw unauthenticated();
    if (claims.emulatedBy && !READ_METHODS.has(c.req.method)) throw forbidden(SERVER_MESSAGES.emulationReadOnly);
    c.set('auth', { account, sessionId: session.id, emulatedBy: claims.emulatedBy });
    await next();
  };
}
