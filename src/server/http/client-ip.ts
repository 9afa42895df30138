import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/**
 * The client's IP address: the socket's peer, or with `trustProxy` the last X-Forwarded-For
 * entry (the one our own proxy appended; earlier entries are whatever the client sent).
 */
function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}

export const resolveClientIp = (trustProxy: boolean): MiddlewareHandler<AppEnv> => async (c, next) => {
  c.set('clientIp', clientIp(c, trustProxy));
  await next();
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether the request came over the loopback interface (never trusts forwarding headers). */
export function isLoopback(c: Context<AppEnv>): boolean {
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}
