/**
 * The staff console's API (issue 27): /api/staff/v1/... Who may call what: the route access table;
 * which companies: the member's regions (staff-scope.ts). Every write lands in the audit log.
 */
import { Hono } from 'hono';
import { PointsHistoryQuery } from '../../contract/points';
import { ProjectsQuery } from '../../contract/projects';
import { StaffInboxQuery } from '../../contract/staff-chat';
import { AuditQuery, FindQuery, STAFF_LIST_PAGE_SIZE, StaffLoginRequest, StaffOrdersQuery, StaffPageQuery, StaffReplyRequest, StaffVerifyRequest } from '../../contract/staff';
import type { AppDeps } from '../deps';
import { auditPage } from '../domain/audit';
import type { MaintenanceSwitch } from '../domain/maintenance';
import { emulationLinkFor } from '../domain/emulation';
import { changeOrderStatus, type OperatorOrderAction } from '../domain/order-status';
import { listOrders } from '../domain/orders';
import { pointsHistory } from '../domain/points-history';
import { getProject, listProjects } from '../domain/projects';
import { staffCompanyView } from '../domain/staff-companies';
import { findPeopleAndCompanies } from '../domain/staff-find';
import { orderQueue } from '../domain/staff-orders';
import { companyAccount, companyMember, staffCompany } from '../domain/staff-scope';
import { companyTickets, staffReply, staffSetStatus, staffShow } from '../domain/support';
import { staffConversation, staffInbox } from '../domain/staff-chat';
import { typingBoard } from '../domain/staff-typing';
import { staffOrderRoutes } from './staff-orders';
import { staffMemberView } from '../domain/staff-members';
import { staffContentRoutes } from './staff-content';
import { staffFindRoutes } from './staff-find';
import { endStaffSessions, requestStaffCode, verifyStaffCode } from '../domain/staff-sign-in';
import type { AppEnv } from '../http/env';
import { jsonBody, queryParams } from '../http/validation';
import { staffAdminRoutes } from './staff-admin';
import { actor, scope, type StaffRequest } from './staff-actor';
import { staffReviewRoutes } from './staff-review';

const companyOf = (deps: AppDeps, c: StaffRequest) => staffCompany(deps.db, scope(c), c.req.param('company') ?? '');


export function staffRoutes(deps: AppDeps, maintenance: MaintenanceSwitch) {
  const typing = typingBoard(deps.clock);
  const conversation = (c: StaffRequest) => c.req.param('conversation') ?? '';
  const supportActor = (c: StaffRequest) => ({ name: c.get('staff').member.name, ...actor(c), scope: scope(c) });
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
    .get('/audit', queryParams(AuditQuery), async (c) => c.json({ data: await auditPage(deps.db, c.req.valid('query')) }))
    .get('/find', queryParams(FindQuery), async (c) => c.json({ data: await findPeopleAndCompanies(deps.db, scope(c), c.req.valid('query').q) }))
    .get('/companies/:company', async (c) => c.json({ data: await staffCompanyView(deps.db, await companyOf(deps, c)) }))
    .get('/companies/:company/ledger', queryParams(PointsHistoryQuery), async (c) =>
      c.json(await pointsHistory(deps, await companyAccount(deps.db, await companyOf(deps, c)), c.req.valid('query'))))
    .get('/companies/:company/projects', queryParams(StaffPageQuery), async (c) => {
      const account = await companyAccount(deps.db, await companyOf(deps, c));
      const query = { page: c.req.valid('query').page, limit: STAFF_LIST_PAGE_SIZE, constrainTo: 'company' } as const satisfies ProjectsQuery;
      const page = await listProjects(deps, account, query);
      // Each with its scans: the company page shows what the installer's project pages show.
      return c.json({ ...page, data: await Promise.all(page.data.map((project) => getProject(deps, account, project.uuid))) });
    })
    .get('/companies/:company/orders', queryParams(StaffPageQuery), async (c) =>
      c.json(await listOrders(deps, await companyAccount(deps.db, await companyOf(deps, c)), { page: c.req.valid('query').page, limit: STAFF_LIST_PAGE_SIZE })))
    .get('/companies/:company/tickets', async (c) => c.json({ data: await companyTickets(deps.db, (await companyOf(deps, c)).id) }))
    .post('/companies/:company/members/:member/emulation', async (c) => {
      const account = await companyMember(deps.db, await companyOf(deps, c), c.req.param('member'));
      const link = await emulationLinkFor(deps, account, { name: c.get('staff').member.name, ...actor(c) });
      return c.json({ data: { url: link.url, expires_at: link.expires_at } });
    })
    .route('/', staffFindRoutes(deps))
    .get('/support/conversations', queryParams(StaffInboxQuery), async (c) => c.json({ data: await staffInbox(deps.db, scope(c), c.req.valid('query').status) }))
    .get('/support/conversations/:conversation', async (c) =>
      c.json({ data: await staffConversation(deps.db, scope(c), conversation(c), (uuid) => typing.othersTyping(uuid, c.get('staff').member.id)) }))
    .post('/support/conversations/:conversation/messages', jsonBody(StaffReplyRequest), async (c) => {
      const reply = await staffReply(deps, conversation(c), supportActor(c), c.req.valid('json').message);
      typing.stopped(conversation(c), c.get('staff').member.id);
      return c.json({ data: reply });
    })
    .post('/support/conversations/:conversation/close', async (c) => {
      await staffSetStatus(deps, conversation(c), supportActor(c), 'close');
      return c.json({ message: 'Conversation closed.' });
    })
    .post('/support/conversations/:conversation/reopen', async (c) => {
      await staffSetStatus(deps, conversation(c), supportActor(c), 'reopen');
      return c.json({ message: 'Conversation reopened.' });
    })
    .post('/support/conversations/:conversation/typing', async (c) => {
      // Only a conversation the member may see takes a mark.
      const { uuid } = await staffShow(deps.db, conversation(c), scope(c));
      typing.typing(uuid, c.get('staff').member);
      return c.json({ message: 'Typing.' });
    })
    .get('/orders', queryParams(StaffOrdersQuery), async (c) => c.json(await orderQueue(deps.db, scope(c), c.req.valid('query'))))
    .post('/orders/:order/approve', orderAction(deps, 'approve'))
    .post('/orders/:order/complete', orderAction(deps, 'complete'))
    .post('/orders/:order/reject', orderAction(deps, 'reject'))
    .route('/', staffAdminRoutes(deps, maintenance))
    .route('/', staffReviewRoutes(deps))
    .route('/', staffContentRoutes(deps))
    .route('/', staffOrderRoutes(deps));
}

/** The operator's order steps by the order's uuid, inside the member's regions (reject gives points and stock back, once). */
function orderAction(deps: AppDeps, action: OperatorOrderAction) {
  return async (c: StaffRequest) =>
    c.json({ data: await changeOrderStatus(deps, { uuid: c.req.param('order') ?? '' }, action, { ...actor(c), scope: scope(c) }) });
}
