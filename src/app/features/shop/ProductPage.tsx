import { useState, type ReactNode } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { maxAddable, minAddable } from '../../../../machines/cart-rules';
import { VOUCHER_DESCRIPTION_PREVIEW, isCartType, type Product } from '../../../contract/shop';
import { productQuery, relatedProductsQuery } from '../../api/shop-queries';
import { cartStore, useCart } from '../../storage/cart-store';
import { Alert, Button, PageTitle, ProductGrid, RadioGroup, TextField } from '../../ui';
import { ClubCardOrder } from './ClubCardOrder';
import { Points } from './Points';
import { ProductCard } from './ProductCard';
import { StockState } from './StockState';
import './shop.css';

/**
 * /shop/{uuid}: SPEC §2 product page, with the voucher purchase block, the club-card block, the
 * marketing configurator (another feature's, given by the route: `material`) or related products by type.
 */
export function ProductPage({ uuid, material }: { uuid: string; material?: (product: Product) => ReactNode }) {
  const { data: product } = useSuspenseQuery(productQuery(uuid));
  const image = product.images.list[0];
  return (
    <article className="app-product">
      <div className="app-product__media">
        <img src={image?.l ?? product.images.thumbnail} srcSet={image ? `${image.xs} 480w, ${image.l} 960w` : undefined}
          sizes="(max-width: 720px) 100vw, 480px" alt="" width={480} height={480} className="app-product__image" />
      </div>
      <div className="app-product__body">
        <PageTitle>{product.name}</PageTitle>
        <p className="app-product__sku"><Trans>SKU: {product.sku}</Trans></p>
        {!product.active || !product.is_visible ? (
          <Alert tone="warning"><Trans>This product is not offered at the moment.</Trans></Alert>
        ) : null}
        <StockState stock={product.stock} />
        {product.type === 'voucher' ? <VoucherDescription html={product.description} /> : (
          // Sanitised by the server with an allow-list (src/server/domain/safe-html.ts).
          <div className="app-product__description" dangerouslySetInnerHTML={{ __html: product.description }} />
        )}
        {/* A marketing material is not put in the cart: its configurator (issue 26 §2) orders it. */}
        {!product.active || !product.is_visible ? null
          : product.type === 'club_card' ? <ClubCardOrder product={product} />
          : isCartType(product.type) ? <AddToCart product={product} /> : null}
      </div>
      {product.type === 'marketing_material' && product.active && product.is_visible ? material?.(product) : null}
      {product.type !== 'voucher' && product.type !== 'club_card' && product.categories[0] ? <RelatedProducts category={product.categories[0].slug} except={product.uuid} /> : null}
    </article>
  );
}

/** SPEC §9: a voucher's description shows its first 300 characters, the rest behind "More". */
function VoucherDescription({ html }: { html: string }) {
  // Blocks end with a space, so that their texts do not run together.
  const spaced = html.replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/g, '$& ');
  const text = (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= VOUCHER_DESCRIPTION_PREVIEW) return <div className="app-product__description" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <details className="app-product__more">
      <summary>
        <span className="app-product__preview">{text.slice(0, VOUCHER_DESCRIPTION_PREVIEW).trimEnd()}… </span>
        <span className="app-product__more-label"><Trans>More</Trans></span>
      </summary>
      <div className="app-product__description" dangerouslySetInnerHTML={{ __html: html }} />
    </details>
  );
}

/** Variant choice, the quantity control of SPEC §5 (1 to stock minus what the cart holds) and the add button. */
function AddToCart({ product }: { product: Product }) {
  const { t } = useLingui();
  const cart = useCart();
  const firstInStock = product.variants.find((variant) => variant.stock > 0) ?? product.variants[0];
  const [variantUuid, setVariantUuid] = useState(firstInStock?.uuid ?? '');
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants.find((candidate) => candidate.uuid === variantUuid) ?? firstInStock;
  if (!variant) return null;
  const max = maxAddable(cart, variant);
  const min = minAddable(cart, variant);
  const chosen = Math.min(Math.max(quantity, min), max);
  const add = () => {
    cartStore().addToCart({
      vendor: { uuid: product.vendor.uuid, name: product.vendor.name },
      product: { uuid: product.uuid, type: product.type, name: product.name, images: { thumbnail: product.images.thumbnail } },
      variant: { uuid: variant.uuid, stock: variant.stock, price: variant.price, sku: variant.sku, title: variant.title },
    }, chosen);
    setQuantity(1);
  };
  return (
    <form className="app-product__buy" onSubmit={(event) => { event.preventDefault(); add(); }}>
      {product.variants.length > 1 ? (
        <RadioGroup
          legend={variant.attrs[0]?.attrName ?? t`Variant`}
          name="variant"
          value={variant.uuid}
          onChange={(value) => setVariantUuid(value)}
          options={product.variants.map((option) => ({
            value: option.uuid,
            label: option.title,
            description: option.stock < 1 ? t`Sold out` : <Points value={option.price} />,
          }))}
        />
      ) : null}
      <p className="app-product__price"><Points value={variant.price} /></p>
      <div className="app-product__quantity">
        <TextField label={t`Quantity`} type="number" inputMode="numeric" min={min} max={max} step={1} value={chosen}
          disabled={max === 0} onChange={(event) => setQuantity(Number(event.target.value))}
          hint={max === 0 ? (variant.stock < 1 ? t`This variant is sold out.` : t`Your cart already holds all there is.`) : t`Up to ${max}`} />
        <Button type="submit" disabled={max === 0}><Trans>Add to cart</Trans></Button>
      </div>
    </form>
  );
}

/** Other products of the product's first category (SPEC §2). */
function RelatedProducts({ category, except }: { category: string; except: string }) {
  const { data } = useQuery(relatedProductsQuery(category));
  const related = (data?.data ?? []).filter((product) => product.uuid !== except).slice(0, 4);
  if (related.length === 0) return null;
  return (
    <section className="app-product__related" aria-labelledby="related-heading">
      <h2 id="related-heading"><Trans>Related products</Trans></h2>
      <ProductGrid>{related.map((product) => <li key={product.uuid}><ProductCard product={product} headingLevel={3} /></li>)}</ProductGrid>
    </section>
  );
}
