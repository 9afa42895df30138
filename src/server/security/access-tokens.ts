/** Access tokens: HS256 JWTs signed with jose. Never logged, never put in a URL. */
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../contract/limits';

const ISSUER = 'installer-club';

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
 * The HS256 key derived from the server secret, imported once per secret: deriving and importing
 * it on every request cost more than checking the signature. A process knows one secret (tests
 * a few), so the map stays tiny.
 */
const signingKeys = new Map<string, KeyObject>();
function signingKey(secret: string): KeyObject {
  let key = signingKeys.get(secret);
  if (!key) {
    key = createSecretKey(createHmac('sha256', `access-token:${secret}`).update('v1').digest());
    signingKeys.set(secret, key);
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
    .setIssuer(ISSUER)
    .setSubject(String(input.userId))
    .setJti(input.tokenId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(signingKey(secret));
}

/** Verifies signature, issuer and expiry at `now`; null for any token that is not valid. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<VerifiedAccess | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      // A token without an expiry would live forever: refuse it whatever signed it.
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid, emulatedBy: typeof payload.emu === 'string' ? payload.emu : null };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
