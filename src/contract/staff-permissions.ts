/**
 * The staff console's roles (issue 27) as one table: which staff role may do what. The server
 * enforces it in the route access table (`{ who: 'staff', action }` in
 * src/server/http/route-access.ts); the console reads it to decide what it offers. A member's
 * regions (none: all) limit every company query on top of this table.
 *
 * Admin may do everything; the other roles each hold one desk of the club's work.
 */
export const STAFF_ROLES = ['support', 'reviewer', 'fulfilment', 'content', 'admin'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

const only = (...roles: StaffRole[]): readonly StaffRole[] => [...roles, 'admin'];
const EVERY_ROLE: readonly StaffRole[] = STAFF_ROLES;

export const STAFF_PERMISSIONS = {
  /** One's own staff account and sessions (who am I, sign out everywhere). */
  'self': EVERY_ROLE,
  /** Reading the audit log: what staff and the operator did. */
  'audit.read': only(),
  /** The search box: a person or company by e-mail, phone, name or registration number. */
  'people.find': only('support'),
  /** A company's page (members, points, projects, orders, tickets): every desk that answers for it reads it. */
  'companies.read': only('support', 'reviewer', 'fulfilment'),
  /** A single-use link that opens the portal as a member: support's alone, never fulfilment's. */
  'emulation.create': only('support'),
  /** The chat inbox: read, reply, close, reopen, "is typing". */
  'support.chat': only('support'),
  /** The order queue and its approve, complete and reject; order details and proofs; club card issues and top-up outcomes. */
  'orders.fulfil': only('fulfilment'),
  /** The maintenance switch: installers see the maintenance page while it is on. Admin's alone. */
  'maintenance.switch': only(),
  /** Staff accounts: add, roles and regions, deactivate and reactivate, unlock a locked sign-in. Admin's alone. */
  'staff.manage': only(),
  /** The review queue: projects in review, their scans, and accepting or rejecting flagged ones. */
  'review.decide': only('reviewer'),
  /** News, videos and links per region, and the serial registry import. */
  'content.manage': only('content'),
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof STAFF_PERMISSIONS;

/** May a staff member holding `roles` do `action`? One role that may is enough. */
export function staffCan(roles: readonly string[], action: StaffAction): boolean {
  const allowed: readonly string[] = STAFF_PERMISSIONS[action];
  return roles.some((role) => allowed.includes(role));
}

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);
