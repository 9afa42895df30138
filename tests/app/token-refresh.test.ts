import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionRefusedError, sessionFromTokens, type SessionTokens } from '../../machines/session-tokens';

/** The API client is replaced: these tests are about who refreshes, not how HTTP works. */
const sendJson = vi.fn();
vi.mock('../../src/app/api/http', () => ({
  sendJson: (...args: unknown[]) => sendJson(...args),
  ApiError: class ApiError extends Error {
    constructor(readonly status: number, readonly body: unknown, readonly retryAfter: number | null) {
      super(`status ${status}`);
    }
  },
}));
const { refreshSession } = await import('../../src/app/session/token-refresh');
const { memoryStorage } = await import('../../src/app/storage/browser-storage');
const { ApiError } = await import('../../src/app/api/http');

const jwt = (sub: string, minutesLeft: number) =>
  `h.${Buffer.from(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + minutesLeft * 60 })).toString('base64url')}.s`;
const pair = (name: string, minutesLeft = 60) => ({ token: jwt(name, minutesLeft), refresh_token: `refresh-${name}-0123456789abcdef` });
const asSession = (p: { token: string; refresh_token: string }) => sessionFromTokens(p.token, p.refresh_token) as SessionTokens;
const store = (p: { token: string; refresh_token: string }) => localStorage.setItem('session', JSON.stringify(p));

/** Web Locks stand-in: one holder at a time, the others wait in order. */
let lockQueue: Promise<unknown> = Promise.resolve();
const locks = {
  request: (_name: string, task: () => Promise<unknown>) => {
    const run = lockQueue.then(task, task);
    lockQueue = run.catch(() => undefined);
    return run;
  },
};

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('navigator', { locks });
  sendJson.mockReset();
});

describe('token refresh', () => {
  it('asks the server once for any number of callers in the tab, and stores the new pair', async () => {
    const old = pair('old', 5);
    store(old);
    const fresh = pair('new');
    sendJson.mockResolvedValue(fresh);
    const results = await Promise.all([1, 2, 3].map(() => refreshSession(asSession(old))));
    expect(sendJson).toHaveBeenCalledOnce();
    expect(sendJson.mock.calls[0]?.[3]).toEqual({ token: old.token, refresh_token: old.refresh_token });
    expect(results.map((r) => r.token)).toEqual([fresh.token, fresh.token, fresh.token]);
    expect(JSON.parse(localStorage.getItem('session') ?? '')).toEqual(fresh);
  });

  it('uses the pair another tab stored while it waited for the lock, without presenting the used token', async () => {
    const old = pair('old', 5);
    const fromOtherTab = pair('other-tab');
    store(fromOtherTab);
    const result = await refreshSession(asSession(old));
    expect(sendJson).not.toHaveBeenCalled();
    expect(result.token).toBe(fromOtherTab.token);
  });

  it('turns a refused refresh into SessionRefusedError, but a network failure stays a passing error', async () => {
    const old = pair('old', 5);
    store(old);
    sendJson.mockRejectedValueOnce(new ApiError(401, null, null));
    await expect(refreshSession(asSession(old))).rejects.toBeInstanceOf(SessionRefusedError);
    sendJson.mockRejectedValueOnce(new ApiError(0, null, null));
    const failure = await refreshSession(asSession(old)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).not.toBeInstanceOf(SessionRefusedError);
  });

  it('never signs out over a lost race: a refused refresh yields the pair another tab stored meanwhile', async () => {
    const old = pair('old', 5);
    store(old);
    const winner = pair('winner');
    sendJson.mockImplementationOnce(async () => {
      store(winner);
      throw new ApiError(401, null, null);
    });
    const result = await refreshSession(asSession(old));
    expect(result.token).toBe(winner.token);
  });

  it('reports a sign-out in another tab as a refused session', async () => {
    await expect(refreshSession(asSession(pair('old', 5)))).rejects.toBeInstanceOf(SessionRefusedError);
  });
});
