/** The console's order queue (issue 27): orders of one status and vendor, oldest first, inside the member's regions. */
import { and, asc, count, eq } from 'drizzle-orm';
import { regionById } from '../../contract/regions';
import { STAFF_LIST_PAGE_SIZE, type StaffOrderSummary, type StaffOrdersQuery } from '../../contract/staff';
import type { Database } from '../db/database';
import { companies, orders, shopVendors } from '../db/schema';
import { orderSummaries } from './orders';
import { inStaffRegions, type StaffScope } from './staff-scope';

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
    company: { uuid: company.uuid, name: company.name, region: regionById(company.regionId)?.slug ?? '' },
    vendor,
  }));
  const total = counted?.total ?? 0;
  return { data, meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total } };
}
