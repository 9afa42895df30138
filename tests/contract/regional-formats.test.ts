import { describe, expect, it } from 'vitest';
import { matchesFormat, postalCodeFormat, registrationNumberFormat, type NumberKind } from '../../src/contract/regional-formats';
import { CLUB_REGIONS, REGION_IDS } from '../../src/contract/regions';

type Examples = { valid: string[]; invalid: string[] };

/**
 * Real-world shaped numbers per club country: what the field holds there (regional-rules.ts "kind"),
 * written as people write it, and mistakes the format must catch (issue 9: IČO "abcdefgh").
 */
const NUMBERS: Record<number, Record<NumberKind, Examples>> = {
  [REGION_IDS.bosnia]: {
    companyId: { valid: ['4200000000004'], invalid: ['420000000000', '42000000000041', '42000000000A4'] },
    vat: { valid: ['200000000004'], invalid: ['4200000000004', '20000000000'] },
  },
  [REGION_IDS.bulgaria]: {
    companyId: { valid: ['131468980', '1314689800013'], invalid: ['13146898', '13146898000'] },
    vat: { valid: ['BG131468980', '131468980', 'bg7501020018'], invalid: ['BG13146898', 'RO131468980'] },
  },
  [REGION_IDS.croatia]: {
    companyId: { valid: ['080000604', '03852091'], invalid: ['0800006', 'MBS080000604'] },
    // OIB: ISO 7064 MOD 11,10 check digit.
    vat: { valid: ['94577403194', 'HR69435151530'], invalid: ['94577403195', '9457740319'] },
  },
  [REGION_IDS.czechia]: {
    // IČO: weights 8..2, check digit (11 − sum mod 11) mod 10.
    companyId: { valid: ['27082440', '45274649', ' 25596641 '], invalid: ['abcdefgh', '27082441', '2708244', '270824400'] },
    vat: { valid: ['CZ27082440', '27082440', 'CZ7103192745'], invalid: ['CZ1234567', 'SK2023456789'] },
  },
  [REGION_IDS.estonia]: {
    companyId: { valid: ['10137319'], invalid: ['1013731', 'EE10137319'] },
    vat: { valid: ['EE100931558', '100931558'], invalid: ['EE10093155', 'LV100931558'] },
  },
  [REGION_IDS.hungary]: {
    companyId: { valid: ['01-09-562739'], invalid: ['0109562739', '01-09-56273'] },
    vat: { valid: ['12345678-2-42', '10773381-2-44'], invalid: ['12345678242', '12345678-9-42', '1234567-2-42'] },
  },
  [REGION_IDS.latvia]: {
    companyId: { valid: ['40003032949'], invalid: ['4000303294', 'LV40003032949'] },
    vat: { valid: ['LV40003032949', '40003032949'], invalid: ['LV4000303294'] },
  },
  [REGION_IDS.poland]: {
    // REGON: 9 or 14 digits with a check digit.
    companyId: { valid: ['012345675', '356789010', '01234567512342'], invalid: ['012345678', '12345678', '01234567512347'] },
    // NIP: weights 6 5 7 2 3 4 5 6 7, the sum mod 11 is the last digit.
    vat: { valid: ['5260250274', '6762468294'], invalid: ['5260250275', '526-025-02-74', 'PL5260250274', '1234567890'] },
  },
  [REGION_IDS.romania]: {
    companyId: { valid: ['J40/1234/2005', 'J2005001234408'], invalid: ['40/1234/2005', 'J40-1234-2005'] },
    // CUI: 2 to 10 digits, key 753217532.
    vat: { valid: ['14399840', 'RO18547290', '1590082'], invalid: ['14399841', 'R014399840', '1'] },
  },
  [REGION_IDS.serbia]: {
    companyId: { valid: ['07004044'], invalid: ['0700404', '070040441'] },
    // PIB: ISO 7064 MOD 11,10 check digit.
    vat: { valid: ['101134702', '104052135'], invalid: ['101134703', '10113470'] },
  },
  [REGION_IDS.slovakia]: {
    companyId: { valid: ['46123456', '35757442'], invalid: ['4612345', 'abcdefgh'] },
    vat: { valid: ['2023456789'], invalid: ['SK2023456789', '202345678'] },
  },
  [REGION_IDS.slovenia]: {
    companyId: { valid: ['5300231', '5300231000'], invalid: ['530023', '53002310'] },
    vat: { valid: ['SI50223054', '50223054'], invalid: ['SI5022305', 'HR50223054'] },
  },
  [REGION_IDS.ukraine]: {
    companyId: { valid: ['00032112', '40075815'], invalid: ['0003211', 'UA00032112'] },
    vat: { valid: ['000321126590', '3184710691'], invalid: ['00032112659'] },
  },
  [REGION_IDS.lithuania]: {
    companyId: { valid: ['111557618'], invalid: ['11155761', 'LT111557618'] },
    vat: { valid: ['LT115576113', '115576113', 'LT100001919017'], invalid: ['LT11557611', 'LV115576113'] },
  },
};

const POSTAL_CODES: Record<number, Examples> = {
  [REGION_IDS.bosnia]: { valid: ['71000'], invalid: ['7100', 'BA-71000'] },
  [REGION_IDS.bulgaria]: { valid: ['1784'], invalid: ['17840'] },
  [REGION_IDS.croatia]: { valid: ['10000'], invalid: ['1000'] },
  [REGION_IDS.czechia]: { valid: ['140 00', '14000'], invalid: ['ABC', '1400', '14 000'] },
  [REGION_IDS.estonia]: { valid: ['10111'], invalid: ['1011'] },
  [REGION_IDS.hungary]: { valid: ['1061'], invalid: ['0061', '10610'] },
  [REGION_IDS.latvia]: { valid: ['LV-1050', 'lv-1050', '1050'], invalid: ['LV1050', 'LV-10500'] },
  [REGION_IDS.poland]: { valid: ['00-001', '30001'], invalid: ['ABC', '00 001', '000-01'] },
  [REGION_IDS.romania]: { valid: ['010011'], invalid: ['01001', 'RO010011'] },
  [REGION_IDS.serbia]: { valid: ['11000'], invalid: ['1100'] },
  [REGION_IDS.slovakia]: { valid: ['821 09', '82109'], invalid: ['821 0', 'SK-82109'] },
  [REGION_IDS.slovenia]: { valid: ['1000', 'SI-1000'], invalid: ['10000'] },
  [REGION_IDS.ukraine]: { valid: ['01001'], invalid: ['0100'] },
  [REGION_IDS.lithuania]: { valid: ['LT-01100', '01100'], invalid: ['LT-0110', 'LV-01100'] },
};

describe('company numbers in each country format (issue 9)', () => {
  it('has both kinds for every club region, and an example of each form for the hint', () => {
    for (const region of CLUB_REGIONS) {
      for (const kind of ['companyId', 'vat'] as const) {
        const format = registrationNumberFormat(region.id, kind);
        expect(format, `${region.slug} ${kind}`).not.toBeNull();
        expect(format?.examples.length, `${region.slug} ${kind}`).toBeGreaterThan(0);
      }
    }
    // Regions without a club have no format: only the SPEC lengths apply there.
    expect(registrationNumberFormat(REGION_IDS.italy, 'vat')).toBeNull();
  });

  for (const region of CLUB_REGIONS) {
    it(`${region.slug}: accepts its numbers and refuses wrong ones`, () => {
      for (const kind of ['companyId', 'vat'] as const) {
        const format = registrationNumberFormat(region.id, kind)!;
        const { valid, invalid } = NUMBERS[region.id]![kind];
        for (const value of valid) expect(matchesFormat(format, value), `${region.slug} ${kind} ${value}`).toBe(true);
        for (const value of invalid) expect(matchesFormat(format, value), `${region.slug} ${kind} ${value}`).toBe(false);
      }
    });
  }
});

describe('postal codes in each country format (issue 9)', () => {
  for (const region of CLUB_REGIONS) {
    it(`${region.slug}: accepts its postal codes and refuses wrong ones`, () => {
      const format = postalCodeFormat(region.id);
      expect(format?.examples.length).toBeGreaterThan(0);
      const { valid, invalid } = POSTAL_CODES[region.id]!;
      for (const value of valid) expect(matchesFormat(format!, value), `${region.slug} ${value}`).toBe(true);
      for (const value of invalid) expect(matchesFormat(format!, value), `${region.slug} ${value}`).toBe(false);
    });
  }

  it('shows the format the post writes', () => {
    expect(postalCodeFormat(REGION_IDS.czechia)?.examples).toEqual(['000 00']);
    expect(postalCodeFormat(REGION_IDS.poland)?.examples).toEqual(['00-000']);
    expect(postalCodeFormat(REGION_IDS.latvia)?.examples).toEqual(['LV-0000']);
  });
});
