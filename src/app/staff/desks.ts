import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StaffRole } from '../../contract/staff-permissions';

/** A desk of the console: one job of the club's staff (issue 27 §2). */
export interface Desk {
  key: 'find' | 'chat' | 'review' | 'orders' | 'content' | 'audit' | 'maintenance' | 'accounts';
  title: MessageDescriptor;
  summary: MessageDescriptor;
  /** The roles whose members work at it (issue 27 §1); admin works at every desk. */
  roles: readonly StaffRole[];
  /** The desk's page. */
  href: string;
}

/**
 * The desks in the order. Which roles work where is the role list; as each desk's
 * routes arrive, its roles move into the permission table (staffCan) like the audit log's did.
 */
export const DESKS: readonly Desk[] = [
  { key: 'find', title: msg`Find`, summary: msg`A person or company by e-mail, phone, name or registration number.`, roles: ['support'], href: '/staff/find' },
  { key: 'chat', title: msg`Chat`, summary: msg`Open conversations, oldest waiting first.`, roles: ['support'], href: '/staff/chat' },
  { key: 'review', title: msg`Review`, summary: msg`Projects and scans flagged by the fraud rules.`, roles: ['reviewer'], href: '/staff/review' },
  { key: 'orders', title: msg`Orders`, summary: msg`Approve, complete or reject orders; vouchers and club cards.`, roles: ['fulfilment'], href: '/staff/orders' },
  { key: 'content', title: msg`Content`, summary: msg`News, videos and links per region; the serial registry import.`, roles: ['content'], href: '/staff/content' },
  // The admin's own desks: roles [] (admin works at every desk).
  { key: 'audit', title: msg`Audit log`, summary: msg`What staff and the operator did, newest first.`, roles: [], href: '/staff/audit' },
  { key: 'maintenance', title: msg`Maintenance`, summary: msg`Show installers the maintenance page, and switch it off again.`, roles: [], href: '/staff/maintenance' },
  { key: 'accounts', title: msg`Staff accounts`, summary: msg`Add staff, set their roles and regions, deactivate or unlock them.`, roles: [], href: '/staff/accounts' },
];

/** The desks a member holding `roles` works at. */
export const desksFor = (roles: readonly string[]): Desk[] =>
  DESKS.filter((desk) => roles.includes('admin') || desk.roles.some((role) => roles.includes(role)));

export const ROLE_NAMES: Record<StaffRole, MessageDescriptor> = {
  support: msg`Support`,
  reviewer: msg`Reviewer`,
  fulfilment: msg`Fulfilment`,
  content: msg`Content`,
  admin: msg`Admin`,
};
