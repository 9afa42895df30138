import { assign, emit, fromPromise, setup } from 'xstate';
import { cartLines, type Cart, type CartLine } from './cart-rules';

/**
 * The cart sync of SPEC §4 "Cart": on opening the cart and before checkout the stored cart is
 * compared with the products as the server has them now (GET /v2/cart). Quantities are capped
 * at stock, prices and stock refreshed, lines of variants no longer offered removed, and the
 * person told what changed. The rules (syncCart) are pure; the machine runs them.
 */

/** The server's view of one product of the cart (its variants as GET /v2/cart answers them). */
export interface SyncProduct {
  uuid: string;
  variants: readonly { uuid: string; stock: number; price: number; sku: string; title: string }[];
}

export type CartChange =
  | { kind: 'removed'; line: CartLine }
  | { kind: 'capped'; line: CartLine; quantity: number }
  | { kind: 'price'; line: CartLine; price: number };

/**
 * The cart after the sync, and what changed. Only lines of the products asked about (`asked`)
 * are judged: a line added meanwhile (another tab) waits for the next sync instead of being
 * taken for unavailable.
 */
export function syncCart(cart: Cart, asked: readonly string[], products: readonly SyncProduct[]): { cart: Cart; changes: CartChange[] } {
  const variants = new Map(products.flatMap((product) => product.variants.map((variant) => [variant.uuid, variant] as const)));
  const changes: CartChange[] = [];
  const entries: Record<string, Record<string, CartLine>> = {};
  for (const line of cartLines(cart)) {
    const fresh = variants.get(line.variant.uuid);
    if (!asked.includes(line.product.uuid)) {
      (entries[line.vendor.uuid] ??= {})[line.variant.uuid] = line;
      continue;
    }
    const stock = fresh ? Math.max(0, Math.floor(fresh.stock)) : 0;
    if (!fresh || stock < 1) {
      changes.push({ kind: 'removed', line });
      continue;
    }
    if (fresh.price !== line.variant.price) changes.push({ kind: 'price', line, price: fresh.price });
    const quantity = Math.min(line.quantity, stock);
    if (quantity < line.quantity) changes.push({ kind: 'capped', line, quantity });
    (entries[line.vendor.uuid] ??= {})[line.variant.uuid] = {
      ...line,
      quantity,
      variant: { ...line.variant, stock, price: fresh.price, sku: fresh.sku, title: fresh.title },
    };
  }
  if (changes.length === 0) return { cart, changes };
  const uuids = [...new Set(Object.values(entries).flatMap((group) => Object.values(group).map((line) => line.product.uuid)))];
  return { cart: { version: cart.version, entries, uuids }, changes };
}

interface CartSyncContext {
  /** What the last sync changed, for the notice; empty when nothing did. */
  changes: CartChange[];
  /** The person asked to go on to checkout: go once a sync finds nothing to change. */
  proceeding: boolean;
}

export type CartSyncEvent = { type: 'RETRY' } | { type: 'PROCEED' } | { type: 'DISMISS_CHANGES' };

export const cartSyncMachine = setup({
  types: {
    context: {} as CartSyncContext,
    events: {} as CartSyncEvent,
    emitted: {} as { type: 'proceed' },
  },
  actors: {
    /** Reads the stored cart, asks the server, writes the synced cart back and answers the changes. */
    'sync cart': fromPromise<CartChange[]>(async () => []),
  },
  guards: {
    'proceeding and nothing changed': ({ context }) => context.proceeding && context.changes.length === 0,
  },
  actions: {
    'stop proceeding': assign({ proceeding: false }),
    'mark proceeding': assign({ proceeding: true }),
    'forget changes': assign({ changes: [] }),
    'go to checkout': emit({ type: 'proceed' }),
  },
}).createMachine({
  id: 'cartSync',
  description:
    'Syncs the stored cart with the server when the cart opens and again before checkout: quantities capped at stock, ' +
    'prices refreshed, unavailable variants removed. What changed is shown; checkout goes on only after a sync that changed nothing.',
  context: { changes: [], proceeding: false },
  // The changes are listed, with their dismiss button, whatever runs meanwhile.
  on: { DISMISS_CHANGES: { actions: 'forget changes' } },
  initial: 'syncing',
  states: {
    syncing: {
      description: 'Asking the server for the cart\'s products and applying them to the stored cart.',
      invoke: {
        id: 'syncCart',
        src: 'sync cart',
        onDone: { target: 'judging', actions: assign({ changes: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'stop proceeding' },
      },
    },
    judging: {
      description: 'On to checkout when it was asked for and nothing changed; else the cart and its changes are shown.',
      always: [
        { guard: 'proceeding and nothing changed', target: 'proceeded', actions: 'go to checkout' },
        { target: 'synced', actions: 'stop proceeding' },
      ],
    },
    synced: {
      description: 'The cart is as the server has it; changes of the last sync are listed until dismissed.',
      on: { PROCEED: { target: 'syncing', actions: 'mark proceeding' } },
    },
    failed: {
      description: 'The server could not be asked; the stored cart is shown as it is, checkout waits for a retry.',
      on: { RETRY: 'syncing' },
    },
    proceeded: {
      description: 'The cart was current: on to checkout.',
      type: 'final',
    },
  },
});
