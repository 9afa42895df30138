/**
 * The admin desk's routes (issue 27 §1, §2): the maintenance switch and the staff accounts, mounted
 * under /api/staff/v1 by staff.ts. Who may call them: the route access table ('maintenance.switch',
 * 'staff.manage'); the domain functions write the audit entries.
 */
import { Hono, type Context } from 'hono';
import { DB_INTEGER_MAX } from '../../contract/ids';
import { MaintenanceRequest, NewStaffMemberRequest, StaffAccessRequest } from '../../contract/staff-admin';
import type { AppDeps } from '../deps';
import type { MaintenanceSwitch } from '../domain/maintenance';
import { changeStaffAccess, listStaffAccounts, setStaffActive, unlockStaffSignIn, type AccountChanger } from '../domain/staff-accounts';
import { addStaffMember } from '../domain/staff-members';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { jsonBody } from '../http/validation';

type StaffRequest = Context<AppEnv>;

const changer = (c: StaffRequest): AccountChanger => ({ by: { staffMemberId: c.get('staff').member.id }, clientIp: c.get('clientIp') });

/** The :member id; anything that cannot be one names nobody (404). */
function memberId(c: StaffRequest): number {
  const id = c.req.param('member') ?? '';
  if (!/^\d{1,10}$/.test(id) || Number(id) > DB_INTEGER_MAX) throw notFound();
  return Number(id);
}

export function staffAdminRoutes(deps: AppDeps, maintenance: MaintenanceSwitch) {
  const maintenanceView = async () => ({ data: { on: await maintenance.isOn(), from_env: maintenance.fromEnv } });
  return new Hono<AppEnv>()
    .get('/maintenance', async (c) => c.json(await maintenanceView()))
    .put('/maintenance', jsonBody(MaintenanceRequest), async (c) => {
      await maintenance.set(c.req.valid('json').on, changer(c));
      return c.json(await maintenanceView());
    })
    .get('/members', async (c) => c.json({ data: await listStaffAccounts(deps.db, deps.clock.now()) }))
    .post('/members', jsonBody(NewStaffMemberRequest), async (c) =>
      c.json({ data: await addStaffMember(deps.db, c.req.valid('json'), changer(c).by, deps.clock.now(), c.get('clientIp')) }))
    .patch('/members/:member', jsonBody(StaffAccessRequest), async (c) =>
      c.json({ data: await changeStaffAccess(deps.db, memberId(c), c.req.valid('json'), changer(c), deps.clock.now()) }))
    .post('/members/:member/deactivate', async (c) => c.json({ data: await setStaffActive(deps, memberId(c), false, changer(c)) }))
    .post('/members/:member/reactivate', async (c) => c.json({ data: await setStaffActive(deps, memberId(c), true, changer(c)) }))
    .post('/members/:member/unlock', async (c) => c.json({ data: await unlockStaffSignIn(deps.db, memberId(c), changer(c), deps.clock.now()) }));
}
