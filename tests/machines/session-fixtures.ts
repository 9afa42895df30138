/** Test data for the session machine: tokens of every kind at one fixed moment, and how its calls fail. */
import { SessionRefusedError, type SessionTokens } from '../../machines/session-tokens';

export const MINUTE = 60_000;
export const NOW = Date.parse('2026-03-02T10:00:00.000Z');

const session = (token: string, minutesLeft: number, emulatedBy: string | null = null): SessionTokens => ({
  token,
  refreshToken: emulatedBy ? null : `refresh-${token}`,
  expiresAt: NOW + minutesLeft * MINUTE,
  emulatedBy,
});

/** Stored tokens of every kind, and the new one every refresh, sign-in or other tab brings. */
export const STORED = session('stored', 50);
export const DUE = session('due', 5);
export const RAN_OUT = session('ran-out', -5);
export const EMULATION = session('emulation', 20, 'Support Sam');
export const NEW = session('new', 60);

/** The server refused the session (401): it is over. */
export const refused = new SessionRefusedError('refused');
/** No answer came: the session stands, the call is tried again. */
export const offline = new Error('offline');
