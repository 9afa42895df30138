import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartByVendor,
  cartLines,
  cartTotal,
  EMPTY_CART,
  findLine,
  hasSeveralVendors,
  isFree,
  isPlentyStock,
  itemCount,
  linePoints,
  maxAddable,
  minAddable,
  parseCart,
  quantityInCart,
  removeItem,
  setQuantity,
  type Cart,
  type CartItem,
} from '../../machines/cart-rules';

const vendorA = { uuid: 'vendor-a', name: 'Castorama' };
const vendorB = { uuid: 'vendor-b', name: 'Leroy Merlin' };

function item(variantUuid: string, options: { product?: string; vendor?: typeof vendorA; stock?: number; price?: number } = {}): CartItem {
  const product = options.product ?? `product-of-${variantUuid}`;
  return {
    vendor: options.vendor ?? vendorA,
    product: { uuid: product, type: 'voucher', name: `Product ${product}`, images: { thumbnail: null } },
    variant: { uuid: variantUuid, stock: options.stock ?? 10, price: options.price ?? 100, sku: `SKU-${variantUuid}`, title: `Variant ${variantUuid}` },
  };
}

/** Adds and insists that everything asked for was added. */
function add(cart: Cart, what: CartItem, quantity: number): Cart {
  const result = addItem(cart, what, quantity);
  expect(result.added).toBe(quantity);
  return result.cart;
}

describe('cart rules: parsing the stored cart', () => {
  it('reads back what the rules produce', () => {
    const cart = add(add(EMPTY_CART, item('v1'), 2), item('v2', { vendor: vendorB }), 1);
    expect(parseCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
  });

  it('takes anything unreadable or of another version as the empty cart', () => {
    for (const value of [null, undefined, 'cart', 42, [], {}, { version: 2, entries: {}, uuids: [] }, { version: '1', entries: {}, uuids: [] }, { version: 1, entries: [], uuids: [] }, { version: 1, entries: {} }]) {
      expect(parseCart(value)).toEqual(EMPTY_CART);
    }
  });

  it('refuses lines of the wrong shape, including quantities below 1 or not whole', () => {
    const stored = JSON.parse(JSON.stringify(add(EMPTY_CART, item('v1'), 2))) as Cart;
    const line = stored.entries['vendor-a']!['v1']!;
    for (const broken of [{ ...line, quantity: 0 }, { ...line, quantity: 1.5 }, { ...line, quantity: '2' }, { ...line, variant: { ...line.variant, price: null } }, { ...line, product: { ...line.product, images: {} } }]) {
      expect(parseCart({ ...stored, entries: { 'vendor-a': { v1: broken } } })).toEqual(EMPTY_CART);
    }
  });

  it('derives uuids from the entries and files lines under their own vendor and variant', () => {
    const line = findLine(add(EMPTY_CART, item('v1', { product: 'p1' }), 3), 'v1')!;
    const parsed = parseCart({ version: 1, entries: { wrong: { 'also-wrong': line }, empty: {} }, uuids: ['stale', 'p1', 'p1'] });
    expect(parsed.entries).toEqual({ 'vendor-a': { v1: line } });
    expect(parsed.uuids).toEqual(['p1']);
  });
});

describe('cart rules: adding', () => {
  it('adds a new line under its vendor and remembers the product uuid', () => {
    const { cart, added } = addItem(EMPTY_CART, item('v1', { product: 'p1' }), 2);
    expect(added).toBe(2);
    expect(cart.version).toBe(1);
    expect(cart.entries['vendor-a']?.['v1']).toMatchObject({ quantity: 2, vendor: vendorA, product: { uuid: 'p1' }, variant: { uuid: 'v1' } });
    expect(cart.uuids).toEqual(['p1']);
    expect(EMPTY_CART.entries).toEqual({});
  });

  it('adds up with the line already in the cart', () => {
    const cart = add(add(EMPTY_CART, item('v1'), 2), item('v1'), 3);
    expect(quantityInCart(cart, 'v1')).toBe(5);
    expect(cartLines(cart)).toHaveLength(1);
  });

  it('caps at the stock and says how many were actually added', () => {
    const first = addItem(EMPTY_CART, item('v1', { stock: 5 }), 4);
    expect(first.added).toBe(4);
    const second = addItem(first.cart, item('v1', { stock: 5 }), 3);
    expect(second.added).toBe(1);
    expect(quantityInCart(second.cart, 'v1')).toBe(5);
    const third = addItem(second.cart, item('v1', { stock: 5 }), 1);
    expect(third).toEqual({ cart: second.cart, added: 0 });
    expect(third.cart).toBe(second.cart);
  });

  it('adds nothing when the variant has no stock, or for quantities below 1 or not numbers', () => {
    for (const stock of [0, -3, Number.NaN]) {
      expect(addItem(EMPTY_CART, item('v1', { stock }), 1)).toEqual({ cart: EMPTY_CART, added: 0 });
    }
    for (const quantity of [0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(addItem(EMPTY_CART, item('v1'), quantity).added).toBe(0);
    }
    expect(addItem(EMPTY_CART, item('v1'), 2.9).added).toBe(2);
  });

  it('uses the freshest stock: the item being added', () => {
    const cart = add(EMPTY_CART, item('v1', { stock: 10 }), 4);
    expect(addItem(cart, item('v1', { stock: 5 }), 3).added).toBe(1);
    expect(addItem(cart, item('v1', { stock: 3 }), 3)).toEqual({ cart, added: 0 });
  });

  it('takes the fresh product, variant and vendor data and keeps the line in place', () => {
    let cart = add(add(EMPTY_CART, item('v1'), 1), item('v2'), 1);
    cart = add(cart, item('v1', { price: 80, vendor: { uuid: 'vendor-a', name: 'Castorama PL' } }), 1);
    expect(Object.keys(cart.entries['vendor-a']!)).toEqual(['v1', 'v2']);
    expect(findLine(cart, 'v1')).toMatchObject({ quantity: 2, variant: { price: 80 }, vendor: { name: 'Castorama PL' } });
  });

  it('moves a variant whose vendor changed to the new vendor', () => {
    let cart = add(EMPTY_CART, item('v1'), 1);
    cart = add(cart, item('v1', { vendor: vendorB }), 1);
    expect(Object.keys(cart.entries)).toEqual(['vendor-b']);
    expect(quantityInCart(cart, 'v1')).toBe(2);
  });

  it('keeps a product uuid once even with several variants', () => {
    const cart = add(add(EMPTY_CART, item('v1', { product: 'p1' }), 1), item('v2', { product: 'p1' }), 1);
    expect(cart.uuids).toEqual(['p1']);
  });
});

describe('cart rules: the quantity a control offers (SPEC §5)', () => {
  it('is the stock minus what is in the cart, from 1, or 0 when nothing is left', () => {
    const variant = item('v1', { stock: 5 }).variant;
    expect(maxAddable(EMPTY_CART, variant)).toBe(5);
    expect(minAddable(EMPTY_CART, variant)).toBe(1);
    const cart = add(EMPTY_CART, item('v1', { stock: 5 }), 3);
    expect(maxAddable(cart, variant)).toBe(2);
    const full = add(cart, item('v1', { stock: 5 }), 2);
    expect(maxAddable(full, variant)).toBe(0);
    expect(minAddable(full, variant)).toBe(0);
  });

  it('is 0 for no stock, and never negative when the cart holds more than the stock now is', () => {
    expect(maxAddable(EMPTY_CART, { uuid: 'v1', stock: 0 })).toBe(0);
    expect(minAddable(EMPTY_CART, { uuid: 'v1', stock: 0 })).toBe(0);
    const cart = add(EMPTY_CART, item('v1', { stock: 10 }), 8);
    expect(maxAddable(cart, { uuid: 'v1', stock: 3 })).toBe(0);
    expect(maxAddable(cart, { uuid: 'v1', stock: 8.7 })).toBe(0);
  });
});

describe('cart rules: setting a quantity', () => {
  const cart = add(EMPTY_CART, item('v1', { stock: 5 }), 2);

  it('sets a quantity between 1 and the stock', () => {
    expect(quantityInCart(setQuantity(cart, 'v1', 4), 'v1')).toBe(4);
    expect(quantityInCart(setQuantity(cart, 'v1', 5), 'v1')).toBe(5);
  });

  it('brings values outside 1..stock into range instead of removing the line', () => {
    expect(quantityInCart(setQuantity(cart, 'v1', 9), 'v1')).toBe(5);
    expect(quantityInCart(setQuantity(cart, 'v1', 0), 'v1')).toBe(1);
    expect(quantityInCart(setQuantity(cart, 'v1', -4), 'v1')).toBe(1);
    expect(quantityInCart(setQuantity(cart, 'v1', 3.8), 'v1')).toBe(3);
  });

  it('leaves the cart as it is for unknown lines, non-numbers, no change and lines without stock', () => {
    expect(setQuantity(cart, 'unknown', 3)).toBe(cart);
    expect(setQuantity(cart, 'v1', Number.NaN)).toBe(cart);
    expect(setQuantity(cart, 'v1', 2)).toBe(cart);
    const stale = parseCart({ ...cart, entries: { 'vendor-a': { v1: { ...findLine(cart, 'v1')!, variant: { ...findLine(cart, 'v1')!.variant, stock: 0 } } } } });
    expect(setQuantity(stale, 'v1', 1)).toBe(stale);
  });

  it('brings a line down to the last one left when a single item is in stock', () => {
    const stored = add(EMPTY_CART, item('v1', { stock: 5 }), 3);
    const lastOne = parseCart({ ...stored, entries: { 'vendor-a': { v1: { ...findLine(stored, 'v1')!, variant: { ...findLine(stored, 'v1')!.variant, stock: 1 } } } } });
    expect(quantityInCart(setQuantity(lastOne, 'v1', 2), 'v1')).toBe(1);
  });

  it('keeps the line where it is', () => {
    const two = add(add(EMPTY_CART, item('v1'), 1), item('v2'), 1);
    expect(Object.keys(setQuantity(two, 'v1', 3).entries['vendor-a']!)).toEqual(['v1', 'v2']);
  });
});

describe('cart rules: removing', () => {
  const cart = [
    [item('v1', { product: 'p1' }), 1],
    [item('v2', { product: 'p1' }), 2],
    [item('v3', { product: 'p3', vendor: vendorB }), 3],
  ].reduce((acc, [what, quantity]) => add(acc, what as CartItem, quantity as number), EMPTY_CART);

  it('removes a line and keeps the product uuid while another variant of it remains', () => {
    const next = removeItem(cart, 'v1');
    expect(findLine(next, 'v1')).toBeNull();
    expect(next.uuids).toEqual(['p1', 'p3']);
    expect(Object.keys(next.entries)).toEqual(['vendor-a', 'vendor-b']);
  });

  it('drops the product uuid with its last variant', () => {
    expect(removeItem(removeItem(cart, 'v1'), 'v2').uuids).toEqual(['p3']);
  });

  it('drops a vendor with its last line', () => {
    const next = removeItem(cart, 'v3');
    expect(Object.keys(next.entries)).toEqual(['vendor-a']);
    expect(next.uuids).toEqual(['p1']);
    expect(removeItem(removeItem(next, 'v1'), 'v2')).toEqual(EMPTY_CART);
  });

  it('leaves the cart as it is for an unknown variant', () => {
    expect(removeItem(cart, 'unknown')).toBe(cart);
  });
});

describe('cart rules: counts and totals', () => {
  const cart = [
    [item('v1', { price: 100 }), 2],
    [item('v2', { price: 25 }), 1],
    [item('v3', { price: 40, vendor: vendorB }), 3],
  ].reduce((acc, [what, quantity]) => add(acc, what as CartItem, quantity as number), EMPTY_CART);

  it('counts items as the sum of the quantities (the header badge)', () => {
    expect(itemCount(EMPTY_CART)).toBe(0);
    expect(itemCount(cart)).toBe(6);
  });

  it('totals price times quantity per line, per vendor and for the cart', () => {
    expect(linePoints(findLine(cart, 'v1')!)).toBe(200);
    expect(cartByVendor(cart).map((group) => [group.vendor.uuid, group.points])).toEqual([['vendor-a', 225], ['vendor-b', 120]]);
    expect(cartTotal(cart)).toBe(345);
    expect(cartTotal(EMPTY_CART)).toBe(0);
    expect(cartByVendor(EMPTY_CART)).toEqual([]);
  });

  it('groups lines by vendor in the order they were added', () => {
    const groups = cartByVendor(cart);
    expect(groups.map((group) => [group.vendor.name, group.lines.map((line) => line.variant.uuid), group.quantity, group.points])).toEqual([
      ['Castorama', ['v1', 'v2'], 3, 225],
      ['Leroy Merlin', ['v3'], 3, 120],
    ]);
  });

  it('treats a negative price as free: shown as such, adding nothing to totals', () => {
    const withFree = add(cart, item('v4', { price: -1 }), 2);
    const free = findLine(withFree, 'v4')!;
    expect(linePoints(free)).toBe(-2);
    expect(isFree(linePoints(free))).toBe(true);
    expect(isFree(0)).toBe(false);
    expect(cartByVendor(withFree).find((group) => group.vendor.uuid === 'vendor-a')?.points).toBe(225);
    expect(cartTotal(withFree)).toBe(345);
  });

  it('notes several vendors', () => {
    expect(hasSeveralVendors(cart)).toBe(true);
    expect(hasSeveralVendors(removeItem(cart, 'v3'))).toBe(false);
    expect(hasSeveralVendors(EMPTY_CART)).toBe(false);
  });

  it('shows stock over 100 as plenty', () => {
    expect(isPlentyStock(100)).toBe(false);
    expect(isPlentyStock(101)).toBe(true);
  });
});
