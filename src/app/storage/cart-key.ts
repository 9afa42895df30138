/** Local-storage key of the cart (SPEC §3 local stores); apart so that sign-out can clear it cheaply. */
export const CART_KEY = 'cart';
