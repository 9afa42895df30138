import { TokenPair } from '../../contract/auth';
import { needsRefresh, SessionRefusedError, sessionFromTokens, type SessionTokens } from '../../../machines/session-tokens';
import { ApiError, sendJson } from '../api/http';
import { readUserSession, storeSession } from '../storage/session-store';

const REFRESH_LOCK = 'installer-club:token-refresh';
/** Answers that mean the server refused the pair itself; anything else (0, 5xx) is transient. */
const REFUSED_STATUSES = new Set([400, 401, 403, 404, 422]);

let inFlight: Promise<SessionTokens> | null = null;

/**
 * Refreshes the user's session once for any number of callers in this tab, and once across tabs:
 * the Web Lock serialises tabs, and storage is re-read inside it so that a tab that lost the race
 * takes the pair the winner stored instead of presenting a refresh token that was already used.
 */
export function refreshSession(stale: SessionTokens): Promise<SessionTokens> {
  inFlight ??= withRefreshLock(() => refreshUnderLock(stale)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks exist in every current browser; without them this tab still refreshes only once.
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return navigator.locks.request(REFRESH_LOCK, task) as Promise<T>;
}

async function refreshUnderLock(stale: SessionTokens): Promise<SessionTokens> {
  const current = readUserSession();
  if (!current?.refreshToken) throw new SessionRefusedError('Signed out in another tab');
  if (current.token !== stale.token && !needsRefresh(current, Date.now())) return current;
  try {
    const pair = await sendJson(TokenPair, 'post', 'v2/installer/refresh', { token: current.token, refresh_token: current.refreshToken }, { token: null });
    const next = sessionFromTokens(pair.token, pair.refresh_token);
    if (!next) throw new SessionRefusedError('Unreadable token');
    storeSession(next);
    return next;
  } catch (error) {
    // Another tab without Web Locks may have won the race: its pair is as good as ours.
    const latest = readUserSession();
    if (latest && latest.refreshToken !== current.refreshToken) return latest;
    if (error instanceof ApiError && REFUSED_STATUSES.has(error.status)) throw new SessionRefusedError(error.message);
    throw error;
  }
}
