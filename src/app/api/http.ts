import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ErrorBody } from '../../contract/error-body';
import { API_BASE, API_TIMEOUT_MS, CANCELLED_STATUS } from '../../contract/limits';
import { requestKey, takeEarlyResponse } from '../boot/early-responses';
import { setMaintenanceFlag } from '../storage/maintenance-flag';

/** Status of a request that never got an answer (offline, DNS, timeout). */
export const NETWORK_FAILURE_STATUS = 0;

/** Any failed API call: a non-2xx answer, a cancelled request (499) or a network failure (0). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  /** Seconds to wait before trying again, from the body or the Retry-After header. */
  readonly retryAfter: number | null;

  constructor(status: number, body: ErrorBody | null, retryAfter: number | null, message?: string) {
    super(message ?? body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** How the HTTP client talks to the session without importing it (the session uses the client). */
export interface HttpSessionHooks {
  /** The bearer token for the next call, refreshed first when it has run out; null when signed out. */
  tokenForRequest(): Promise<string | null>;
  /** A call that carried a token was answered 401. */
  onUnauthorized(): void;
  /** The API answered 503: the maintenance flag is set, the portal should show /maintenance. */
  onMaintenance(): void;
}

let hooks: HttpSessionHooks = {
  tokenForRequest: async () => null,
  onUnauthorized: () => {},
  onMaintenance: () => {},
};

export function configureHttp(sessionHooks: HttpSessionHooks): void {
  hooks = sessionHooks;
}

/** The session's bearer token, for the one call the client cannot make: an upload with its progress (XHR). */
export const requestToken = (): Promise<string | null> => hooks.tokenForRequest();

export interface RequestOptions {
  searchParams?: Record<string, string | number | boolean>;
  /**
   * Sends this token instead of the session's (the login-time writes use the fresh token);
   * null sends none (the refresh call, which must not wait for a refresh).
   */
  token?: string | null;
  signal?: AbortSignal;
  /** Further request headers, such as an order's Idempotency-Key. */
  headers?: Record<string, string>;
}

let client: Promise<KyInstance> | null = null;

/**
 * The client loads with the first call, not with the portal: /login makes none until the visitor
 * submits, and ky is 5 kB gzip of its 150 kB budget (docs/performance.md "Budgets").
 */
export function httpClient(): Promise<KyInstance> {
  client ??= import('ky').then(({ default: ky }) => ky.create({
    prefixUrl: API_BASE,
    timeout: API_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    credentials: 'same-origin',
  })).catch((error: unknown) => {
    // Offline before the first call: the next one tries to load it again.
    client = null;
    throw error;
  });
  return client;
}

export function getJson<S extends v.GenericSchema>(schema: S, path: string, opts: RequestOptions = {}): Promise<v.InferOutput<S>> {
  return request(schema, 'get', path, undefined, opts);
}

export function sendJson<S extends v.GenericSchema>(
  schema: S,
  method: 'post' | 'patch' | 'put' | 'delete',
  path: string,
  body: unknown,
  opts: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  return request(schema, method, path, body, opts);
}

async function request<S extends v.GenericSchema>(
  schema: S,
  method: 'get' | 'post' | 'patch' | 'put' | 'delete',
  path: string,
  body: unknown,
  opts: RequestOptions,
): Promise<v.InferOutput<S>> {
  const token = opts.token === undefined ? await hooks.tokenForRequest() : opts.token;
  if (method === 'get') {
    const early = await earlyAnswer(path, opts.searchParams, token);
    if (early) return v.parse(schema, await readBody(early));
  }
  let response: Response;
  try {
    const send = await httpClient();
    response = await send(path, {
      method,
      // A FormData body goes as multipart (the avatar upload); anything else as JSON.
      ...(body instanceof FormData ? { body } : { json: body }),
      searchParams: opts.searchParams,
      signal: opts.signal,
      headers: { ...opts.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    throw toTransportError(error, opts.signal);
  }
  if (!response.ok) throw await toHttpError(response, token !== null);
  return v.parse(schema, await readBody(response));
}

/**
 * The answer the early-start script already asked for with this token (boot/early-start.ts), if
 * it succeeded; anything else (none, a failure, a refusal) is asked again, so that errors, 401s
 * and maintenance take their usual path.
 */
async function earlyAnswer(path: string, searchParams: RequestOptions['searchParams'], token: string | null): Promise<Response | null> {
  const early = takeEarlyResponse(requestKey(path, searchParams), token);
  const response = early && (await early.catch(() => null));
  return response?.ok ? response : null;
}

export function toTransportError(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
    return new ApiError(CANCELLED_STATUS, null, null, 'Request cancelled');
  }
  return new ApiError(NETWORK_FAILURE_STATUS, null, null, error instanceof Error ? error.message : 'Network failure');
}

export async function toHttpError(response: Response, carriedToken: boolean): Promise<ApiError> {
  const parsed = v.safeParse(ErrorBody, await readBody(response).catch(() => null));
  const body = parsed.success ? parsed.output : null;
  const header = Number(response.headers.get('retry-after'));
  const retryAfter = body?.retry_after ?? (Number.isFinite(header) && header > 0 ? header : null);
  if (response.status === 503) {
    setMaintenanceFlag();
    hooks.onMaintenance();
  } else if (response.status === 401 && carriedToken) {
    hooks.onUnauthorized();
  }
  return new ApiError(response.status, body, retryAfter);
}

/** JSON body, or undefined for an empty answer (204, or a 200 without content). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}
