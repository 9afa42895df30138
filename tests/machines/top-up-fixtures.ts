/** Test data for the top-up machine: the amounts offered, the company's points, and how placing answers. */
import type { PlaceFailure } from '../../machines/checkout-machine';
import type { TopUpInput, TopUpPlaced } from '../../machines/top-up-machine';

/** The company has 300 points: 50 and 100 can be chosen, 500 cannot. */
export const STEPS = [50, 100, 250, 500];
export const POINTS = 300;
/** The top-up's input; its Idempotency-Keys count up: key-1, key-2, … */
export function inputFor(): TopUpInput {
  let keys = 0;
  return { steps: STEPS, points: POINTS, newKey: () => `key-${(keys += 1)}` };
}

export const PLACED: TopUpPlaced = { amount: 50, companyPoints: 250 };
export const REFUSED: PlaceFailure = { kind: 'refused', message: 'The card is not active.', errors: {} };
export const LOST: PlaceFailure = { kind: 'lost', message: 'network', errors: {} };
