/**
 * Access tokens: HS256 JWTs signed with jose. Never logged, never put in a URL. Installer and
 * staff tokens are two audiences with their own issuer and their own derived key, so neither
 * side ever accepts the other's token (issue 27).
 */
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { createHmac, webcrypto } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../contract/limits';

interface Audience {
  issuer: string;
  /** Label of the key derived from the server secret. */
  keyLabel: string;
}

const INSTALLERS: Audience = { issuer: 'installer-club', keyLabel: 'access-token' };
const STAFF: Audience = { issuer: 'installer-club-staff', keyLabel: 'staff-access-token' };

export interface AccessTokenInput {
  userId: number;
  sessionId: string;
  /** Unique per token (the refresh token row or the emulation it belongs to). */
  tokenId: string;
  issuedAt: Date;
  /** Staff name in an emulated session. */
  emulatedBy?: string | null;
}

export interface VerifiedAccess {
  userId: number;
  sessionId: string;
  emulatedBy: string | null;
}

/**
 * The HS256 key derived from the server secret, imported once per secret as the CryptoKey jose
 * works with: a raw key is derived and imported again on every call, which made verifying a
 * token about four times slower (≈ 110 µs against ≈ 25 µs here). A process knows one secret
 * (tests a few), so the map stays tiny.
 */
const signingKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
function signingKey(secret: string, { keyLabel }: Audience): Promise<webcrypto.CryptoKey> {
  const name = `${keyLabel}:${secret}`;
  let key = signingKeys.get(name);
  if (!key) {
    const raw = createHmac('sha256', name).update('v1').digest();
    key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    signingKeys.set(name, key);
  }
  return key;
}

/**
 * Signs an access token. Equal input gives an equal token (HS256 is deterministic), which is how a
 * refresh repeated within the grace period gets the same pair back.
 */
export async function signAccessToken(secret: string, input: AccessTokenInput): Promise<string> {
  const iat = Math.floor(input.issuedAt.getTime() / 1000);
  return new SignJWT(input.emulatedBy ? { emu: input.emulatedBy, sid: input.sessionId } : { sid: input.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(INSTALLERS.issuer)
    .setSubject(String(input.userId))
    .setJti(input.tokenId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await signingKey(secret, INSTALLERS));
}

/** A staff console token: the staff member and session, valid until `expiresAt` (the session's end). */
export async function signStaffToken(secret: string, input: { staffMemberId: number; sessionId: string; issuedAt: Date; expiresAt: Date }): Promise<string> {
  return new SignJWT({ sid: input.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(STAFF.issuer)
    .setSubject(String(input.staffMemberId))
    .setJti(input.sessionId)
    .setIssuedAt(Math.floor(input.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(input.expiresAt.getTime() / 1000))
    .sign(await signingKey(secret, STAFF));
}

interface VerifiedToken {
  access: VerifiedAccess;
  /** The token's `exp`, in seconds. */
  expiresAt: number;
}

/**
 * Tokens whose signature was checked, per secret. A client sends the same token with every
 * request for up to an hour, and checking the signature again (WebCrypto, a round trip through
 * libuv's thread pool) cost about 130 µs of server time per request under load on the 2-core
 * bench machine, where the rest of an authenticated read costs about 400. Only a byte-identical
 * token is found here, and it still ends at its `exp`. The oldest entries go first past the limit.
 */
const VERIFIED_LIMIT = 10_000;
const verifiedTokens = new Map<string, Map<string, VerifiedToken>>();

function remember(cacheKey: string, token: string, verified: VerifiedToken): void {
  let tokens = verifiedTokens.get(cacheKey);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(cacheKey, tokens);
  }
  if (tokens.size >= VERIFIED_LIMIT) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, verified);
}

/** Verifies signature, issuer and expiry at `now`; null for any token that is not valid. */
export function verifyAccessToken(secret: string, token: string, now: Date): Promise<VerifiedAccess | null> {
  return verifyToken(INSTALLERS, secret, token, now);
}

/** A staff console token's staff member (`userId`) and session; null for any other token. */
export function verifyStaffToken(secret: string, token: string, now: Date): Promise<VerifiedAccess | null> {
  return verifyToken(STAFF, secret, token, now);
}

async function verifyToken(audience: Audience, secret: string, token: string, now: Date): Promise<VerifiedAccess | null> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const cacheKey = `${audience.issuer}:${secret}`;
  const known = verifiedTokens.get(cacheKey)?.get(token);
  // jose's rule: a token is expired once `exp` <= now.
  if (known) return known.expiresAt > nowSeconds ? known.access : null;
  try {
    const { payload } = await jwtVerify(token, await signingKey(secret, audience), {
      issuer: audience.issuer,
      algorithms: ['HS256'],
      // A token without an expiry would live forever: refuse it whatever signed it.
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || payload.exp === undefined) return null;
    const access = { userId, sessionId: payload.sid, emulatedBy: typeof payload.emu === 'string' ? payload.emu : null };
    remember(cacheKey, token, { access, expiresAt: payload.exp });
    return access;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
