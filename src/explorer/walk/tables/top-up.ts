/** The club card top-up's walk: the test's offered amounts and points, and how placing answers. */
import { topUpMachine } from '../../../../machines/top-up-machine';
import { NOW } from '../../../../tests/machines/login-fixtures';
import { LOST, PLACED, POINTS, REFUSED, STEPS, inputFor } from '../../../../tests/machines/top-up-fixtures';
import { walkTable } from '../walk-table';

export const topUpWalk = walkTable({
  machine: topUpMachine,
  startsAt: NOW,
  input: inputFor,
  events: {
    CHOOSE: STEPS.map((amount) => ({
      label: `${amount} points${amount > POINTS ? ` (beyond the company's ${POINTS})` : ''}`,
      value: { type: 'CHOOSE' as const, amount },
    })),
    TERMS: [{ label: 'tick', value: { type: 'TERMS', checked: true } }, { label: 'untick', value: { type: 'TERMS', checked: false } }],
  },
  calls: {
    'place top-up': {
      done: [{ label: `placed (${PLACED.amount} points)`, value: PLACED }],
      failed: [{ label: 'refused: the card is not active', value: REFUSED }, { label: 'answer lost', value: LOST }],
    },
    'look up top-up': {
      done: [{ label: 'the top-up was placed', value: PLACED }, { label: 'no top-up was placed', value: null }],
      failed: [{ label: 'answer lost', value: LOST }],
    },
  },
});
