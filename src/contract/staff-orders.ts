/** The console's Orders desk (issue 27 §2 "Orders"): an order's detail, the vendors, the top-ups awaiting an outcome. */
import * as v from 'valibot';
import { TOP_UP_STATUSES } from './club-card';
import { Order, OrdersPage } from './shop';
import { StaffOrderSummary } from './staff';

/** GET /staff/v1/orders: a page of the queue. */
export const StaffOrderQueuePage = v.object({ data: v.array(StaffOrderSummary), meta: OrdersPage.entries.meta });

/** GET /staff/v1/orders/{uuid}: the order as its company sees it, with who placed it and where the proof is. */
export const StaffOrderDetail = v.object({
  ...Order.entries,
  company: v.object({ uuid: v.string(), name: v.string(), region: v.string() }),
  ordered_by: v.object({ uuid: v.string(), name: v.string(), surname: v.string(), email: v.nullable(v.string()) }),
  /** Material orders: the print-ready proof's download for staff (GET /staff/v1/orders/{uuid}/proof.pdf); null otherwise. */
  staff_proof_url: v.nullable(v.string()),
});
export type StaffOrderDetail = v.InferOutput<typeof StaffOrderDetail>;

export const staffOrderProofPath = (orderUuid: string) => `/api/staff/v1/orders/${orderUuid}/proof.pdf`;

/** GET /staff/v1/vendors: the queue's vendor filter, inside the member's regions. */
export const StaffVendor = v.object({ id: v.number(), name: v.string(), region: v.string() });
export type StaffVendor = v.InferOutput<typeof StaffVendor>;
export const StaffVendors = v.object({ data: v.array(StaffVendor) });

/** The outcomes staff may report for a top-up, as the issuer would (`card outcome`). */
export const TOP_UP_OUTCOMES = ['SUCCEEDED', 'REFUSED', 'REJECTED'] as const satisfies readonly (typeof TOP_UP_STATUSES)[number][];
export type TopUpOutcome = (typeof TOP_UP_OUTCOMES)[number];

/** GET /staff/v1/top-ups: top-ups still waiting for the issuer's outcome, oldest first. */
export const StaffOpenTopUp = v.object({
  uuid: v.string(),
  status: v.picklist(TOP_UP_STATUSES),
  points: v.number(),
  amount: v.object({ local: v.number(), currency: v.string() }),
  created_at: v.string(),
  order: v.object({ uuid: v.string(), number: v.string() }),
  company: v.object({ uuid: v.string(), name: v.string(), region: v.string() }),
});
export type StaffOpenTopUp = v.InferOutput<typeof StaffOpenTopUp>;
export const StaffOpenTopUps = v.object({ data: v.array(StaffOpenTopUp) });

/** POST /staff/v1/top-ups/{uuid}/outcome. */
export const TopUpOutcomeRequest = v.object({ status: v.picklist(TOP_UP_OUTCOMES) });
export type TopUpOutcomeRequest = v.InferOutput<typeof TopUpOutcomeRequest>;
export const TopUpOutcomeResponse = v.object({ data: v.object({ uuid: v.string(), status: v.picklist(TOP_UP_STATUSES) }) });

/** POST /staff/v1/orders/{uuid}/card: the card order completed with its card. */
export const CardIssued = v.object({ data: v.object({ number: v.string(), status: v.number() }) });
