import type { Account } from '../domain/accounts';
import type { StaffMemberRow } from '../domain/staff-members';

export interface AuthContext {
  account: Account;
  sessionId: string;
  /** Staff name in an emulated (read-only) session. */
  emulatedBy: string | null;
}

/** A signed-in staff member of the console (issue 27). */
export interface StaffContext {
  member: StaffMemberRow;
  sessionId: string;
}

/** Per-request values the middleware sets for the route handlers. */
export interface AppEnv {
  Variables: {
    /** This request's id (X-Request-Id), in its log lines and its answer's headers. */
    requestId: string;
    clientIp: string;
    auth: AuthContext;
    staff: StaffContext;
  };
}
