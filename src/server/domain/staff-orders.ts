/**
 * The console's Orders desk (issue 27 §2): the queue of one status and vendor (oldest first), an
 * order's detail, the vendors to filter by and the top-ups awaiting the issuer's outcome, each
 * inside the member's regions (another region's order answers 404, like an unknown one).
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { regionById } from '../../contract/regions';
import { STAFF_LIST_PAGE_SIZE, type StaffOrderSummary, type StaffOrdersQuery } from '../../contract/staff';
import { staffOrderProofPath, type StaffOpenTopUp, type StaffOrderDetail, type StaffVendor } from '../../contract/staff-orders';
import type { Database } from '../db/database';
import { clubCardTopUps, companies, orders, shopVendors, users } from '../db/schema';
import { notFound } from '../http/errors';
import { orderProof } from './material-orders';
import { orderSummaries, orderViews } from './orders';
import { inStaffRegions, type StaffScope } from './staff-scope';

const Uuid = v.pipe(v.string(), v.uuid());
const companyView = (company: typeof companies.$inferSelect) => ({ uuid: company.uuid, name: company.name, region: regionById(company.regionId)?.slug ?? '' });

export async function orderQueue(db: Database, scope: StaffScope, query: StaffOrdersQuery) {
  const where = and(
    eq(orders.status, query.status),
    query.vendor === undefined ? undefined : eq(orders.vendorId, query.vendor),
    inStaffRegions(scope),
  );
  const limit = STAFF_LIST_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, company: companies, vendor: { id: shopVendors.id, name: shopVendors.name } })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .innerJoin(shopVendors, eq(shopVendors.id, orders.vendorId))
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db.select({ total: count() }).from(orders).innerJoin(companies, eq(companies.id, orders.companyId)).where(where),
  ]);
  const summaries = await orderSummaries(db, rows.map((row) => row.order));
  const data: StaffOrderSummary[] = rows.map(({ company, vendor }, index) => ({
    ...(summaries[index] as StaffOrderSummary),
    company: companyView(company),
    vendor,
  }));
  const total = counted?.total ?? 0;
  return { data, meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total } };
}

/** The order of this uuid with its company, inside the member's regions; 404 otherwise. */
async function scopedOrder(db: Database, scope: StaffScope, uuid: string) {
  if (!v.is(Uuid, uuid)) throw notFound();
  const [found] = await db
    .select({ order: orders, company: companies })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(eq(orders.uuid, uuid), inStaffRegions(scope)));
  if (!found) throw notFound();
  return found;
}

/** GET /staff/v1/orders/{uuid}: what the orderer's order page shows, plus the company and who placed it. */
export async function staffOrderDetail(db: Database, scope: StaffScope, uuid: string): Promise<StaffOrderDetail> {
  const { order, company } = await scopedOrder(db, scope, uuid);
  const [[view], [orderer]] = await Promise.all([
    orderViews(db, [order]),
    db.select({ uuid: users.uuid, name: users.name, surname: users.surname, email: users.email }).from(users).where(eq(users.id, order.installerId)),
  ]);
  if (!view || !orderer) throw notFound();
  return {
    ...view,
    company: companyView(company),
    ordered_by: orderer,
    staff_proof_url: order.materialConfigurationId === null ? null : staffOrderProofPath(order.uuid),
  };
}

/** GET /staff/v1/orders/{uuid}/proof.pdf: a material order's print-ready proof; 404 for any other order. */
export async function staffOrderProof(db: Database, scope: StaffScope, uuid: string): Promise<Uint8Array> {
  const { order } = await scopedOrder(db, scope, uuid);
  const proof = await orderProof(db, { uuid: order.uuid, companyId: order.companyId });
  if (!proof) throw notFound();
  return proof;
}

/** GET /staff/v1/orders/vendors: the vendors of the member's regions, by name. */
export async function staffVendors(db: Database, scope: StaffScope): Promise<StaffVendor[]> {
  const rows = await db
    .select({ id: shopVendors.id, name: shopVendors.name, regionId: shopVendors.regionId })
    .from(shopVendors)
    .where(scope.regions.length === 0 ? undefined : inArray(shopVendors.regionId, scope.regions))
    .orderBy(asc(shopVendors.name), asc(shopVendors.id));
  return rows.map(({ id, name, regionId }) => ({ id, name, region: regionById(regionId)?.slug ?? '' }));
}

/** At most this many top-ups at once: the oldest wait first; reporting them brings the next. */
export const OPEN_TOP_UPS_SHOWN = 50;

/** GET /staff/v1/top-ups: top-ups still SUBMITTED or PENDING at the issuer, oldest first. */
export async function openTopUps(db: Database, scope: StaffScope): Promise<StaffOpenTopUp[]> {
  const rows = await db
    .select({ topUp: clubCardTopUps, order: { uuid: orders.uuid, number: orders.number }, company: companies })
    .from(clubCardTopUps)
    .innerJoin(orders, eq(orders.id, clubCardTopUps.orderId))
    .innerJoin(companies, eq(companies.id, clubCardTopUps.companyId))
    .where(and(inArray(clubCardTopUps.status, ['SUBMITTED', 'PENDING']), inStaffRegions(scope)))
    .orderBy(asc(clubCardTopUps.createdAt), asc(clubCardTopUps.id))
    .limit(OPEN_TOP_UPS_SHOWN);
  return rows.map(({ topUp, order, company }) => ({
    uuid: topUp.uuid,
    status: topUp.status,
    points: topUp.points,
    amount: { local: topUp.amount, currency: topUp.currency },
    created_at: topUp.createdAt.toISOString(),
    order,
    company: companyView(company),
  }));
}
