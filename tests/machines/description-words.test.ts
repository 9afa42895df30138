/**
 * The words the machines' descriptions (and so the diagrams in docs/statecharts) use for their
 * numbers and dates: English as a reader writes it, singular for one.
 */
import { describe, expect, it } from 'vitest';
import { counted, dayInWords, inMegabytes, inMinutes, inSeconds, monthName } from '../../machines/description-words';

describe('numbers and dates in the diagrams', () => {
  it('counts in the singular for one and the plural otherwise', () => {
    expect(counted(1, 'second')).toBe('1 second');
    expect(counted(7, 'second')).toBe('7 seconds');
    expect(counted(0, 'notice')).toBe('0 notices');
  });

  it('says delays in seconds and minutes', () => {
    expect(inSeconds(60_000)).toBe('60 seconds');
    expect(inSeconds(1_000)).toBe('1 second');
    expect(inMinutes(180_000)).toBe('3 minutes');
    expect(inMinutes(60_000)).toBe('1 minute');
  });

  it('says sizes in binary megabytes', () => {
    expect(inMegabytes(5 * 1024 * 1024)).toBe('5 MB');
  });

  it('names months by their number, January as 1', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(10)).toBe('October');
    expect(monthName(12)).toBe('December');
  });

  it('writes a day in words, in UTC', () => {
    expect(dayInWords('2024-01-31T23:30:00.000Z')).toBe('31 January 2024');
    expect(dayInWords('2024-02-01T00:30:00+02:00')).toBe('31 January 2024');
  });
});
