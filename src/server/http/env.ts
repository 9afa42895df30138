import type { Account } from '../domain/accounts';

/** Per-request values the middleware sets for the route handlers. */
export interface AppEnv {
  Variables: {
    clientIp: string;
    auth: { account: Account; sessionId: string; emulatedBy: string | null };
  };
}
