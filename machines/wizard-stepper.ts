/**
 * The stepper of the login and registration wizards ("Step 3 of 8"): it counts every step that
 * may still come, so the total does not jump when an answer adds or drops a step (a company type
 * with or without agreements). A counted step the answers ruled out stays in the count, marked
 * skipped.
 */
export type StepMark = 'done' | 'current' | 'upcoming' | 'skipped';

/**
 * The marks of the steps that may come (`possible`, in order) for a wizard at `current` walking
 * `track` (the steps the answers so far ask for). A possible step off the track counts as
 * upcoming while it is `undecided` (its answer is not given yet), else as skipped. Empty when
 * `current` is not a counted step.
 */
export function stepMarks<S>(possible: readonly S[], track: readonly S[], current: S, undecided: readonly S[] = []): StepMark[] {
  const at = possible.indexOf(current);
  if (at < 0) return [];
  return possible.map((step, index): StepMark => {
    if (index === at) return 'current';
    if (!track.includes(step)) return index > at && undecided.includes(step) ? 'upcoming' : 'skipped';
    return index < at ? 'done' : 'upcoming';
  });
}

/** "Step n of m" of the marks: n counts skipped steps too, so that n never goes down moving on. */
export function stepNumber(marks: readonly StepMark[]): { current: number; total: number } | null {
  const at = marks.indexOf('current');
  return at < 0 ? null : { current: at + 1, total: marks.length };
}

/** Equal marks: a view selecting them re-renders only when the stepper changes. */
export function sameMarks(a: readonly StepMark[], b: readonly StepMark[]): boolean {
  return a.length === b.length && a.every((mark, index) => mark === b[index]);
}
