import type { Clock } from '../../../machines/clock';

/** The machines' clock in the portal: the browser's time. */
export const systemClock: Clock = { now: () => Date.now() };
