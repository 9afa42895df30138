import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CartAddition } from '../../machines/cart-rules';
import { miniCartMachine } from '../../machines/mini-cart-machine';

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
