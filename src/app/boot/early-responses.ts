/**
 * Answers the early-start script (early-start.ts) asked for before the portal's code arrived,
 * handed over to the HTTP client (api/http.ts), which takes each one at most once instead of
 * asking again. Shared through a property of `window`: the script and the portal are separate
 * bundles.
 */

/** One request made early: its answer, and the token it carried (null: none). */
export interface EarlyRequest {
  token: string | null;
  response: Promise<Response>;
}

const REGISTRY = '__installerClubEarlyRequests';

type RegistryHost = { [REGISTRY]?: Map<string, EarlyRequest> };

function registry(create: boolean): Map<string, EarlyRequest> | undefined {
  const host = globalThis as RegistryHost;
  if (create) host[REGISTRY] ??= new Map();
  return host[REGISTRY];
}

/** A GET's identity: its API path with the query in a fixed order, whatever order the caller wrote. */
export function requestKey(path: string, searchParams: Record<string, string | number | boolean> = {}): string {
  const query = new URLSearchParams(Object.entries(searchParams).map(([name, value]) => [name, String(value)]));
  query.sort();
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function registerEarlyRequest(key: string, request: EarlyRequest): void {
  registry(true)!.set(key, request);
}

/**
 * The early answer to this GET, if one was asked for with the same token; removed on the way, so
 * that a later call (a refetch) goes to the network.
 */
export function takeEarlyResponse(key: string, token: string | null): Promise<Response> | null {
  const requests = registry(false);
  const early = requests?.get(key);
  if (!early) return null;
  requests!.delete(key);
  return early.token === token ? early.response : null;
}
