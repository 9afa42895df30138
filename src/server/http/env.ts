import type { Account } from '../domain/accounts';

export interface AuthContext {
  account: Account;
  sessionId: string;
  /** Staff name in an emulated (read-only) session. */
  emulatedBy: string | null;
}

/** Per-request values the middleware sets for the route handlers. */
export interface AppEnv {
  Variables: {
    clientIp: string;
    auth: AuthContext;
  };
}
