/** The staff console's API shapes (issue 27): sign-in, the signed-in member, the audit log. */
import * as v from 'valibot';
import { EmailLoginRequest, LoginCode } from './auth';
import { DB_INTEGER_MAX } from './ids';
import { NewMessage } from './support';
import { ORDER_STATUS, OrderSummary, type OrderStatus } from './shop';
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

const Named = v.object({ uuid: v.string(), name: v.string() });

export const AuditEntryView = v.object({
  id: v.number(),
  at: v.string(),
  /** The staff member's e-mail, or "operator" for the server's shell. */
  by: v.string(),
  /** The staff member's name, or "operator". */
  by_name: v.string(),
  action: v.string(),
  company_id: v.nullable(v.number()),
  /** The company the entry is about, by name (the console links its page by uuid). */
  company: v.nullable(Named),
  user_id: v.nullable(v.number()),
  /** The installer the entry is about, by name and surname. */
  user: v.nullable(Named),
  /** The staff account the entry is about (details.staff_member_id), by name and e-mail. */
  staff_member: v.nullable(v.object({ id: v.number(), name: v.string(), email: v.string() })),
  client_ip: v.nullable(v.string()),
  details: v.record(v.string(), v.unknown()),
});
export type AuditEntryView = v.InferOutput<typeof AuditEntryView>;

export const AUDIT_PAGE_SIZE = 50;

/** GET /staff/v1/audit: newest first, pages by the last id seen; `action` by its start ("staff." for every account change), `by` an e-mail or "operator". */
export const AuditQuery = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.maxValue(DB_INTEGER_MAX))),
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
  by: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
});
export type AuditQuery = v.InferOutput<typeof AuditQuery>;

/** GET /staff/v1/find?q=: what the search box sends (an e-mail, a phone in any format, a name or a registration number). */
export const FindQuery = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100)),
});
export type FindQuery = v.InferOutput<typeof FindQuery>;

/** At most this many people and this many companies per search: a search box, not an export. */
export const FIND_PAGE_SIZE = 20;

const FoundCompany = v.object({ uuid: v.string(), name: v.string(), region: v.string() });

export const FoundEntry = v.variant('kind', [
  v.object({
    kind: v.literal('person'),
    uuid: v.string(),
    name: v.string(),
    surname: v.string(),
    email: v.nullable(v.string()),
    /** E.164. */
    phone: v.nullable(v.string()),
    company: FoundCompany,
  }),
  v.object({ kind: v.literal('company'), ...FoundCompany.entries, registration_number: v.nullable(v.string()) }),
]);
export type FoundEntry = v.InferOutput<typeof FoundEntry>;
export const FindResponse = v.object({ data: v.array(FoundEntry) });

/** A member as the console lists them; `deleted` members keep their rows (their points and orders name them). */
export const StaffCompanyMember = v.object({
  uuid: v.string(),
  name: v.string(),
  surname: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** SPEC §4 role id. */
  role: v.number(),
  status: v.picklist(['active', 'deleted']),
  last_active_at: v.nullable(v.string()),
});

/** GET /staff/v1/companies/{uuid}: the company, its members, its points and where it is in onboarding. */
export const StaffCompanyView = v.object({
  uuid: v.string(),
  name: v.string(),
  region: v.string(),
  address: v.string(),
  postal_code: v.string(),
  city: v.string(),
  registration_number: v.nullable(v.string()),
  registration_number_2: v.nullable(v.string()),
  company_type_id: v.nullable(v.number()),
  active: v.boolean(),
  points: v.number(),
  onboarding: v.object({ terms_accepted: v.boolean(), numbers_given: v.boolean(), survey_answered: v.boolean() }),
  club_card: v.object({ has_card: v.boolean(), pending: v.boolean() }),
  /** The club recommends it: the regional recommended logo on its materials (SPEC §5 Prefill; the operator switches it). */
  recommended: v.boolean(),
  members: v.array(StaffCompanyMember),
});
export type StaffCompanyView = v.InferOutput<typeof StaffCompanyView>;

/** The company's lists are paged like the portal's: `?page=`. */
export const StaffPageQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
});
export const STAFF_LIST_PAGE_SIZE = 20;

/** POST /staff/v1/companies/{uuid}/members/{uuid}/emulation: the single-use link to open in a new tab. */
export const EmulationLinkView = v.object({ url: v.string(), expires_at: v.string() });
export type EmulationLinkView = v.InferOutput<typeof EmulationLinkView>;

/** GET /staff/v1/orders: the fulfilment queue, by status (default: pending) and vendor, oldest first. */
export const StaffOrdersQuery = v.object({
  status: v.optional(v.pipe(v.picklist(['1', '2', '3', '4', '5']), v.transform((id) => Number(id) as OrderStatus)), '1'),
  vendor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.maxValue(DB_INTEGER_MAX))),
  page: StaffPageQuery.entries.page,
});
export type StaffOrdersQuery = v.InferOutput<typeof StaffOrdersQuery>;

export const StaffOrderSummary = v.object({
  ...OrderSummary.entries,
  company: v.object({ uuid: v.string(), name: v.string(), region: v.string() }),
  vendor: v.object({ id: v.number(), name: v.string() }),
});
export type StaffOrderSummary = v.InferOutput<typeof StaffOrderSummary>;

/** POST /staff/v1/orders/{uuid}/approve|complete|reject: the operator's three steps. */
export const StaffOrderChanged = v.object({ uuid: v.string(), number: v.string(), status: v.picklist(Object.values(ORDER_STATUS)) });

/** GET /staff/v1/support/conversations/{uuid}: how long an "X is typing" lasts after the last POST .../typing. */
export const STAFF_TYPING_SECONDS = 8;

/** POST /staff/v1/support/conversations/{uuid}/messages: the reply (the member's message rules). */
export const StaffReplyRequest = NewMessage;
