/** Staff accounts (issue 27): adding one (the operator's bootstrap and the demo data) and its view. */
import { regionBySlug } from '../../contract/regions';
import type { StaffMemberView } from '../../contract/staff';
import type { StaffRole } from '../../contract/staff-permissions';
import type { Database } from '../db/database';
import { staffMembers } from '../db/schema';
import { ApiFailure, invalid } from '../http/errors';
import { recordAudit, type AuditActor } from './audit';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

export interface NewStaffMember {
  email: string;
  name: string;
  roles: StaffRole[];
  /** Region slugs ("pl"); none: every region. */
  regions: string[];
}

export function staffMemberView(member: StaffMemberRow): StaffMemberView {
  return { id: member.id, email: member.email, name: member.name, roles: member.roles, regions: member.regions };
}

/** Region ids of the slugs; an unknown slug is refused by name. */
export function regionIds(slugs: readonly string[]): number[] {
  const unknown = slugs.filter((slug) => !regionBySlug(slug));
  if (unknown.length > 0) throw invalid({ regions: [`Unknown region: ${unknown.join(', ')}`] });
  return [...new Set(slugs.map((slug) => regionBySlug(slug)?.id as number))];
}

/** Adds a staff member (409 when the e-mail is taken) and records who did it. */
export async function addStaffMember(db: Database, input: NewStaffMember, by: AuditActor, now: Date, clientIp?: string): Promise<StaffMemberView> {
  const regions = regionIds(input.regions);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffMembers)
      .values({ email: input.email.trim().toLowerCase(), name: input.name, roles: [...new Set(input.roles)], regions, createdAt: now })
      .onConflictDoNothing({ target: staffMembers.email })
      .returning();
    if (!row) throw new ApiFailure(409, 'A staff member with this e-mail exists.');
    await recordAudit(tx, { by, clientIp, action: 'staff.add', details: { staff_member_id: row.id, roles: row.roles, regions: row.regions } }, now);
    return staffMemberView(row);
  });
}
