/**
 * Where a machine reads the time. The portal passes the system clock, tests a clock they set,
 * so that no rule of a machine depends on when its test runs.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}
