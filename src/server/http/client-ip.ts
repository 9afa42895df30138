import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { networkAllowlist } from '../security/networks';
import type { AppEnv } from './env';

/**
 * Where a proxy of ours can be: loopback and the private ranges (RFC 1918, shared 100.64/10,
 * IPv6 unique-local and link-local). X-Forwarded-For from anywhere else is the client's own say.
 */
const fromProxyNetwork = networkAllowlist(['127.0.0.0/8', '::1/128', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7', 'fe80::/10']);

function socketAddress(c: Context<AppEnv>): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // In-process requests (tests) have no socket.
    return null;
  }
}

/**
 * The client's IP address: the socket's peer, or with `trustProxy` and a peer on a proxy network
 * the last X-Forwarded-For entry (the one our own proxy appended; earlier entries are whatever the
 * client sent). A caller who reaches the instance directly cannot name another address: the staff
 * sign-in's STAFF_ALLOWED_NETWORKS and the per-IP limits rely on it.
 */
function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  const peer = socketAddress(c);
  if (trustProxy && peer !== null && fromProxyNetwork(peer)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return peer ?? 'unknown';
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
