/**
 * What a marketing material adds to the shop's placement (SPEC §2 /checkout/{uuid}, §5 Material
 * order voucher; issue 26 §1): the order names the company's stored configuration and a quantity;
 * its line is the configured product's variant, priced, stock-checked, reserved and keyed
 * (Idempotency-Key) by orders.ts like any other. The order keeps the configuration (stored
 * configurations are never changed), so its detail shows the input data with the logo's and the
 * proof's download links. Another company's configuration, like an unknown one, answers 404.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MATERIAL_MESSAGES } from '../../contract/marketing-material';
import { orderProofPath, type Customer, type NewMaterialOrder, type OrderMaterialInfo } from '../../contract/shop';
import type { Database } from '../db/database';
import { materialConfigurations, orderFiles, orders, shopProducts, shopVariants } from '../db/schema';
import type { AppDeps } from '../deps';
import { invalid, notFound } from '../http/errors';
import { materialProof } from './material-proof';
import type { Account } from './accounts';
import { ORDER_FILE_PATH } from './order-files';
import type { OrderGroup } from './orders';

type OrderRow = typeof orders.$inferSelect;

/**
 * POST /v2/orders {type: 'marketing_material'}: the group the shop places, its one line the
 * configured product's variant (a material product has one) in the quantity asked for.
 */
export async function materialOrder({ db }: Pick<AppDeps, 'db'>, caller: Account, body: NewMaterialOrder): Promise<{ group: OrderGroup; customer: Customer }> {
  const [found] = await db
    .select({
      id: materialConfigurations.id, variant: shopVariants.uuid,
      logo: sql<string>`${materialConfigurations.configuration}->>'manufacturerLogo'`, settings: shopProducts.materialSettings,
    })
    .from(materialConfigurations)
    .innerJoin(shopVariants, eq(shopVariants.productId, materialConfigurations.productId))
    .innerJoin(shopProducts, eq(shopProducts.id, materialConfigurations.productId))
    .where(and(eq(materialConfigurations.uuid, body.configuration), eq(materialConfigurations.companyId, caller.company.id)))
    .orderBy(asc(shopVariants.id))
    .limit(1);
  if (!found) throw notFound();
  // A recommendation withdrawn since the configuration was stored withdraws its logo too (SPEC §5 Prefill).
  if (!caller.company.isRecommended && found.logo === found.settings?.logos.recommended?.id) {
    throw invalid({ manufacturerLogo: [MATERIAL_MESSAGES.logoChoice] });
  }
  return {
    group: { type: 'marketing_material', order: [{ uuid: found.variant, quantity: body.quantity }], configurationId: found.id },
    customer: body.customer,
  };
}

/** Order.meta.material of each order, by order id; other types null. */
export async function orderMaterialInfo(db: Database, rows: readonly OrderRow[]): Promise<Map<number, OrderMaterialInfo | null>> {
  const info = new Map<number, OrderMaterialInfo | null>(rows.map((row) => [row.id, null]));
  const ids = [...new Set(rows.flatMap((row) => (row.materialConfigurationId === null ? [] : [row.materialConfigurationId])))];
  if (ids.length === 0) return info;
  const stored = await db.select().from(materialConfigurations).where(inArray(materialConfigurations.id, ids));
  const byId = new Map(stored.map((row) => [row.id, row]));
  const logoIds = stored.flatMap((row) => (row.configuration.fields.logo ? [row.configuration.fields.logo] : []));
  const logos = logoIds.length === 0 ? [] : await db.select({ id: orderFiles.id, name: orderFiles.name, companyId: orderFiles.companyId })
    .from(orderFiles).where(inArray(orderFiles.id, logoIds));
  const logoOf = new Map(logos.map((logo) => [logo.id, logo]));
  for (const row of rows) {
    const configuration = row.materialConfigurationId === null ? undefined : byId.get(row.materialConfigurationId);
    if (!configuration) continue;
    const logo = logoOf.get(configuration.configuration.fields.logo ?? '');
    info.set(row.id, {
      configuration_uuid: configuration.uuid,
      material_type: configuration.type,
      configuration: configuration.configuration,
      // Checked when the configuration was stored; the company is asked again so no other company's file is ever linked.
      logo: logo && logo.companyId === row.companyId ? { name: logo.name, url: `${ORDER_FILE_PATH}${logo.id}` } : null,
      proof_url: orderProofPath(row.uuid),
    });
  }
  return info;
}

/**
 * The print-ready proof of a material order (issue 26: the orderer and staff download it from the
 * order): `order` is the order's uuid for its company (companyId), its number for staff (null).
 * Null when there is no such material order.
 */
export async function orderProof(db: Database, order: { uuid: string; companyId: number } | { number: string }): Promise<Uint8Array | null> {
  const which = 'uuid' in order ? and(eq(orders.uuid, order.uuid), eq(orders.companyId, order.companyId)) : eq(orders.number, order.number);
  const [found] = await db
    .select({ configuration: materialConfigurations.uuid, companyId: orders.companyId })
    .from(orders)
    .innerJoin(materialConfigurations, eq(materialConfigurations.id, orders.materialConfigurationId))
    .where(which);
  return found ? materialProof(db, { configurationUuid: found.configuration, companyId: found.companyId }) : null;
}
