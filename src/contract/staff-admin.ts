/**
 * The admin desk's API shapes (issue 27 §1, §2): the maintenance switch and the staff accounts.
 * The operator's `staff add` takes the same body as POST /staff/v1/members.
 */
import * as v from 'valibot';
import { StaffMemberView } from './staff';
import { STAFF_ROLES } from './staff-permissions';

/** GET|PUT /staff/v1/maintenance: `from_env` (MAINTENANCE=1) keeps it on whatever the switch says. */
export const MaintenanceView = v.object({ on: v.boolean(), from_env: v.boolean() });
export type MaintenanceView = v.InferOutput<typeof MaintenanceView>;

export const MaintenanceRequest = v.object({ on: v.boolean() });

const Roles = v.pipe(v.array(v.picklist(STAFF_ROLES)), v.minLength(1), v.maxLength(STAFF_ROLES.length));
/** Region slugs ("pl"); none: every region. */
const Regions = v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(10))), v.maxLength(20)), []);

/** POST /staff/v1/members (and the operator's `staff add`): a new staff account. */
export const NewStaffMemberRequest = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  roles: Roles,
  regions: Regions,
});

/** PATCH /staff/v1/members/{id}: the member's roles and regions, both as they should be. */
export const StaffAccessRequest = v.object({ roles: Roles, regions: Regions });
export type StaffAccessRequest = v.InferOutput<typeof StaffAccessRequest>;

/** A staff account as the admin desk lists it. */
export const StaffAccountView = v.object({
  ...StaffMemberView.entries,
  active: v.boolean(),
  /** Sign-in refused by the lockout (too many wrong codes) until it ends or an admin unlocks it. */
  locked: v.boolean(),
  created_at: v.string(),
});
export type StaffAccountView = v.InferOutput<typeof StaffAccountView>;

export const StaffAccountsResponse = v.object({ data: v.array(StaffAccountView) });
