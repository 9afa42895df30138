/**
 * How each club country writes its company numbers and postal codes (issue 9), checked beside
 * SPEC §5's minimum lengths by both wizards and the server. A format names what a number looks
 * like and, where the country publishes one, its check digit. Where a country allows several
 * forms (an optional VAT prefix, old and new register numbers) every form is accepted; formats
 * that are only approximations are marked as such. Light on purpose: the sign-in's onboarding
 * checks the registration numbers with it.
 */
import type { RegionalSettings } from './config';
import { registrationNumberSettings, type RegistrationNumberName } from './regional-rules';
import { regionById } from './regions';

export interface TextFormat {
  /** The forms the hint shows, "0" standing for any digit: "000 00", "CZ00000000". */
  examples: readonly string[];
  /** Matched against the trimmed, upper-cased value. */
  pattern: RegExp;
  /** The check digit the country's numbers carry; given the digits only. */
  checksum?: (digits: string) => boolean;
}

export type NumberKind = 'vat' | 'companyId';

const digitsOf = (value: string) => value.replace(/\D+/g, '');
const weightedSum = (digits: string, weights: readonly number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);
const lastDigit = (digits: string) => Number(digits[digits.length - 1]);

/** Polish NIP: weights 6 5 7 2 3 4 5 6 7, the sum modulo 11 is the last digit (10 never is). */
const nipChecksum = (digits: string) => weightedSum(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === lastDigit(digits);

/** Polish REGON, 9 digits (or 14, whose first 9 are a REGON of their own): the sum modulo 11, 10 counting as 0. */
function regonChecksum(digits: string): boolean {
  const weights = digits.length === 9 ? [8, 9, 2, 3, 4, 5, 6, 7] : [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
  const valid = (weightedSum(digits, weights) % 11) % 10 === lastDigit(digits);
  return digits.length === 9 ? valid : valid && regonChecksum(digits.slice(0, 9));
}

/** Czech IČO: weights 8 down to 2, the check digit is (11 − sum mod 11) mod 10. */
const icoChecksum = (digits: string) => (11 - (weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === lastDigit(digits);

/** ISO 7064 MOD 11,10: the Croatian OIB and the Serbian PIB. */
function mod11x10Checksum(digits: string): boolean {
  let product = 10;
  for (const digit of digits.slice(0, -1)) {
    const sum = (product + Number(digit)) % 10;
    product = ((sum === 0 ? 10 : sum) * 2) % 11;
  }
  return (11 - product) % 10 === lastDigit(digits);
}

/** Romanian CUI: the digits before the check, padded to 9, weighted 7 5 3 2 1 7 5 3 2; ten times the sum, mod 11, mod 10. */
function cuiChecksum(digits: string): boolean {
  const body = digits.slice(0, -1).padStart(9, '0');
  return ((10 * weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === lastDigit(digits);
}

const nDigits = (count: number): TextFormat => ({ examples: ['0'.repeat(count)], pattern: new RegExp(`^\\d{${count}}$`) });
/** A VAT number: the digits, optionally after the country's VAT prefix; the hint shows the companies' (first) length. */
const vatNumber = (prefix: string, lengths: readonly [number, ...number[]], checksum?: (digits: string) => boolean): TextFormat => ({
  examples: [`${prefix}${'0'.repeat(lengths[0])}`],
  pattern: new RegExp(`^(${prefix})?(${lengths.map((length) => `\\d{${length}}`).join('|')})$`),
  checksum,
});

/** Company numbers by country (ISO code) and by what the field holds (regional-rules.ts). */
const NUMBER_FORMATS: Readonly<Record<string, Readonly<Record<NumberKind, TextFormat>>>> = {
  // JIB of a legal entity; its PDV number is the JIB without the leading 4.
  BA: { companyId: nDigits(13), vat: nDigits(12) },
  // ЕИК of a company (9 digits) or of a branch (13); ДДС номер is BG + the ЕИК or a personal number.
  BG: { companyId: { examples: ['000000000', '0000000000000'], pattern: /^(\d{9}|\d{13})$/ }, vat: vatNumber('BG', [9, 10]) },
  // MBS, the court register number (9 digits; older entries are quoted with 8): an approximation.
  HR: { companyId: { examples: ['000000000'], pattern: /^\d{8,9}$/ }, vat: vatNumber('HR', [11], mod11x10Checksum) },
  CZ: { companyId: { ...nDigits(8), checksum: icoChecksum }, vat: vatNumber('CZ', [8, 9, 10]) },
  EE: { companyId: nDigits(8), vat: vatNumber('EE', [9]) },
  // Cégjegyzékszám: court, company form, serial; adószám: 8 digits, VAT code 1–5, county code.
  HU: {
    companyId: { examples: ['00-00-000000'], pattern: /^\d{2}-\d{2}-\d{6}$/ },
    vat: { examples: ['00000000-0-00'], pattern: /^\d{8}-[1-5]-\d{2}$/ },
  },
  LV: { companyId: nDigits(11), vat: vatNumber('LV', [11]) },
  PL: {
    companyId: { examples: ['000000000', '00000000000000'], pattern: /^(\d{9}|\d{14})$/, checksum: regonChecksum },
    vat: { ...nDigits(10), checksum: nipChecksum },
  },
  // Nr. Reg. Com.: J40/1234/2005 and, since 2024, J2005001234408 (F and C for other registers).
  RO: {
    companyId: { examples: ['J00/000/0000', 'J0000000000000'], pattern: /^[JFC](\d{1,2}\/\d{1,6}\/\d{4}|\d{13})$/ },
    vat: { examples: ['00000000', 'RO00000000'], pattern: /^(RO)?\d{2,10}$/, checksum: cuiChecksum },
  },
  RS: { companyId: nDigits(8), vat: { ...nDigits(9), checksum: mod11x10Checksum } },
  // Slovak IČO has no check digit every number keeps; DIČ is 10 digits.
  SK: { companyId: nDigits(8), vat: nDigits(10) },
  // Matična številka: 7 digits, or 10 with the unit number.
  SI: { companyId: { examples: ['0000000', '0000000000'], pattern: /^(\d{7}|\d{10})$/ }, vat: vatNumber('SI', [8]) },
  // ЄДРПОУ of a legal entity; ІПН of a VAT payer (12 digits) or of a person (10).
  UA: { companyId: nDigits(8), vat: { examples: ['000000000000', '0000000000'], pattern: /^(\d{12}|\d{10})$/ } },
  LT: { companyId: nDigits(9), vat: vatNumber('LT', [9, 12]) },
};

/** Postal codes by country; a country prefix ("LV-") is accepted where the post writes one. */
const POSTAL_CODE_FORMATS: Readonly<Record<string, TextFormat>> = {
  BA: nDigits(5),
  BG: nDigits(4),
  HR: nDigits(5),
  CZ: { examples: ['000 00'], pattern: /^\d{3} ?\d{2}$/ },
  EE: nDigits(5),
  HU: { examples: ['0000'], pattern: /^[1-9]\d{3}$/ },
  LV: { examples: ['LV-0000'], pattern: /^(LV-)?\d{4}$/ },
  PL: { examples: ['00-000'], pattern: /^\d{2}-?\d{3}$/ },
  RO: nDigits(6),
  RS: nDigits(5),
  SK: { examples: ['000 00'], pattern: /^\d{3} ?\d{2}$/ },
  SI: { examples: ['0000'], pattern: /^(SI-)?\d{4}$/ },
  UA: nDigits(5),
  LT: { examples: ['LT-00000'], pattern: /^(LT-)?\d{5}$/ },
};

const countryOf = (regionId: number) => regionById(regionId)?.country ?? '';

export function registrationNumberFormat(regionId: number, kind: NumberKind): TextFormat | null {
  return NUMBER_FORMATS[countryOf(regionId)]?.[kind] ?? null;
}

/** The format of a number field the region shows (by what it holds there); null when not shown. */
export function numberFieldFormat(settings: RegionalSettings, regionId: number, field: RegistrationNumberName): TextFormat | null {
  const shown = registrationNumberSettings(settings).find((setting) => setting.field === field);
  return shown ? registrationNumberFormat(regionId, shown.kind) : null;
}

export function postalCodeFormat(regionId: number): TextFormat | null {
  return POSTAL_CODE_FORMATS[countryOf(regionId)] ?? null;
}

/** Whether a value is written in the format (and carries its check digit). */
export function matchesFormat(format: TextFormat, value: string): boolean {
  const text = value.trim().toUpperCase();
  return format.pattern.test(text) && (format.checksum?.(digitsOf(text)) ?? true);
}
