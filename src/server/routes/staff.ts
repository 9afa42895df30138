/** The staff console's API (issue 27): /api/staff/v1/... Who may call what: the route access table. */
import { Hono } from 'hono';
import { AuditQuery, StaffLoginRequest, StaffVerifyRequest } from '../../contract/staff';
import type { AppDeps } from '../deps';
import { auditPage } from '../domain/audit';
import { staffMemberView } from '../domain/staff-members';
import { endStaffSessions, requestStaffCode, verifyStaffCode } from '../domain/staff-sign-in';
import type { AppEnv } from '../http/env';
import { jsonBody, queryParams } from '../http/validation';

export function staffRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/auth/login', jsonBody(StaffLoginRequest), async (c) =>
      c.json(await requestStaffCode(deps, c.req.valid('json').email, c.get('clientIp'))))
    .post('/auth/login/verify', jsonBody(StaffVerifyRequest), async (c) =>
      c.json(await verifyStaffCode(deps, c.req.valid('json'), c.get('clientIp'))))
    .get('/auth/me', (c) => c.json({ data: staffMemberView(c.get('staff').member) }))
    .post('/auth/logout', async (c) => {
      await endStaffSessions(deps, { sessionId: c.get('staff').sessionId });
      return c.json({ message: 'Signed out.' });
    })
    .post('/auth/logout/everywhere', async (c) => {
      await endStaffSessions(deps, { staffMemberId: c.get('staff').member.id });
      return c.json({ message: 'Signed out everywhere.' });
    })
    .get('/audit', queryParams(AuditQuery), async (c) => c.json({ data: await auditPage(deps.db, c.req.valid('query').before) }));
}
