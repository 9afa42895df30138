/**
 * The rules of the shopping cart (SPEC §3 "Cart", §4 "Cart", §5 "Quantity", §9), pure: no DOM,
 * no React, no storage. The app keeps the cart in local storage (src/app/storage/cart-store.ts);
 * this module says what a stored cart looks like and how it changes.
 *
 * Stored shape, version 1 (SPEC §9 "Cart storage version 1"): entries per vendor, then per variant,
 * plus the distinct product uuids (later sent to GET /v2/cart to fetch fresh data).
 *
 *   {
 *     "version": 1,
 *     "entries": {
 *       "<vendor uuid>": {
 *         "<variant uuid>": {
 *           "quantity": 2,
 *           "vendor": { "uuid": "<vendor uuid>", "name": "Castorama" },
 *           "product": { "uuid": "…", "type": "voucher", "name": "…", "images": { "thumbnail": "https://…" | null } },
 *           "variant": { "uuid": "<variant uuid>", "stock": 12, "price": 150, "sku": "…", "title": "…" }
 *         }
 *       }
 *     },
 *     "uuids": ["<product uuid>", …]
 *   }
 *
 * Beyond SPEC's field list each line also keeps `product.name` and `vendor { uuid, name }`: the mini
 * cart shows what was added and heads each vendor's lines by name without a server round trip.
 * Lines are found by variant uuid alone (variant uuids are unique across vendors).
 *
 * Prices are in points (SPEC §9); a negative price means the variant is free: such a line shows as
 * free and adds nothing to the vendor and cart totals.
 */
import * as v from 'valibot';

export const CART_VERSION = 1;
/** SPEC §9: a stock above this is shown as "plenty" rather than as a number. */
export const PLENTY_STOCK_ABOVE = 100;

const Uuid = v.pipe(v.string(), v.minLength(1));

export const CartVendor = v.object({ uuid: Uuid, name: v.string() });
export type CartVendor = v.InferOutput<typeof CartVendor>;

export const CartProduct = v.object({
  uuid: Uuid,
  type: v.string(),
  name: v.string(),
  images: v.object({ thumbnail: v.nullable(v.string()) }),
});
export type CartProduct = v.InferOutput<typeof CartProduct>;

export const CartVariant = v.object({
  uuid: Uuid,
  stock: v.number(),
  price: v.number(),
  sku: v.string(),
  title: v.string(),
});
export type CartVariant = v.InferOutput<typeof CartVariant>;

/** What an add-to-cart button hands over: one variant of a product of a vendor. */
export const CartItem = v.object({ vendor: CartVendor, product: CartProduct, variant: CartVariant });
export type CartItem = v.InferOutput<typeof CartItem>;

export const CartLine = v.object({
  ...CartItem.entries,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type CartLine = v.InferOutput<typeof CartLine>;

export const StoredCart = v.object({
  version: v.literal(CART_VERSION),
  /** vendor uuid → variant uuid → line. */
  entries: v.record(v.string(), v.record(v.string(), CartLine)),
  /** The distinct product uuids of the entries. */
  uuids: v.array(v.string()),
});
export type Cart = v.InferOutput<typeof StoredCart>;

export const EMPTY_CART: Cart = Object.freeze({ version: CART_VERSION, entries: Object.freeze({}), uuids: Object.freeze([]) }) as unknown as Cart;

/** The product uuids of the entries, each once, in the order the lines were added. */
function productUuids(entries: Cart['entries']): string[] {
  const uuids = new Set<string>();
  for (const lines of Object.values(entries)) for (const line of Object.values(lines)) uuids.add(line.product.uuid);
  return [...uuids];
}

function withEntries(entries: Cart['entries']): Cart {
  return { version: CART_VERSION, entries, uuids: productUuids(entries) };
}

/**
 * A stored value as a cart. Anything unreadable, of another version or of the wrong shape is the
 * empty cart. Keys are taken from the lines themselves and empty vendor groups dropped, and
 * `uuids` is derived from the entries, so a hand-edited value cannot contradict itself.
 */
export function parseCart(value: unknown): Cart {
  const parsed = v.safeParse(StoredCart, value);
  if (!parsed.success) return EMPTY_CART;
  const entries: Cart['entries'] = {};
  for (const lines of Object.values(parsed.output.entries)) {
    for (const line of Object.values(lines)) {
      (entries[line.vendor.uuid] ??= {})[line.variant.uuid] = line;
    }
  }
  return withEntries(entries);
}

/** Every line of the cart, vendor by vendor, in the order they were added. */
export function cartLines(cart: Cart): CartLine[] {
  return Object.values(cart.entries).flatMap((lines) => Object.values(lines));
}

export function findLine(cart: Cart, variantUuid: string): CartLine | null {
  for (const lines of Object.values(cart.entries)) {
    const line = lines[variantUuid];
    if (line) return line;
  }
  return null;
}

export function quantityInCart(cart: Cart, variantUuid: string): number {
  return findLine(cart, variantUuid)?.quantity ?? 0;
}

/** Whole units in stock; anything odd (negative, NaN) counts as none. */
function stockOf(variant: Pick<CartVariant, 'stock'>): number {
  return Number.isFinite(variant.stock) ? Math.max(0, Math.floor(variant.stock)) : 0;
}

/** SPEC §5 Quantity: at most the variant's stock minus what is already in the cart (never below 0). */
export function maxAddable(cart: Cart, variant: Pick<CartVariant, 'uuid' | 'stock'>): number {
  return Math.max(0, stockOf(variant) - quantityInCart(cart, variant.uuid));
}

/** SPEC §5 Quantity: the smallest quantity a quantity control offers, 1, or 0 when nothing can be added. */
export function minAddable(cart: Cart, variant: Pick<CartVariant, 'uuid' | 'stock'>): number {
  return maxAddable(cart, variant) > 0 ? 1 : 0;
}

/** An add made in this tab: the line as it now is and how many were added to it. */
export interface CartAddition {
  line: CartLine;
  quantity: number;
}

export interface AddResult {
  cart: Cart;
  /** How many were actually added: the asked quantity capped by what stock still allows. */
  added: number;
}

/**
 * Adds a quantity of a variant. It adds up with a line already in the cart and is capped by the
 * variant's stock (the item's stock, the freshest known). When something is added the line takes
 * the item's product, variant and vendor data. When nothing can be added (no stock left, a
 * quantity below 1) the same cart comes back with `added: 0`.
 */
export function addItem(cart: Cart, item: CartItem, quantity: number): AddResult {
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  const added = Math.min(Math.max(0, wanted), maxAddable(cart, item.variant));
  if (added === 0) return { cart, added: 0 };

  const existing = findLine(cart, item.variant.uuid);
  const line: CartLine = {
    quantity: (existing?.quantity ?? 0) + added,
    vendor: item.vendor,
    product: item.product,
    variant: item.variant,
  };
  // A line stays where it is; only a variant that changed vendor moves to its new vendor's group.
  const entries = existing && existing.vendor.uuid !== item.vendor.uuid ? removeFromEntries(cart.entries, item.variant.uuid) : { ...cart.entries };
  entries[item.vendor.uuid] = { ...entries[item.vendor.uuid], [item.variant.uuid]: line };
  return { cart: withEntries(entries), added };
}

/**
 * SPEC §2 /cart quantity control: a line's quantity from 1 to its variant's stock. Values outside
 * are brought into that range (removing is a separate control, see removeItem). A missing line,
 * a quantity that is not a number or a line whose variant has no stock left leaves the cart as it
 * is (the cart sync removes unavailable variants).
 */
export function setQuantity(cart: Cart, variantUuid: string, quantity: number): Cart {
  const line = findLine(cart, variantUuid);
  const stock = line ? stockOf(line.variant) : 0;
  if (!line || stock < 1 || !Number.isFinite(quantity)) return cart;
  const next = Math.min(stock, Math.max(1, Math.floor(quantity)));
  if (next === line.quantity) return cart;
  return withEntries({
    ...cart.entries,
    [line.vendor.uuid]: { ...cart.entries[line.vendor.uuid], [variantUuid]: { ...line, quantity: next } },
  });
}

function removeFromEntries(entries: Cart['entries'], variantUuid: string): Cart['entries'] {
  const next: Cart['entries'] = {};
  for (const [vendorUuid, lines] of Object.entries(entries)) {
    const { [variantUuid]: _removed, ...rest } = lines;
    if (Object.keys(rest).length > 0) next[vendorUuid] = rest;
  }
  return next;
}

/**
 * Takes a line out. A vendor without lines left goes too, and so does the product's uuid unless
 * another variant of the same product is still in the cart.
 */
export function removeItem(cart: Cart, variantUuid: string): Cart {
  if (!findLine(cart, variantUuid)) return cart;
  return withEntries(removeFromEntries(cart.entries, variantUuid));
}

/** The header badge: the sum of the quantities. */
export function itemCount(cart: Cart): number {
  return cartLines(cart).reduce((sum, line) => sum + line.quantity, 0);
}

/** Price times quantity, in points; negative when the variant is free (SPEC §9). */
export function linePoints(line: CartLine): number {
  return line.variant.price * line.quantity;
}

/** A price or total below zero means free (SPEC §9 "a negative total means free"). */
export function isFree(points: number): boolean {
  return points < 0;
}

/** What a line adds to a total: free lines add nothing. */
function chargedPoints(line: CartLine): number {
  return Math.max(0, linePoints(line));
}

export interface VendorGroup {
  vendor: CartVendor;
  lines: CartLine[];
  /** Sum of the quantities of the vendor's lines. */
  quantity: number;
  /** The vendor's total in points (free lines add nothing). */
  points: number;
}

/** The cart grouped by vendor (SPEC §2 /cart), vendors in the order their first line was added. */
export function cartByVendor(cart: Cart): VendorGroup[] {
  return Object.values(cart.entries).flatMap((linesByVariant) => {
    const lines = Object.values(linesByVariant);
    const first = lines[0];
    if (!first) return [];
    return [{
      vendor: first.vendor,
      lines,
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      points: lines.reduce((sum, line) => sum + chargedPoints(line), 0),
    }];
  });
}

/** The cart's total in points: the sum of the vendor totals. */
export function cartTotal(cart: Cart): number {
  return cartByVendor(cart).reduce((sum, group) => sum + group.points, 0);
}

/** SPEC §2 /cart: a note is shown when the cart holds lines of several vendors. */
export function hasSeveralVendors(cart: Cart): boolean {
  return Object.keys(cart.entries).length > 1;
}

/** SPEC §9: stock over 100 is shown as "plenty". */
export function isPlentyStock(stock: number): boolean {
  return stock > PLENTY_STOCK_ABOVE;
}
