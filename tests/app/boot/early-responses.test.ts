import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';

/** The network, as the HTTP client's ky instance reaches it: one call per request that is really sent. */
const network = vi.fn<(path: string) => Promise<Response>>();
vi.mock('ky', () => ({ default: { create: () => (path: string) => network(path) } }));
const { registerEarlyRequest, requestKey, takeEarlyResponse } = await import('../../../src/app/boot/early-responses');
const { ApiError, configureHttp, getJson } = await import('../../../src/app/api/http');

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const Hello = v.object({ hello: v.string() });

describe('requestKey', () => {
  it('is the same whatever order the query was written in', () => {
    expect(requestKey('v1/content', { limit: 1, content_types: 'hero', visible: 1 })).toBe(requestKey('v1/content', { visible: 1, content_types: 'hero', limit: 1 }));
    expect(requestKey('v1/company/user/self')).toBe('v1/company/user/self');
    expect(requestKey('v1/config/public', { lang: 'pl' })).toBe('v1/config/public?lang=pl');
  });
});

describe('takeEarlyResponse', () => {
  it('hands an answer over once, and only to a caller with the token it was asked with', async () => {
    registerEarlyRequest('a', { token: 't1', response: Promise.resolve(answer(200, {})) });
    expect(takeEarlyResponse('a', 't1')).not.toBeNull();
    expect(takeEarlyResponse('a', 't1')).toBeNull();
    registerEarlyRequest('b', { token: 't1', response: Promise.resolve(answer(200, {})) });
    expect(takeEarlyResponse('b', 't2')).toBeNull();
    // Refused once, gone: the refreshed caller's next try goes to the network too.
    expect(takeEarlyResponse('b', 't1')).toBeNull();
  });
});

describe('the HTTP client and early answers', () => {
  const onUnauthorized = vi.fn();
  configureHttp({ tokenForRequest: async () => 'token-1', onUnauthorized, onMaintenance: () => {} });
  afterEach(() => {
    network.mockReset();
    onUnauthorized.mockReset();
  });

  it('reads a GET from its early answer instead of asking again', async () => {
    registerEarlyRequest('v1/hello?lang=pl', { token: 'token-1', response: Promise.resolve(answer(200, { hello: 'early' })) });
    await expect(getJson(Hello, 'v1/hello', { searchParams: { lang: 'pl' } })).resolves.toEqual({ hello: 'early' });
    expect(network).not.toHaveBeenCalled();
  });

  it('asks the network when the early answer failed, so that a 401 takes its usual path', async () => {
    registerEarlyRequest('v1/hello', { token: 'token-1', response: Promise.resolve(answer(401, { message: 'Unauthenticated.' })) });
    network.mockResolvedValueOnce(answer(401, { message: 'Unauthenticated.' }));
    await expect(getJson(Hello, 'v1/hello')).rejects.toBeInstanceOf(ApiError);
    expect(network).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('asks the network when the early request never got an answer', async () => {
    registerEarlyRequest('v1/hello', { token: 'token-1', response: Promise.reject(new TypeError('offline')) });
    network.mockResolvedValueOnce(answer(200, { hello: 'network' }));
    await expect(getJson(Hello, 'v1/hello')).resolves.toEqual({ hello: 'network' });
  });

  it('does not use an answer asked for with another token', async () => {
    registerEarlyRequest('v1/hello', { token: 'old-token', response: Promise.resolve(answer(200, { hello: 'early' })) });
    network.mockResolvedValueOnce(answer(200, { hello: 'network' }));
    await expect(getJson(Hello, 'v1/hello')).resolves.toEqual({ hello: 'network' });
  });
});
