import { describe, expect, it } from 'vitest';
import { parseRegionPhone } from '../../src/contract/phone';
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

  it('always accepts the 12-digit test numbers starting 9999999999', () => {
    expect(parseRegionPhone('999999999912', REGION_IDS.ukraine)).toEqual({ national: '999999999912', e164: '+999999999912' });
    expect(parseRegionPhone('99999999991', REGION_IDS.ukraine)).toBeNull();
  });
});
