import { describe, expect, it } from 'vitest';
import { findEmulationCode } from '../../src/app/session/emulation-link';

describe('emulation link', () => {
  it('finds the code of ?x:<code> and keeps the rest of the query', () => {
    expect(findEmulationCode('?x:abc123')).toEqual({ code: 'abc123', rest: '' });
    expect(findEmulationCode('?lang=pl&x:abc%2D1&utm=a')).toEqual({ code: 'abc-1', rest: '?lang=pl&utm=a' });
  });

  it('finds nothing in an ordinary query', () => {
    expect(findEmulationCode('')).toBeNull();
    expect(findEmulationCode('?x=abc')).toBeNull();
    expect(findEmulationCode('?page=2')).toBeNull();
  });
});
