import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { OrderActionRequest } from '../../../../machines/staff-order-action-machine';
import { StaffOrderChanged } from '../../../contract/staff';
import { CardIssued, StaffOpenTopUps, StaffOrderQueuePage, StaffOrderDetail, StaffVendors, TopUpOutcomeResponse } from '../../../contract/staff-orders';
import { getJson, sendJson } from '../../api/http';
import { staffQueryClient } from '../staff-queries';
import type { QueueSearch } from './queue-search';

const ORDERS = ['staff', 'orders'] as const;

/**
 * GET /staff/v1/orders: one status, one vendor, one page. Read afresh when the desk opens: a queue
 * is looked at for what waits now. The page shown stays while the next loads (no jump to a spinner).
 */
export const orderQueueQuery = ({ status, vendor, page }: QueueSearch) =>
  queryOptions({
    queryKey: [...ORDERS, 'queue', { status, vendor, page }],
    queryFn: () => getJson(StaffOrderQueuePage, 'staff/v1/orders', { searchParams: { status, page, ...(vendor ? { vendor } : {}) } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const orderDetailQuery = (uuid: string) =>
  queryOptions({ queryKey: [...ORDERS, 'detail', uuid], queryFn: async () => (await getJson(v.object({ data: StaffOrderDetail }), `staff/v1/orders/${uuid}`)).data, staleTime: 0 });

/** The vendors change with the catalogue, not by the minute: the cache's usual time. */
export const vendorsQuery = () => queryOptions({ queryKey: ['staff', 'vendors'], queryFn: async () => (await getJson(StaffVendors, 'staff/v1/vendors')).data });

export const openTopUpsQuery = () =>
  queryOptions({ queryKey: [...ORDERS, 'top-ups'], queryFn: async () => (await getJson(StaffOpenTopUps, 'staff/v1/top-ups')).data, staleTime: 0 });

/** Sends one step of the desk (the order action machine's "send"). */
export async function sendOrderStep({ step, target }: OrderActionRequest): Promise<void> {
  if (step === 'issue card') await sendJson(CardIssued, 'post', `staff/v1/orders/${target}/card/issue`, {});
  else if (step === 'approve' || step === 'complete' || step === 'reject') await sendJson(v.object({ data: StaffOrderChanged }), 'post', `staff/v1/orders/${target}/${step}`, {});
  else await sendJson(TopUpOutcomeResponse, 'post', `staff/v1/top-ups/${target}/outcome`, { status: step });
}

/** After a step (or someone else's): every list and detail of the desk is read again. */
export const refreshOrders = () => staffQueryClient.invalidateQueries({ queryKey: ORDERS });
