import { describe, expect, it } from 'vitest';
import { isExpired, needsRefresh, readAccessClaims, sessionFromTokens } from '../../machines/session-tokens';

const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('session tokens', () => {
  it('reads expiry and emulation from the access token', () => {
    const exp = 1_900_000_000;
    expect(sessionFromTokens(jwt({ sub: 'u1', exp }), 'refresh')).toEqual({ token: jwt({ sub: 'u1', exp }), refreshToken: 'refresh', expiresAt: exp * 1000, emulatedBy: null });
    expect(sessionFromTokens(jwt({ sub: 'u1', exp, emu: 'Support Sam' }), null)?.emulatedBy).toBe('Support Sam');
  });

  it('reads names beyond Latin-1 from the token (UTF-8, as the server writes them)', () => {
    expect(sessionFromTokens(jwt({ sub: 'u1', exp: 1_900_000_000, emu: 'Łukasz Żółć / Анна' }), null)?.emulatedBy).toBe('Łukasz Żółć / Анна');
  });

  it('reads a token whose base64url uses the URL-safe letters - and _', () => {
    const token = jwt({ sub: 'u1', exp: 1_900_000_000, emu: '>>>???' });
    expect(token).toMatch(/-.*_/);
    expect(sessionFromTokens(token, null)?.emulatedBy).toBe('>>>???');
  });

  it('makes no session of a token it cannot read', () => {
    expect(sessionFromTokens('not-a-jwt', 'refresh')).toBeNull();
  });

  it('refuses tokens it cannot read', () => {
    expect(readAccessClaims('not-a-jwt')).toBeNull();
    expect(readAccessClaims('a.b.c')).toBeNull();
    expect(readAccessClaims(jwt({ sub: 'u1' }))).toBeNull();
  });

  it('takes a session as expired from the moment its token expires', () => {
    const now = Date.UTC(2025, 0, 1);
    const session = { token: 't', refreshToken: 'r', emulatedBy: null, expiresAt: now };
    expect(isExpired(session, now - 1)).toBe(false);
    expect(isExpired(session, now)).toBe(true);
  });

  it('asks for a refresh from 10 minutes before expiry', () => {
    const now = Date.UTC(2025, 0, 1);
    const session = { token: 't', refreshToken: 'r', emulatedBy: null, expiresAt: now + 10 * 60_000 + 1 };
    expect(needsRefresh(session, now)).toBe(false);
    expect(needsRefresh(session, now + 1)).toBe(true);
  });
});
