/**
 * The mini cart against its requirement (SPEC §2 Header: a mini cart side panel opens when an item
 * is added; the machine file's header on focus): plain rules, and a model-based walk whose every
 * step is checked against the table below.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { CartAddition } from '../../machines/cart-rules';
import { miniCartMachine, type MiniCartEvent } from '../../machines/mini-cart-machine';
import { testRequirements, type RequirementTable } from '../app/support/requirement-walk';

const addition = (quantity: number): CartAddition => ({
  line: {
    quantity,
    vendor: { uuid: 'vendor-a', name: 'Vendor A' },
    product: { uuid: 'product-1', type: 'voucher', name: 'Voucher', images: { thumbnail: null } },
    variant: { uuid: 'variant-1', stock: 10, price: 150, sku: 'V-1', title: '' },
  },
  quantity,
});

function start() {
  const actor = createActor(miniCartMachine);
  const focusReturned = vi.fn();
  actor.on('returnFocus', focusReturned);
  actor.start();
  return { actor, focusReturned, value: () => actor.getSnapshot().value };
}

describe('mini cart machine', () => {
  it('opens on an add in this tab and shows what was added; another add updates it in place', () => {
    const { actor, value } = start();
    expect(value()).toBe('closed');
    actor.send({ type: 'ITEM_ADDED', addition: addition(1), page: '/shop' });
    expect(value()).toBe('open');
    actor.send({ type: 'ITEM_ADDED', addition: addition(2), page: '/shop' });
    expect(value()).toBe('open');
    expect(actor.getSnapshot().context.addition?.quantity).toBe(2);
  });

  it('gives focus back when closed by its own controls, Escape or a click beside it', () => {
    const { actor, focusReturned, value } = start();
    actor.send({ type: 'ITEM_ADDED', addition: addition(1), page: '/shop' });
    actor.send({ type: 'CLOSE' });
    expect(value()).toBe('closed');
    expect(focusReturned).toHaveBeenCalledOnce();
    // Closed already (the dialog's own close event follows): nothing happens twice.
    actor.send({ type: 'CLOSE' });
    expect(focusReturned).toHaveBeenCalledOnce();
  });

  it('leaves focus to the page that comes on "View cart" or on another page', () => {
    const { actor, focusReturned, value } = start();
    actor.send({ type: 'ITEM_ADDED', addition: addition(1), page: '/shop' });
    actor.send({ type: 'VIEW_CART' });
    expect(value()).toBe('closed');
    actor.send({ type: 'ITEM_ADDED', addition: addition(1), page: '/shop' });
    actor.send({ type: 'PAGE_CHANGED', page: '/shop' });
    expect(value()).toBe('open');
    actor.send({ type: 'PAGE_CHANGED', page: '/orders' });
    expect(value()).toBe('closed');
    expect(focusReturned).not.toHaveBeenCalled();
  });
});

type Snapshot = SnapshotFrom<typeof miniCartMachine>;
const ONE = addition(1);
const TWO = addition(2);

const EVENTS: readonly MiniCartEvent[] = [
  { type: 'ITEM_ADDED', addition: ONE, page: '/shop' },
  { type: 'ITEM_ADDED', addition: TWO, page: '/shop' },
  { type: 'CLOSE' },
  { type: 'VIEW_CART' },
  { type: 'PAGE_CHANGED', page: '/shop' },
  { type: 'PAGE_CHANGED', page: '/orders' },
];

function eventName(event: MiniCartEvent): string {
  switch (event.type) {
    case 'ITEM_ADDED': return `add ${event.addition.quantity}`;
    case 'CLOSE': return 'Close, Escape or a click beside';
    case 'VIEW_CART': return 'View cart';
    case 'PAGE_CHANGED': return event.page === '/shop' ? 'same page' : 'another page';
  }
}

/** Closed, or open showing what the last add added. */
const stateOf = (snapshot: Snapshot) =>
  snapshot.matches('open') ? `open, showing ${snapshot.context.addition?.quantity ?? 'nothing'} added` : 'closed';

const giveFocusBack = (to: string) => ({ to, calls: ['give focus back'] }) as const;

/**
 * The rules:
 * - an add in this tab opens the panel showing what was added; another add while open shows the
 *   new one in the same panel;
 * - the close button, "Continue shopping", Escape or a click beside it close the panel and give
 *   focus back to where it was;
 * - "View cart" or going to another page close it and leave focus to the page that comes;
 *   the page it opened on changing nothing (a query string, say) keeps it open.
 */
const MINI_CART: RequirementTable<string> = {
  'closed': { 'add 1': 'open, showing 1 added', 'add 2': 'open, showing 2 added' },
  'open, showing 1 added': {
    'add 2': 'open, showing 2 added',
    'Close, Escape or a click beside': giveFocusBack('closed'),
    'View cart': 'closed',
    'another page': 'closed',
  },
  'open, showing 2 added': {
    'add 1': 'open, showing 1 added',
    'Close, Escape or a click beside': giveFocusBack('closed'),
    'View cart': 'closed',
    'another page': 'closed',
  },
};

describe('mini cart: every state and transition as the requirement says', () => {
  testRequirements({
    machine: miniCartMachine,
    input: undefined,
    events: () => EVENTS,
    stateOf,
    eventName,
    table: MINI_CART,
    shows: {
      'open, showing 1 added': (snapshot) => expect(snapshot.context.addition).toEqual(ONE),
      'open, showing 2 added': (snapshot) => expect(snapshot.context.addition).toEqual(TWO),
    },
    start() {
      const actor = createActor(miniCartMachine);
      let asked: string[] = [];
      actor.on('returnFocus', () => asked.push('give focus back'));
      actor.start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls() {
          const taken = asked;
          asked = [];
          return taken;
        },
        deliver: (event) => actor.send(event),
      };
    },
  });
});
