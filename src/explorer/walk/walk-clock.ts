/**
 * Time in a walk: it stands still until the analyst lets it pass, and then it jumps to the next
 * timer the machine set (a countdown's second, a debounce) and fires every timer due by then,
 * in the order they fall due. The machine reads the same time through `now()`.
 */
export class WalkClock {
  private time: number;
  private readonly timers = new Map<number, { due: number; fn: () => void }>();
  private nextId = 1;

  constructor(start: number) {
    this.time = start;
  }

  now = (): number => this.time;

  setTimeout = (fn: (...args: unknown[]) => void, ms: number): number => {
    const id = this.nextId++;
    this.timers.set(id, { due: this.time + ms, fn });
    return id;
  };

  clearTimeout = (id: unknown): void => {
    this.timers.delete(id as number);
  };

  /** Milliseconds until the next timer; null when none is set. */
  untilNext(): number | null {
    const dues = [...this.timers.values()].map((timer) => timer.due);
    return dues.length > 0 ? Math.min(...dues) - this.time : null;
  }

  /** Lets time pass to the next timer; false when no timer is set. */
  passToNext(): boolean {
    const wait = this.untilNext();
    if (wait === null) return false;
    this.time += wait;
    // A timer fired may set another one due at once (a zero delay): that one waits for the next press.
    const due = [...this.timers.entries()].filter(([, timer]) => timer.due <= this.time).sort(([a, x], [b, y]) => x.due - y.due || a - b);
    for (const [id, timer] of due) {
      if (!this.timers.delete(id)) continue;
      timer.fn();
    }
    return true;
  }
}
