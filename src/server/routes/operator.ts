/**
 * Operator actions (maintenance switch, emulation links, sign-in unlock, serial import, project
 * review, points expiry, content import, order status, points credit, support answers, material
 * proofs, the club card, staff accounts, a company's recommendation) over HTTP, mounted twice:
 * - /api/operator: for `npm run operator` while the server holds an embedded database. Only over
 *   loopback and with the per-start operator token (see src/server/runtime-file.ts).
 * - /api/dev/operator: without a token, only where the development tools exist (never in
 *   production); end-to-end tests use it.
 * Both answer during maintenance, so maintenance can be switched off again.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { sameSecret } from '../security/crypto';
import * as v from 'valibot';
import { TOP_UP_STATUSES, currencyOfPoints } from '../../contract/club-card';
import { DB_INTEGER_MAX } from '../../contract/ids';
import { MessageText, type TicketStatusId } from '../../contract/support';
import type { AppDeps } from '../deps';
import { createEmulationLink } from '../domain/emulation';
import type { MaintenanceSwitch } from '../domain/maintenance';
import { SERIAL_IMPORT_BATCH, importSerials } from '../domain/product-catalogue';
import { CONTENT_IMPORT_BATCH, ContentImportItem, importContent } from '../domain/content-import';
import { expirePoints } from '../domain/points-expiry';
import { changeOrderStatus, creditPoints } from '../domain/order-status';
import { recommendCompany } from '../domain/company-recommendation';
import { issueCardByHand, listCards, refuseTopUpAmount, reportOutcome } from '../domain/club-card';
import { reviewProjectScans } from '../domain/projects';
import { orderProof } from '../domain/material-orders';
import { materialProof } from '../domain/material-proof';
import { unlockSignIn } from '../domain/sign-in-lockout';
import { staffReply, staffSetStatus, staffShow, staffTickets } from '../domain/support';
import { addStaffMember } from '../domain/staff-members';
import { NewStaffMemberRequest } from '../../contract/staff-admin';
import { RejectionReason } from '../../contract/staff-review';
import type { AppEnv } from '../http/env';
import { bearerToken } from '../http/bearer';
import { isLoopback } from '../http/client-ip';
import { forbidden, notFound } from '../http/errors';
import { jsonBody, queryParams } from '../http/validation';
import { proofHeaders } from './materials';

export const MaintenanceCommand = v.object({ on: v.boolean() });
export const EmulateCommand = v.object({
  email: v.pipe(v.string(), v.trim(), v.email()),
  by: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
});
export const UnlockCommand = v.object({ email: v.pipe(v.string(), v.trim(), v.email()) });
/** Rows of an import file as written; each is checked and reported on by importSerials. */
export const SerialImportCommand = v.object({
  rows: v.pipe(
    v.array(v.object({
      line: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DB_INTEGER_MAX)),
      serial_number: v.pipe(v.string(), v.maxLength(200)),
      product_code: v.pipe(v.string(), v.maxLength(200)),
      region: v.pipe(v.string(), v.maxLength(50)),
    })),
    v.minLength(1),
    v.maxLength(SERIAL_IMPORT_BATCH),
  ),
});
const Serials = v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(1000)), []);
/** A calendar date (UTC): the job expires what is due by its start. */
export const ExpireCommand = v.object({ as_of: v.pipe(v.string(), v.isoDate(), v.transform((date) => new Date(`${date}T00:00:00.000Z`))) });
/** A batch of parsed content files (the operator command parses the folder, domain/content-import.ts). */
export const ContentImportCommand = v.object({
  items: v.pipe(
    v.array(ContentImportItem),
    v.minLength(1),
    v.maxLength(CONTENT_IMPORT_BATCH),
    v.check((items) => new Set(items.map((item) => item.slug)).size === items.length, 'every slug once'),
  ),
});
/** `reason`: what the installer reads about every scan rejected by this command (none: no reason shown). */
export const ReviewCommand = v.object({ project: v.pipe(v.string(), v.uuid()), accept: Serials, reject: Serials, reason: v.optional(v.nullable(RejectionReason), null) });
export const CreditCommand = v.object({
  email: v.pipe(v.string(), v.trim(), v.email()),
  points: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
});
const OrderNumber = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{2,3}-\d{1,12}$/));
export const OrderCommand = v.object({
  action: v.picklist(['approve', 'complete', 'reject']),
  number: OrderNumber,
});
export const CardIssueCommand = v.object({ number: OrderNumber });
export const CardOutcomeCommand = v.object({
  top_up: v.pipe(v.string(), v.uuid()),
  status: v.picklist(TOP_UP_STATUSES.filter((status) => status !== 'SUBMITTED')),
});
/** Points of a top-up the simulator refuses from now on (it sees them as points × 2 in the card's currency). */
export const CardRefuseCommand = v.object({ points: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)) });
export const SupportListQuery = v.object({ status: v.optional(v.pipe(v.picklist(['1', '2', '3']), v.transform((id) => Number(id) as TicketStatusId))) });
export const SupportReplyCommand = v.object({ by: EmulateCommand.entries.by, message: MessageText });

/** `company recommend`: the club recommends a member's company, or withdraws it (SPEC §5 Prefill). */
export const RecommendCommand = v.object({ email: v.pipe(v.string(), v.trim(), v.email()), recommended: v.boolean() });

/** `staff add`: the bootstrap of staff accounts (the first admin), written to the audit log as the operator's; the console's body. */
export const StaffAddCommand = NewStaffMemberRequest;

export function operatorActions(deps: AppDeps, maintenance: MaintenanceSwitch) {
  return new Hono<AppEnv>()
    .get('/maintenance', async (c) => c.json({ maintenance: await maintenance.isOn() }))
    .post('/maintenance', jsonBody(MaintenanceCommand), async (c) => {
      const { on } = c.req.valid('json');
      await maintenance.set(on, { by: 'operator', clientIp: c.get('clientIp') });
      deps.logger.info(`[operator] maintenance ${on ? 'on' : 'off'}`);
      return c.json({ maintenance: await maintenance.isOn() });
    })
    .post('/emulate', jsonBody(EmulateCommand), async (c) => {
      const { email, by } = c.req.valid('json');
      const link = await createEmulationLink(deps, email, { name: by, by: 'operator', clientIp: c.get('clientIp') });
      // The audit table names the user; the log line carries no personal data.
      deps.logger.info(`[operator] emulation link created by ${by}`);
      return c.json(link);
    })
    .post('/unlock', jsonBody(UnlockCommand), async (c) => {
      const unlocked = await unlockSignIn(deps.db, c.req.valid('json').email);
      // Logs name the user by id: no personal data in logs.
      deps.logger.info(`[operator] sign-in unlocked for user ${unlocked.user_id} (was at lock level ${unlocked.previous_level})`);
      return c.json(unlocked);
    })
    .post('/serials', jsonBody(SerialImportCommand), async (c) => {
      const report = await importSerials(deps.db, c.req.valid('json').rows, deps.clock.now(), { by: 'operator', clientIp: c.get('clientIp') });
      deps.logger.info(`[operator] serials imported: ${report.imported} new, ${report.unchanged} unchanged, ${report.skipped.length} skipped`);
      return c.json(report);
    })
    .post('/review', jsonBody(ReviewCommand), async (c) => {
      const { project, accept, reject, reason } = c.req.valid('json');
      const outcome = await reviewProjectScans(deps, project, { accept, reject: reject.map((scan) => ({ scan, reason })) }, { by: 'operator' });
      deps.logger.info(`[operator] project ${project} reviewed: ${outcome.accepted} accepted, ${outcome.rejected} rejected, ${outcome.waiting.length} waiting`);
      return c.json(outcome);
    })
    .post('/content', jsonBody(ContentImportCommand), async (c) => {
      const report = await importContent(deps.db, c.req.valid('json').items, deps.clock.now(), { by: 'operator', clientIp: c.get('clientIp') });
      deps.logger.info(`[operator] content imported: ${report.created} new, ${report.updated} updated`);
      return c.json(report);
    })
    .post('/points/expire', jsonBody(ExpireCommand), async (c) => {
      const report = await expirePoints(deps.db, c.req.valid('json').as_of);
      deps.logger.info(`[operator] points expired: ${report.points} points of ${report.companies} companies`);
      return c.json(report);
    })
    .post('/points', jsonBody(CreditCommand), async (c) => {
      const { email, points } = c.req.valid('json');
      const credited = await creditPoints(deps, email, points);
      // No personal data in logs: the amount only.
      deps.logger.info(`[operator] ${points} points credited`);
      return c.json(credited);
    })
    .post('/companies/recommend', jsonBody(RecommendCommand), async (c) => {
      const { email, recommended } = c.req.valid('json');
      return c.json(await recommendCompany(deps, email, recommended, { by: 'operator', clientIp: c.get('clientIp') }));
    })
    .post('/orders', jsonBody(OrderCommand), async (c) => {
      const { action, number } = c.req.valid('json');
      const { status } = await changeOrderStatus(deps, { number }, action, { by: 'operator', clientIp: c.get('clientIp') });
      deps.logger.info(`[operator] order ${number}: ${action} (now status ${status})`);
      return c.json({ number, status });
    })
    .get('/configurations/:uuid/proof', async (c) => {
      const uuid = c.req.param('uuid');
      // Staff: any company's configuration.
      const proof = await materialProof(deps.db, { configurationUuid: uuid, companyId: null });
      if (!proof) throw notFound();
      return c.body(new Uint8Array(proof), 200, proofHeaders(uuid));
    })
    .get('/orders/:number/proof', async (c) => {
      const number = c.req.param('number');
      // Staff: any company's material order.
      const proof = await orderProof(deps.db, { number });
      if (!proof) throw notFound();
      return c.body(new Uint8Array(proof), 200, proofHeaders(number));
    })
    .get('/card', async (c) => c.json({ data: await listCards(deps) }))
    .post('/card/issue', jsonBody(CardIssueCommand), async (c) => {
      const { number } = c.req.valid('json');
      const issued = await issueCardByHand(deps, { number }, { by: 'operator', clientIp: c.get('clientIp') });
      deps.logger.info(`[operator] card of order ${number} issued`);
      return c.json(issued);
    })
    .post('/card/outcome', jsonBody(CardOutcomeCommand), async (c) => {
      const { top_up: topUp, status } = c.req.valid('json');
      const reported = await reportOutcome(deps, topUp, status, { by: 'operator', clientIp: c.get('clientIp') });
      deps.logger.info(`[operator] top-up ${topUp}: ${status}`);
      return c.json(reported);
    })
    .post('/card/refuse', jsonBody(CardRefuseCommand), async (c) => {
      const { points } = c.req.valid('json');
      const refused = await refuseTopUpAmount(deps, currencyOfPoints(points));
      deps.logger.info(`[operator] the card simulator refuses top-ups of ${points} points`);
      return c.json(refused);
    })
    .get('/support', queryParams(SupportListQuery), async (c) => c.json({ data: await staffTickets(deps.db, c.req.valid('query').status) }))
    .get('/support/:uuid', async (c) => c.json({ data: await staffShow(deps.db, c.req.param('uuid')) }))
    .post('/support/:uuid/reply', jsonBody(SupportReplyCommand), async (c) => {
      const { by, message } = c.req.valid('json');
      const reply = await staffReply(deps, c.req.param('uuid'), { name: by, by: 'operator', clientIp: c.get('clientIp') }, message);
      deps.logger.info(`[operator] support conversation ${c.req.param('uuid')} answered by ${by}`);
      return c.json({ data: reply });
    })
    .post('/support/:uuid/close', async (c) => {
      await staffSetStatus(deps, c.req.param('uuid'), { name: 'operator', by: 'operator', clientIp: c.get('clientIp') }, 'close');
      deps.logger.info(`[operator] support conversation ${c.req.param('uuid')} closed`);
      return c.json({ message: 'Conversation closed.' });
    })
    .post('/staff', jsonBody(StaffAddCommand), async (c) => {
      const added = await addStaffMember(deps.db, c.req.valid('json'), 'operator', deps.clock.now());
      // The audit log names the account; the log line carries no personal data.
      deps.logger.info(`[operator] staff member ${added.id} added (${added.roles.join(', ')})`);
      return c.json({ data: added });
    });
}

/** Loopback plus `Authorization: Bearer <operator token>`. */
export function requireOperator(operatorToken: string | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = bearerToken(c);
    if (!operatorToken || !given || !isLoopback(c) || !sameSecret(given, operatorToken)) throw forbidden();
    await next();
  };
}
