import { describe, expect, it } from 'vitest';
import { formatPhone, parseMobilePhone, parseRegionPhone } from '../../src/contract/phone';
import { REGION_IDS } from '../../src/contract/regions';

describe('phone numbers for a region (SPEC §5)', () => {
  it('accepts a number of the region and keeps its national number', () => {
    expect(parseRegionPhone('600 000 002', REGION_IDS.poland)).toEqual({ national: '600000002', e164: '+48600000002' });
    expect(parseRegionPhone('+420 601 000 001', REGION_IDS.czechia)?.national).toBe('601000001');
  });

  it('rejects numbers outside the numbering plan or of another region', () => {
    expect(parseRegionPhone('100000000', REGION_IDS.poland)).toBeNull();
    expect(parseRegionPhone('600000002', REGION_IDS.czechia)).toBeNull();
    expect(parseRegionPhone('+48600000002', REGION_IDS.czechia)).toBeNull();
    expect(parseRegionPhone('6000', REGION_IDS.poland)).toBeNull();
  });

  it('drops the trunk prefix of a national number (issue 9: not "+421 0905123456")', () => {
    expect(parseRegionPhone('0905 123 456', REGION_IDS.slovakia)).toEqual({ national: '905123456', e164: '+421905123456' });
    expect(parseRegionPhone('06 20 123 4567', REGION_IDS.hungary)?.e164).toBe('+36201234567');
  });

  it('shows a stored number in international format with the national grouping', () => {
    expect(formatPhone('+48512345678')).toBe('+48 512 345 678');
    expect(formatPhone('+421905123456')).toBe('+421 905 123 456');
    expect(formatPhone('+420601000001')).toBe('+420 601 000 001');
    // Test numbers and anything unparsable stay as they are.
    expect(formatPhone('+999999999912')).toBe('+999999999912');
    expect(formatPhone('nope')).toBe('nope');
  });

  it('always accepts the 12-digit test numbers starting 9999999999', () => {
    expect(parseRegionPhone('999999999912', REGION_IDS.ukraine)).toEqual({ national: '999999999912', e164: '+999999999912' });
    expect(parseRegionPhone('99999999991', REGION_IDS.ukraine)).toBeNull();
  });

  // Issue 28: the sign-in code comes by text message, so a landline cannot be a member's phone.
  it('takes a mobile number to sign in with, and names a landline as such', () => {
    const cases: [string, number, string][] = [
      ['512 345 678', REGION_IDS.poland, '+48512345678'],
      ['22 123 45 67', REGION_IDS.poland, 'phoneNotMobile'], // Warsaw
      ['601 123 456', REGION_IDS.czechia, '+420601123456'],
      ['224 123 456', REGION_IDS.czechia, 'phoneNotMobile'], // Prague
      ['050 123 4567', REGION_IDS.ukraine, '+380501234567'],
      ['044 234 5678', REGION_IDS.ukraine, 'phoneNotMobile'], // Kyiv
      ['100000000', REGION_IDS.poland, 'phoneInvalid'],
      ['999999999912', REGION_IDS.poland, '+999999999912'],
    ];
    for (const [typed, region, expected] of cases) {
      const parsed = parseMobilePhone(typed, region);
      expect(typeof parsed === 'string' ? parsed : parsed.e164, typed).toBe(expected);
    }
  });
});
