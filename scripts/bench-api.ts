/** The bench's calls of the server's API (scripts/bench.ts), loopback only. */

export interface BenchUser {
  email: string;
  token: string;
  companyId: number;
}

export async function api<T>(url: string, method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(url + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Signs a user in as the portal does; the code comes from the development outbox (loopback only). */
export async function signIn(url: string, email: string): Promise<BenchUser> {
  const login = await api<{ user_id: number; login_request_id: string }>(url, 'POST', '/api/v2/installer/login', { body: { email } });
  const outbox = await api<{ data: { code: string }[] }>(url, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = outbox.data[0]?.code;
  if (!code) throw new Error(`No sign-in code for ${email} in the outbox`);
  const { token } = await api<{ token: string }>(url, 'POST', '/api/v2/installer/login/verify', {
    body: { userId: login.user_id, login_request_id: login.login_request_id, code },
  });
  const self = await api<{ data: { company: { id: number } } }>(url, 'GET', '/api/v1/company/user/self', { token });
  return { email, token, companyId: self.data.company.id };
}
