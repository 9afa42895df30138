/**
 * Stored material configurations (issue 26 §1, SPEC §2 configurator "submit stores the
 * configuration"): every rule of SPEC §5 Configurator is checked again here, whatever the portal
 * sent, with the same pure rules (contract/marketing-material.ts) and messages, on the settings
 * as the company sees them (the recommended logo for recommended companies only); the logo must be
 * a file the company uploaded. A configuration belongs to the company: another company's, like an
 * unknown one, answers 404.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  MATERIAL_MESSAGES, configurationErrors, settingsForCompany, type ConfigurationErrors, type MaterialConfiguration, type StoredMaterialConfiguration,
} from '../../contract/marketing-material';
import { materialConfigurations, orderFiles, shopProducts } from '../db/schema';
import type { AppDeps } from '../deps';
import { invalid, notFound } from '../http/errors';
import type { Account } from './accounts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const Uuid = v.pipe(v.string(), v.uuid());

function view(row: typeof materialConfigurations.$inferSelect): StoredMaterialConfiguration {
  return { uuid: row.uuid, type: row.type, created_at: row.createdAt.toISOString(), configuration: row.configuration };
}

/** The rules' errors as the one error shape's field lists. */
const asFieldErrors = (errors: ConfigurationErrors): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (messages ? [[field, [...messages]]] : [])));

async function ownsFile(deps: Deps, caller: Account, reference: string): Promise<boolean> {
  if (!v.is(Uuid, reference)) return false;
  const [file] = await deps.db.select({ id: orderFiles.id }).from(orderFiles)
    .where(and(eq(orderFiles.id, reference), eq(orderFiles.companyId, caller.company.id)));
  return file !== undefined;
}

/** POST /v1/shop/configurations: the configuration of a material product of the caller's region, stored when it keeps every rule. */
export async function storeConfiguration(deps: Deps, caller: Account, configuration: MaterialConfiguration): Promise<StoredMaterialConfiguration> {
  const [product] = await deps.db
    .select({ id: shopProducts.id, settings: shopProducts.materialSettings })
    .from(shopProducts)
    .where(and(eq(shopProducts.uuid, configuration.product), eq(shopProducts.regionId, caller.company.regionId)));
  if (!product) throw notFound();
  if (!product.settings) throw invalid({ product: [MATERIAL_MESSAGES.productNotMaterial] });
  // The recommended logo only for a company the club recommends (SPEC §5 Prefill).
  const errors = configurationErrors(settingsForCompany(product.settings, { recommended: caller.company.isRecommended }), configuration);
  const logo = configuration.fields.logo;
  if (logo && !errors.logo && !(await ownsFile(deps, caller, logo))) errors.logo = [MATERIAL_MESSAGES.logoMissing];
  if (Object.keys(errors).length > 0) throw invalid(asFieldErrors(errors));
  const [row] = await deps.db.insert(materialConfigurations).values({
    companyId: caller.company.id,
    installerId: caller.user.id,
    productId: product.id,
    type: product.settings.type,
    configuration,
    createdAt: deps.clock.now(),
  }).returning();
  if (!row) throw new Error('the configuration was not stored');
  return view(row);
}

/** GET /v1/shop/configurations/{uuid}: the company's own configuration. */
export async function getConfiguration({ db }: Pick<AppDeps, 'db'>, caller: Account, uuid: string): Promise<StoredMaterialConfiguration> {
  if (!v.is(Uuid, uuid)) throw notFound();
  const [row] = await db.select().from(materialConfigurations)
    .where(and(eq(materialConfigurations.uuid, uuid), eq(materialConfigurations.companyId, caller.company.id)));
  if (!row) throw notFound();
  return view(row);
}
