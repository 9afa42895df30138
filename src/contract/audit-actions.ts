/**
 * Every action the server writes to the audit log (src/server/domain/audit.ts `recordAudit`), by
 * desk. The server's entries are typed with it, and the console labels each one
 * (src/app/staff/audit-action-labels.ts): a new action is added here, and the console's label
 * table then fails typecheck until it has words for it. The database column stays text, so codes
 * written before a rename still read back and show as themselves.
 */
export const AUDIT_ACTIONS = [
  // Find desk: a single-use link that opens the portal as a member (src/server/domain/emulation.ts).
  'emulation.link',
  // Orders desk (order-status.ts, club-card.ts).
  'order.approve',
  'order.complete',
  'order.reject',
  'card.issue',
  'card.outcome',
  // Chat desk (support.ts).
  'support.reply',
  'support.close',
  'support.reopen',
  // Review desk (projects.ts).
  'review.decide',
  // Content desk (staff-content.ts, content-import.ts, product-catalogue.ts).
  'content.create',
  'content.update',
  'content.show',
  'content.hide',
  'content.import',
  'serials.import',
  // Admin desk (staff-members.ts, staff-accounts.ts, maintenance.ts).
  'staff.add',
  'staff.access',
  'staff.deactivate',
  'staff.reactivate',
  'staff.unlock',
  'maintenance.on',
  'maintenance.off',
  // The club's recommendation of a company (company-recommendation.ts; SPEC §5 Prefill).
  'company.recommend',
  'company.unrecommend',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

/** Whether a code read from the log is one of today's actions (an older or unknown one is not). */
export const isAuditAction = (code: string): code is AuditAction => KNOWN.has(code);
