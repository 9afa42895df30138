/** The checkout's walk: a complete customer form for physical goods, the test's cart, and how placing answers. */
import { checkoutMachine } from '../../../../machines/checkout-machine';
import { BAD_PHONE, CART, COMPLETE, LOST, NO_POINTS, PLACED, inputFor } from '../../../../tests/machines/checkout-fixtures';
import { NOW } from '../../../../tests/machines/login-fixtures';
import { walkTable } from '../walk-table';

export const checkoutWalk = walkTable({
  machine: checkoutMachine,
  startsAt: NOW,
  input: () => inputFor(true),
  events: {
    CHANGE: [
      { label: 'empty the street', value: { type: 'CHANGE', field: 'street', value: '' } },
      { label: 'type a street', value: { type: 'CHANGE', field: 'street', value: 'ul. Lipowa' } },
      { label: 'empty the phone', value: { type: 'CHANGE', field: 'phone_number', value: '' } },
      { label: 'type a phone', value: { type: 'CHANGE', field: 'phone_number', value: COMPLETE.phone_number } },
    ],
    EDIT: [
      { label: 'the street', value: { type: 'EDIT', field: 'street' } },
      { label: 'the phone', value: { type: 'EDIT', field: 'phone_number' } },
    ],
    PLACE: [{ label: `the cart (${CART.total} points)`, value: { type: 'PLACE', order: CART } }],
  },
  calls: {
    'place order': {
      done: [{ label: 'placed', value: PLACED }],
      failed: [
        { label: 'not enough points', value: NO_POINTS },
        { label: 'the phone refused', value: BAD_PHONE },
        { label: 'answer lost', value: LOST },
      ],
    },
    'look up placement': {
      done: [{ label: 'the order was placed', value: PLACED }, { label: 'no order was placed', value: null }],
      failed: [{ label: 'answer lost', value: LOST }],
    },
  },
});
