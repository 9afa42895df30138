import type { Context } from 'hono';

/** The token of an `Authorization: Bearer …` header, or null when there is none. */
export function bearerToken(c: Context): string | null {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
}
