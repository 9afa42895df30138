import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/app/ui/page-window';

describe('page window', () => {
  it('shows nothing for a single page', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps five numbers around the current page with ellipses and both ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
  });

  it('writes a neighbouring end page instead of an ellipsis', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 8]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(-3, 9)).toEqual([1, 2, 3, 4, 5, 'gap-after', 9]);
  });
});
