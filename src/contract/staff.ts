/** The staff console's API shapes (issue 27): sign-in, the signed-in member, the audit log. */
import * as v from 'valibot';
import { EmailLoginRequest, LoginCode } from './auth';
import { DB_INTEGER_MAX } from './ids';
import { STAFF_ROLES } from './staff-permissions';

/** A staff session ends this long after sign-in, whatever happens; there is no refresh. */
export const STAFF_SESSION_SECONDS = 8 * 60 * 60;

/** POST /staff/v1/auth/login: the member's e-mail (also the resend). */
export const StaffLoginRequest = EmailLoginRequest;

/** The same answer for every address, known or not: the page asks for the code either way. */
export const StaffLoginResponse = v.object({
  login_request_id: v.string(),
  resend_after: v.number(),
});
export type StaffLoginResponse = v.InferOutput<typeof StaffLoginResponse>;

/** POST /staff/v1/auth/login/verify: the request names its member, so no member id is sent. */
export const StaffVerifyRequest = v.object({
  login_request_id: v.pipe(v.string(), v.uuid()),
  code: LoginCode,
});
export type StaffVerifyRequest = v.InferOutput<typeof StaffVerifyRequest>;

export const StaffMemberView = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  roles: v.array(v.picklist(STAFF_ROLES)),
  /** Region ids; empty: every region. */
  regions: v.array(v.number()),
});
export type StaffMemberView = v.InferOutput<typeof StaffMemberView>;

/** The verify answer: the session's one token (kept in the tab's memory) and when it ends. */
export const StaffSession = v.object({
  token: v.string(),
  expires_at: v.string(),
  staff: StaffMemberView,
});
export type StaffSession = v.InferOutput<typeof StaffSession>;

export const AuditEntryView = v.object({
  id: v.number(),
  at: v.string(),
  /** The staff member's e-mail, or "operator" for the server's shell. */
  by: v.string(),
  action: v.string(),
  company_id: v.nullable(v.number()),
  user_id: v.nullable(v.number()),
  client_ip: v.nullable(v.string()),
  details: v.record(v.string(), v.unknown()),
});
export type AuditEntryView = v.InferOutput<typeof AuditEntryView>;

export const AUDIT_PAGE_SIZE = 50;

/** GET /staff/v1/audit: newest first, pages by the last id seen. */
export const AuditQuery = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.maxValue(DB_INTEGER_MAX))),
});
