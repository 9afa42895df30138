import * as v from 'valibot';
import { AccessClaims } from '../src/contract/auth';
import { REFRESH_MARGIN_SECONDS } from '../src/contract/limits';

/** A signed-in session as the portal keeps it (SPEC §3 "Session"). */
export interface SessionTokens {
  token: string;
  /** Null in an emulated session: it cannot be refreshed. */
  refreshToken: string | null;
  /** Epoch milliseconds, from the access token's `exp` claim. */
  expiresAt: number;
  /** Staff member who emulates the user; null for the user's own session. */
  emulatedBy: string | null;
}

/**
 * Thrown by the session's actors when the server refused the session itself (refresh token
 * rejected, profile call answered 401): the only failures that sign the user out.
 */
export class SessionRefusedError extends Error {
  constructor(message = 'The session was refused') {
    super(message);
    this.name = 'SessionRefusedError';
  }
}

/** Base64url text as UTF-8: atob alone yields Latin-1, which garbles names such as "Łukasz". */
function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of an access token without verifying it (the server verifies). */
export function readAccessClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = v.safeParse(AccessClaims, JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Builds the session the portal keeps from a token pair; null when the token is unreadable. */
export function sessionFromTokens(token: string, refreshToken: string | null): SessionTokens | null {
  const claims = readAccessClaims(token);
  if (!claims) return null;
  return { token, refreshToken, expiresAt: claims.exp * 1000, emulatedBy: claims.emu ?? null };
}

/** Milliseconds until the token should be refreshed (0 when that moment has passed). */
export function msUntilRefresh(session: SessionTokens, now: number): number {
  return Math.max(0, session.expiresAt - REFRESH_MARGIN_SECONDS * 1000 - now);
}

export function needsRefresh(session: SessionTokens, now: number): boolean {
  return msUntilRefresh(session, now) === 0;
}

export function isExpired(session: SessionTokens, now: number): boolean {
  return session.expiresAt <= now;
}
