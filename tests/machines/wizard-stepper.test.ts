import { describe, expect, it } from 'vitest';
import { sameMarks, stepMarks, stepNumber } from '../../machines/wizard-stepper';

const POSSIBLE = ['a', 'type', 'disclaimer', 'declaration', 'consent'];

describe('the wizards\' stepper', () => {
  it('counts every possible step: done, current, to come, or skipped once ruled out', () => {
    expect(stepMarks(POSSIBLE, ['a', 'type', 'consent'], 'type', ['disclaimer', 'declaration'])).toEqual([
      'done', 'current', 'upcoming', 'upcoming', 'upcoming',
    ]);
    expect(stepMarks(POSSIBLE, ['a', 'type', 'consent'], 'type')).toEqual(['done', 'current', 'skipped', 'skipped', 'upcoming']);
    expect(stepMarks(POSSIBLE, ['a', 'type', 'consent'], 'consent')).toEqual(['done', 'done', 'skipped', 'skipped', 'current']);
    expect(stepMarks(POSSIBLE, POSSIBLE, 'declaration')).toEqual(['done', 'done', 'done', 'current', 'upcoming']);
  });

  it('numbers the current step among all counted ones, skipped ones included', () => {
    expect(stepNumber(stepMarks(POSSIBLE, ['a', 'type', 'consent'], 'consent'))).toEqual({ current: 5, total: 5 });
    expect(stepNumber(stepMarks(POSSIBLE, POSSIBLE, 'review'))).toBeNull();
    expect(stepMarks(POSSIBLE, POSSIBLE, 'review')).toEqual([]);
  });

  it('tells equal marks apart from changed ones', () => {
    expect(sameMarks(['done', 'current'], ['done', 'current'])).toBe(true);
    expect(sameMarks(['done', 'current'], ['done', 'current', 'upcoming'])).toBe(false);
    expect(sameMarks(['done', 'current'], ['skipped', 'current'])).toBe(false);
  });
});
