/**
 * The shop catalogue of the caller's region (SPEC §7): the product list with its filters, one
 * product, the club-card products, the categories and the cart sync (GET /v2/cart). Another
 * region's product, like an unknown uuid, answers 404. Inactive and hidden products are listed
 * only when asked for (the portal never does; an open product page shows its notice).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { settingsForCompany } from '../../contract/marketing-material';
import {
  vendorMinimum,
  type Product,
  type ProductImages,
  type ProductsPage,
  type ProductsQuery,
  type ShopCategory,
  type ShopProductType,
  type Variant,
} from '../../contract/shop';
import type { Database } from '../db/database';
import { preparedFor } from '../db/prepared';
import { shopCategories, shopProductCategories, shopProducts, shopVariants, shopVendors } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { Account } from './accounts';
import { safeHtml } from './safe-html';

type Deps = Pick<AppDeps, 'db'>;

const Uuid = v.pipe(v.string(), v.uuid());

export const IMAGE_SIZES = { thumbnail: 240, xs: 480, l: 960 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The picture's address carries a hash of what it shows, so it can be cached for good. */
export function imageUrl(productUuid: string, image: string, size: ImageSize): string {
  const version = createHash('sha256').update(image).digest('base64url').slice(0, 10);
  return `/api/v1/shop/images/${productUuid}/${size}.webp?v=${version}`;
}

/**
 * A product's picture addresses, made once per product and picture (three hashes each time were
 * a third of a list's time in Node). Keyed by what the addresses are made of, so an entry is right
 * on every instance for as long as it is kept: a new picture is a new key.
 */
const MAX_KEPT_IMAGES = 5_000;
const keptImages = new Map<string, ProductImages>();

export function imagesOf(uuid: string, image: string): ProductImages {
  const key = `${uuid}|${image}`;
  let images = keptImages.get(key);
  if (!images) {
    images = { thumbnail: imageUrl(uuid, image, 'thumbnail'), list: [{ position: 0, xs: imageUrl(uuid, image, 'xs'), l: imageUrl(uuid, image, 'l') }] };
    if (keptImages.size >= MAX_KEPT_IMAGES) keptImages.delete(keptImages.keys().next().value as string);
    keptImages.set(key, images);
  }
  return images;
}

/** Per product: price range and total stock of its variants, and its categories in order. */
const variantFigures = sql<{ min: number; max: number; stock: number }>`(select json_build_object(
    'min', coalesce(min(${shopVariants.price}), 0), 'max', coalesce(max(${shopVariants.price}), 0), 'stock', coalesce(sum(${shopVariants.stock}), 0))
  from ${shopVariants} where ${shopVariants.productId} = ${shopProducts.id})`;
const categoryList = sql<ShopCategory[]>`(select coalesce(json_agg(json_build_object(
    'uuid', ${shopCategories.uuid}, 'slug', ${shopCategories.slug}, 'name', ${shopCategories.name}, 'type', ${shopCategories.type})
    order by ${shopProductCategories.position}), '[]'::json)
  from ${shopProductCategories} join ${shopCategories} on ${shopCategories.id} = ${shopProductCategories.categoryId}
  where ${shopProductCategories.productId} = ${shopProducts.id})`;

const productFields = {
  id: shopProducts.id,
  uuid: shopProducts.uuid,
  name: shopProducts.name,
  sku: shopProducts.sku,
  type: shopProducts.type,
  active: shopProducts.active,
  isVisible: shopProducts.isVisible,
  sticky: shopProducts.sticky,
  image: shopProducts.image,
  regionId: shopProducts.regionId,
  vendor: { uuid: shopVendors.uuid, name: shopVendors.name },
};

const summaryFields = { ...productFields, figures: variantFigures, categories: categoryList };

type SummaryRow = {
  uuid: string; name: string; sku: string; type: ShopProductType; active: boolean; isVisible: boolean; sticky: boolean;
  image: string; regionId: number; figures: { min: number; max: number; stock: number }; categories: ShopCategory[];
  vendor: { uuid: string; name: string };
};

function summaryView(row: SummaryRow) {
  return {
    uuid: row.uuid,
    name: row.name,
    sku: row.sku,
    type: row.type,
    active: row.active,
    is_visible: row.isVisible,
    sticky: row.sticky,
    images: imagesOf(row.uuid, row.image),
    prices: { min: Number(row.figures.min), max: Number(row.figures.max) },
    stock: Number(row.figures.stock),
    categories: row.categories,
    vendor: { ...row.vendor, minimum: vendorMinimum(row.regionId) },
  };
}

/**
 * One page of the list with its total, in one prepared statement: every filter is a placeholder
 * that may be null ("any"), the sort is picked by CASE, so one plan serves every combination.
 * The matching products are scanned once for their page and count (the window runs over ids and
 * sort keys only); the page's variants and categories are then gathered once, grouped by product,
 * so the statement does no work per product of the region beyond the filter.
 */
const productsPage = preparedFor((db) => {
  const placeholder = (name: string) => sql.placeholder(name);
  const sort = sql`${placeholder('sort')}::text`;
  const minPrice = sql`(select min(${shopVariants.price}) from ${shopVariants} where ${shopVariants.productId} = ${shopProducts.id})`;
  const order = sql.join([
    sql`case when ${sort} = 'price_asc' then ${minPrice} end asc`,
    sql`case when ${sort} = 'price_desc' then ${minPrice} end desc`,
    sql`case when ${sort} = 'name' then ${shopProducts.name} end asc`,
    sql`${shopProducts.createdAt} desc`,
    sql`${shopProducts.id} asc`,
  ], sql`, `);
  const page = db.$with('page').as(db
    .select({
      productId: sql<number>`${shopProducts.id}`.as('product_id'),
      total: sql<number>`count(*) over ()`.as('total'),
      position: sql<number>`row_number() over (order by ${order})`.as('position'),
    })
    .from(shopProducts)
    .where(and(
      eq(shopProducts.regionId, placeholder('regionId')),
      sql`(${placeholder('active')}::boolean is null or ${shopProducts.active} = ${placeholder('active')}::boolean)`,
      sql`(${placeholder('visible')}::boolean is null or ${shopProducts.isVisible} = ${placeholder('visible')}::boolean)`,
      sql`(${placeholder('sticky')}::boolean is null or ${shopProducts.sticky} = ${placeholder('sticky')}::boolean)`,
      // The club card and its top-ups have their own page (/shop/club-card, GET .../cards): listed only when asked for.
      sql`(${shopProducts.type} = ${placeholder('type')}::text
        or (${placeholder('type')}::text is null and ${shopProducts.type} not in ('club_card', 'top_up')))`,
      sql`(${placeholder('categories')}::text is null or exists (select 1 from ${shopProductCategories}
        join ${shopCategories} on ${shopCategories.id} = ${shopProductCategories.categoryId}
        where ${shopProductCategories.productId} = ${shopProducts.id}
          and ${shopCategories.slug} = any(string_to_array(${placeholder('categories')}::text, ','))))`,
    ))
    .orderBy(sql`position`)
    .limit(placeholder('limit'))
    .offset(placeholder('offset')));
  const onPage = sql`in (select ${page.productId} from ${page})`;
  const figures = db.$with('figures').as(db
    .select({
      productId: sql<number>`${shopVariants.productId}`.as('figures_product_id'),
      figures: sql<{ min: number; max: number; stock: number }>`json_build_object(
        'min', min(${shopVariants.price}), 'max', max(${shopVariants.price}), 'stock', sum(${shopVariants.stock}))`.as('figures'),
    })
    .from(shopVariants)
    .where(sql`${shopVariants.productId} ${onPage}`)
    .groupBy(shopVariants.productId));
  const categories = db.$with('categories').as(db
    .select({
      productId: sql<number>`${shopProductCategories.productId}`.as('categories_product_id'),
      list: sql<ShopCategory[]>`json_agg(json_build_object(
        'uuid', ${shopCategories.uuid}, 'slug', ${shopCategories.slug}, 'name', ${shopCategories.name}, 'type', ${shopCategories.type})
        order by ${shopProductCategories.position})`.as('list'),
    })
    .from(shopProductCategories)
    .innerJoin(shopCategories, eq(shopCategories.id, shopProductCategories.categoryId))
    .where(sql`${shopProductCategories.productId} ${onPage}`)
    .groupBy(shopProductCategories.productId));
  return db
    .with(page, figures, categories)
    .select({
      ...productFields,
      figures: sql<{ min: number; max: number; stock: number }>`coalesce(${figures.figures}, '{"min":0,"max":0,"stock":0}'::json)`,
      categories: sql<ShopCategory[]>`coalesce(${categories.list}, '[]'::json)`,
      total: sql<number>`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(shopProducts, eq(shopProducts.id, page.productId))
    .innerJoin(shopVendors, eq(shopVendors.id, shopProducts.vendorId))
    .leftJoin(figures, eq(figures.productId, page.productId))
    .leftJoin(categories, eq(categories.productId, page.productId))
    .orderBy(page.position)
    .prepare('shop_products_page');
});

function pageParams(caller: Account, query: ProductsQuery, limit: number, offset: number) {
  return {
    regionId: caller.company.regionId,
    active: query.active,
    visible: query.is_visible,
    sticky: query.sticky ?? null,
    type: query.type ?? null,
    categories: query.categories?.length ? query.categories.join(',') : null,
    sort: query.sort,
    limit,
    offset,
  };
}

/** GET /v2/shop/products. A page past the end has no row to carry the total: one more row asks for it. */
export async function listProducts({ db }: Deps, caller: Account, query: ProductsQuery): Promise<ProductsPage> {
  const rows = await productsPage(db).execute(pageParams(caller, query, query.limit, (query.page - 1) * query.limit));
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : (await productsPage(db).execute(pageParams(caller, query, 1, 0)))[0]?.total ?? 0);
  return {
    data: rows.map(summaryView),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.limit)), per_page: query.limit, total },
  };
}

function variantView(row: typeof shopVariants.$inferSelect): Variant {
  return {
    uuid: row.uuid,
    sku: row.sku,
    title: row.title,
    price: row.price,
    stock: row.stock,
    attrs: row.attrs,
  };
}

/** Products of the caller's region with these uuids, with description, variants and a material's settings as the company sees them. */
async function productsWithVariants(db: Database, company: Account['company'], uuids: readonly string[]): Promise<Product[]> {
  const regionId = company.regionId;
  if (uuids.length === 0) return [];
  const rows = await db
    .select({ ...summaryFields, description: shopProducts.description, materialSettings: shopProducts.materialSettings })
    .from(shopProducts)
    .innerJoin(shopVendors, eq(shopVendors.id, shopProducts.vendorId))
    .where(and(inArray(shopProducts.uuid, [...uuids]), eq(shopProducts.regionId, regionId)));
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(shopVariants)
    .where(inArray(shopVariants.productId, rows.map((row) => row.id)))
    .orderBy(asc(shopVariants.productId), asc(shopVariants.position));
  return rows.map((row) => ({
    ...summaryView(row),
    description: safeHtml('product', row.description),
    variants: variants.filter((variant) => variant.productId === row.id).map(variantView),
    ...(row.materialSettings ? { settings: settingsForCompany(row.materialSettings, { recommended: company.isRecommended }) } : {}),
  }));
}

/** GET /v2/shop/products/{uuid}: also an inactive or hidden one (the page shows a notice). */
export async function getProduct({ db }: Deps, caller: Account, uuid: string): Promise<Product> {
  if (!v.is(Uuid, uuid)) throw notFound();
  const [product] = await productsWithVariants(db, caller.company, [uuid]);
  if (!product) throw notFound();
  return product;
}

/**
 * GET /v2/cart: the stored cart's products as they are now. Products gone from the region's
 * shop (inactive, hidden, unknown) are left out: the cart sync removes their lines.
 */
export async function cartProducts({ db }: Deps, caller: Account, uuids: readonly string[]): Promise<Product[]> {
  const products = await productsWithVariants(db, caller.company, uuids);
  return products.filter((product) => product.active && product.is_visible);
}

/** GET /v2/shop/products/cards: the region's active club card and top-up products. */
export async function cardProducts({ db }: Deps, caller: Account, query: { limit: number; type?: 'club_card' | 'top_up' }): Promise<Product[]> {
  const rows = await db
    .select({ uuid: shopProducts.uuid })
    .from(shopProducts)
    .where(and(
      eq(shopProducts.regionId, caller.company.regionId),
      eq(shopProducts.active, true),
      query.type ? eq(shopProducts.type, query.type) : inArray(shopProducts.type, ['club_card', 'top_up']),
    ))
    .orderBy(asc(shopProducts.id))
    .limit(query.limit);
  return productsWithVariants(db, caller.company, rows.map((row) => row.uuid));
}

const regionCategories = preparedFor((db) => db
  .select({ uuid: shopCategories.uuid, slug: shopCategories.slug, name: shopCategories.name, type: shopCategories.type })
  .from(shopCategories)
  .where(and(eq(shopCategories.regionId, sql.placeholder('regionId')), eq(shopCategories.type, sql.placeholder('type'))))
  .orderBy(asc(shopCategories.position))
  .prepare('shop_categories'));

/** GET /v1/shop/categories: the caller's region's categories of the type (SPEC §9: type 1). */
export async function listCategories({ db }: Deps, caller: Account, type: number): Promise<ShopCategory[]> {
  return regionCategories(db).execute({ regionId: caller.company.regionId, type });
}
