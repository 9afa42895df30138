import { assign, emit, setup } from 'xstate';
import type { CartAddition } from './cart-rules';

/**
 * The mini cart of SPEC §2: a side panel that opens when an item is added in this tab (adds made
 * in other tabs only change the counts) and shows what was added. Closed by its close button,
 * "Continue shopping", Escape or a click beside it, it gives focus back to where it was (the
 * add-to-cart button). Closed by "View cart" or by going to another page, it leaves focus to the
 * page that comes, which sets it itself.
 */
interface MiniCartContext {
  /** What the last add in this tab added. */
  addition: CartAddition | null;
  /** The page the panel opened on. */
  page: string | null;
}

export type MiniCartEvent =
  | { type: 'ITEM_ADDED'; addition: CartAddition; page: string }
  | { type: 'CLOSE' }
  | { type: 'VIEW_CART' }
  | { type: 'PAGE_CHANGED'; page: string };

/** Focus goes back to the element that had it when the panel opened. */
export type MiniCartEmitted = { type: 'returnFocus' };

export const miniCartMachine = setup({
  types: {
    context: {} as MiniCartContext,
    events: {} as MiniCartEvent,
    emitted: {} as MiniCartEmitted,
  },
  guards: {
    'is another page': ({ context, event }) => event.type === 'PAGE_CHANGED' && event.page !== context.page,
  },
  actions: {
    'show addition': assign(({ event }) => (event.type === 'ITEM_ADDED' ? { addition: event.addition, page: event.page } : {})),
    'return focus': emit({ type: 'returnFocus' }),
  },
}).createMachine({
  id: 'miniCart',
  description:
    'A side panel that opens when an item is added in this tab and shows what was added. ' +
    'Closed by its close button, Escape or a click beside it, it gives the focus back; closed by View cart or another page, it leaves the focus to that page.',
  context: { addition: null, page: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'The panel is closed.',
      on: { ITEM_ADDED: { target: 'open', actions: 'show addition' } },
    },
    open: {
      description: 'The panel shows the last addition; another addition replaces it.',
      on: {
        // Another add while open shows it in the same panel; focus stays inside.
        ITEM_ADDED: { actions: 'show addition' },
        CLOSE: { target: 'closed', actions: 'return focus' },
        VIEW_CART: 'closed',
        PAGE_CHANGED: { guard: 'is another page', target: 'closed' },
      },
    },
  },
});
