/** The server's only source of time, injected so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

/** Whole seconds from `from` until `until`, at least 1 (for Retry-After). */
export const secondsUntil = (until: Date, from: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - from.getTime()) / 1000));
