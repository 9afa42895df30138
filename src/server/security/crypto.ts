import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '../../contract/limits';

/** Keyed hash (HMAC-SHA256, hex) of a secret value: what the database stores instead of it. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(value).digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a presented secret (a bearer token) is the expected one, in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An opaque token of 32 random bytes (256 bits), base64url. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A sign-in code: LOGIN_CODE_LENGTH digits from the CSPRNG, leading zeros kept. */
export const randomLoginCode = (): string =>
  String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');

/**
 * The successor of a refresh token, derived from it with the server secret. Deriving (instead of
 * drawing) lets a token presented twice within the grace period receive the very same successor
 * without the database ever holding a token in clear.
 */
export const successorToken = (secret: string, token: string): string =>
  createHmac('sha256', `refresh-successor:${secret}`).update(token).digest('base64url');
