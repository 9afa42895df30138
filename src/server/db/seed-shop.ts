/** Writes the demo shop (demo-shop.ts) with the other demo data: descriptions pass the sanitiser like any import. */
import { createHash } from 'node:crypto';
import { safeHtml } from '../domain/safe-html';
import type { Database } from './database';
import { demoShop } from './demo-shop';
import { shopCategories, shopProductCategories, shopProducts, shopVariants, shopVendors } from './schema';

/** A fixed uuid for a name, so that an attribute and its values keep their ids across products. */
function nameUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function seedDemoShop(tx: Database, seededAt: Date): Promise<void> {
  const { vendors, categories, products } = demoShop();
  const vendorRows = await tx.insert(shopVendors).values(vendors).returning({ id: shopVendors.id, code: shopVendors.code });
  const vendorIds = new Map(vendorRows.map((row) => [row.code, row.id]));
  const categoryRows = await tx.insert(shopCategories).values(categories)
    .returning({ id: shopCategories.id, regionId: shopCategories.regionId, slug: shopCategories.slug });
  const categoryIds = new Map(categoryRows.map((row) => [`${row.regionId}/${row.slug}`, row.id]));
  // One second apart, in catalogue order: "newest" lists the catalogue as written, newest first.
  for (const [index, product] of products.entries()) {
    const [row] = await tx.insert(shopProducts).values({
      regionId: product.regionId,
      vendorId: vendorIds.get(product.vendorCode) as number,
      type: product.type,
      name: product.name,
      sku: product.sku,
      description: safeHtml('product', product.description),
      active: product.active,
      isVisible: product.isVisible,
      sticky: product.sticky,
      image: product.image,
      materialSettings: product.materialSettings,
      createdAt: new Date(seededAt.getTime() - (products.length - index) * 1000),
    }).returning({ id: shopProducts.id });
    const productId = row?.id as number;
    if (product.categories.length > 0) {
      await tx.insert(shopProductCategories).values(product.categories.map((slug, position) => ({
        productId, categoryId: categoryIds.get(`${product.regionId}/${slug}`) as number, position,
      })));
    }
    await tx.insert(shopVariants).values(product.variants.map((variant, position) => ({
      productId,
      sku: variant.sku,
      title: variant.title,
      price: variant.price,
      stock: variant.stock,
      position,
      attrs: variant.attrs.map(({ attrName, attrValueName }) => ({
        attrUuid: nameUuid(`attr:${attrName}`), attrName, attrValueUuid: nameUuid(`value:${attrName}:${attrValueName}`), attrValueName,
      })),
    })));
  }
}
