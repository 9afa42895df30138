/**
 * The console's Orders desk (issue 27 §2 "Orders"), beside the queue and its three steps in
 * staff.ts: an order's detail and material proof, the vendors to filter by, and the club card's
 * hand steps the operator has (`card issue`, `card outcome`), through the same domain functions,
 * inside the member's regions and on the audit log.
 */
import { Hono, type Context } from 'hono';
import { TopUpOutcomeRequest } from '../../contract/staff-orders';
import type { AppDeps } from '../deps';
import { issueCardByHand, reportOutcome } from '../domain/club-card';
import type { OrderActor } from '../domain/order-status';
import { openTopUps, staffOrderDetail, staffOrderProof, staffVendors } from '../domain/staff-orders';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/validation';
import { proofHeaders } from './materials';

type StaffRequest = Context<AppEnv>;

const order = (c: StaffRequest) => c.req.param('order') ?? '';
const member = (c: StaffRequest) => c.get('staff').member;
const orderActor = (c: StaffRequest): OrderActor => ({ by: { staffMemberId: member(c).id }, clientIp: c.get('clientIp'), scope: member(c) });

export function staffOrderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/vendors', async (c) => c.json({ data: await staffVendors(deps.db, member(c)) }))
    .get('/orders/:order', async (c) => c.json({ data: await staffOrderDetail(deps.db, member(c), order(c)) }))
    .get('/orders/:order/proof.pdf', async (c) => {
      const proof = await staffOrderProof(deps.db, member(c), order(c));
      return c.body(new Uint8Array(proof), 200, proofHeaders(order(c)));
    })
    .post('/orders/:order/card/issue', async (c) => c.json({ data: await issueCardByHand(deps, { uuid: order(c) }, orderActor(c)) }))
    .get('/top-ups', async (c) => c.json({ data: await openTopUps(deps.db, member(c)) }))
    .post('/top-ups/:topUp/outcome', jsonBody(TopUpOutcomeRequest), async (c) =>
      c.json({ data: await reportOutcome(deps, c.req.param('topUp') ?? '', c.req.valid('json').status, orderActor(c)) }));
}
