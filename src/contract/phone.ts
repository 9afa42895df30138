/** Phone rules of SPEC §5, on metadata for the club's countries only (scripts/phone-metadata.ts). */
import { parsePhoneNumberWithError, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import metadataJson from './phone-metadata.json' with { type: 'json' };
import { isTestPhoneNumber, phoneDigits } from './phone-digits';
import { regionById } from './regions';

const metadata = metadataJson as unknown as MetadataJson;

export interface ParsedPhone {
  /** National significant number, digits only: what the API stores and receives. */
  national: string;
  /** E.164 form, e.g. +48600000001; the test numbers keep their digits. */
  e164: string;
}

/**
 * Parses a phone number typed for a region. Returns null when it is not valid for the region's
 * numbering plan. Test numbers (12 characters starting 9999999999) always pass.
 */
export function parseRegionPhone(value: string, regionId: number): ParsedPhone | null {
  const digits = phoneDigits(value);
  if (isTestPhoneNumber(digits)) return { national: digits, e164: `+${digits}` };
  const region = regionById(regionId);
  if (!region || !region.phoneCode || digits.length < 5) return null;
  try {
    const phone = parsePhoneNumberWithError(value, region.country as CountryCode, metadata);
    if (!phone.isValid() || phone.countryCallingCode !== region.phoneCode) return null;
    return { national: String(phone.nationalNumber), e164: String(phone.number) };
  } catch {
    return null;
  }
}

/** Why a number cannot sign in: not a number of the region, or one that cannot receive a text message. */
export type MobilePhoneProblem = 'phoneInvalid' | 'phoneNotMobile';

/**
 * A phone a person signs in with (registration, team, profile: the one-time code comes by SMS):
 * valid for the region and a mobile number, or one the numbering plan cannot tell from a landline
 * (FIXED_LINE_OR_MOBILE). Test numbers always pass.
 */
export function parseMobilePhone(value: string, regionId: number): ParsedPhone | MobilePhoneProblem {
  const parsed = parseRegionPhone(value, regionId);
  if (!parsed) return 'phoneInvalid';
  if (isTestPhoneNumber(parsed.national)) return parsed;
  const type = parsePhoneNumberWithError(parsed.e164, metadata).getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed : 'phoneNotMobile';
}

/**
 * A stored number (E.164) as people read it: international, grouped as the country groups it
 * ("+48 512 345 678", "+421 905 123 456"). Test numbers and anything unparsable stay as they are.
 */
export function formatPhone(e164: string): string {
  try {
    const phone = parsePhoneNumberWithError(e164, metadata);
    return phone.isValid() ? phone.formatInternational() : e164;
  } catch {
    return e164;
  }
}
