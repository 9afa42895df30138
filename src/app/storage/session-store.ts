import * as v from 'valibot';
import { sessionFromTokens, type SessionTokens } from '../../../machines/session-tokens';
import { readStored, removeStored, writeStored } from './browser-storage';
import { CART_KEY } from './cart-key';
import { OFFLINE_SNAPSHOT_KEY } from './offline-snapshot-key';

/**
 * Where sessions live: the user's own session in local storage (shared by tabs, survives a
 * reload); an emulation session only in this tab's session storage, and never a refresh token.
 */
export const SESSION_KEY = 'session';
const EMULATION_KEY = 'emulation-session';

const StoredPair = v.object({ token: v.string(), refresh_token: v.string() });
const StoredEmulation = v.object({ token: v.string() });

export function parseStoredSession(text: string | null): SessionTokens | null {
  if (text === null) return null;
  try {
    const parsed = v.safeParse(StoredPair, JSON.parse(text));
    return parsed.success ? sessionFromTokens(parsed.output.token, parsed.output.refresh_token) : null;
  } catch {
    return null;
  }
}

export function readUserSession(): SessionTokens | null {
  return parseStoredSession(localStorage.getItem(SESSION_KEY));
}

function readEmulationSession(): SessionTokens | null {
  const stored = readStored(sessionStorage, EMULATION_KEY, StoredEmulation);
  const session = stored ? sessionFromTokens(stored.token, null) : null;
  return session?.emulatedBy ? session : null;
}

/** The session this tab starts with: its emulation session if any, else the user's own. */
export function readStartupSession(): SessionTokens | null {
  return readEmulationSession() ?? readUserSession();
}

/**
 * Where this tab keeps data of the person signed in (the offline snapshot): beside the session, so
 * that an emulation's data stays in its tab and a sign-out clears it.
 */
export function storageOfSession(): Storage {
  return readEmulationSession() ? sessionStorage : localStorage;
}

export function storeSession(session: SessionTokens): void {
  if (session.emulatedBy !== null) {
    writeStored(sessionStorage, EMULATION_KEY, { token: session.token });
  } else if (session.refreshToken !== null) {
    writeStored(localStorage, SESSION_KEY, { token: session.token, refresh_token: session.refreshToken });
  }
}

export function forgetSession(session: SessionTokens | null): void {
  removeStored(storageOfSession(), OFFLINE_SNAPSHOT_KEY);
  if (session?.emulatedBy) {
    removeStored(sessionStorage, EMULATION_KEY);
  } else {
    removeStored(localStorage, SESSION_KEY);
    // The cart belongs to the person signing out, not to the next one on this browser.
    removeStored(localStorage, CART_KEY);
  }
}
