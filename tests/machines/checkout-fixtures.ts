/** Test data for the checkout machine: a complete customer form, a cart, its placed order and the ways placing fails. */
import type { VendorGroup } from '../../machines/cart-rules';
import type { CheckoutInput, CustomerForm, PlaceFailure, PlacedResult, PlacementOrder } from '../../machines/checkout-machine';

export const COMPLETE: CustomerForm = {
  name: 'Piotr', surname: 'Nowak', delivery: 'company', company_name: 'Dachy Nowak', email: '', phone_region: 10,
  phone_number: '512 345 678', street: 'ul. Ogrodowa', house_number: '12', city: 'Kraków', postal_code: '30-001', region: 10,
};
/** The checkout's input; its Idempotency-Keys count up: key-1, key-2, … */
export function inputFor(physical: boolean, customer: CustomerForm = COMPLETE): CheckoutInput {
  let keys = 0;
  return { physical, customer, newKey: () => `key-${(keys += 1)}` };
}

export const ORDERED: VendorGroup[] = [{
  vendor: { uuid: 'v-1', name: 'Castorama' }, quantity: 2, points: 300,
  lines: [{
    quantity: 2, vendor: { uuid: 'v-1', name: 'Castorama' },
    product: { uuid: 'p-1', type: 'voucher', name: 'Gift card', images: { thumbnail: null } },
    variant: { uuid: 'var-1', stock: 12, price: 150, sku: 'GC-150', title: '150 PLN' },
  }],
}];
export const CART: PlacementOrder = { lines: [{ type: 'voucher', order: [{ uuid: 'var-1', quantity: 2 }] }], ordered: ORDERED, total: 300 };
export const PLACED: PlacedResult = { orderUuids: ['o-1', 'o-2'], companyPoints: 65, ordered: ORDERED, total: 300 };

export const NO_POINTS: PlaceFailure = { kind: 'refused', message: 'Your company does not have enough points for this order.', errors: { points: ['not enough'] } };
export const BAD_PHONE: PlaceFailure = { kind: 'refused', message: 'The given data was invalid.', errors: { phone_number: ['Invalid phone number.'] } };
export const LOST: PlaceFailure = { kind: 'lost', message: 'network', errors: {} };
