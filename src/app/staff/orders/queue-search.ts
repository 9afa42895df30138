import * as v from 'valibot';
import { ORDER_STATUS, type OrderStatus } from '../../../contract/shop';

/** The queue's tabs, in the order an order passes them (SPEC §4 statuses), by the name the address shows. */
export const QUEUE_TABS = ['pending', 'approved', 'completed', 'rejected', 'failed'] as const satisfies readonly (keyof typeof ORDER_STATUS)[];
export type QueueTab = (typeof QUEUE_TABS)[number];

/** /staff/orders?tab=&vendor=&page=: kept in the address, so a reload or a shared link shows the same page. */
export const QueueSearchSchema = v.object({
  tab: v.fallback(v.picklist(QUEUE_TABS), 'pending'),
  vendor: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
  page: v.fallback(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1),
});
export type QueueSearchParams = v.InferOutput<typeof QueueSearchSchema>;

/** What the queue's query asks the server: the status's id. */
export interface QueueSearch {
  status: OrderStatus;
  vendor: number | undefined;
  page: number;
}

export const queueSearch = ({ tab, vendor, page }: QueueSearchParams): QueueSearch => ({ status: ORDER_STATUS[tab], vendor, page });

/** The queue's address for these choices (defaults left out). */
export function queueHref({ tab, vendor, page }: QueueSearchParams): string {
  const params = new URLSearchParams({ tab, ...(vendor ? { vendor: String(vendor) } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  return `/staff/orders?${params.toString()}`;
}
