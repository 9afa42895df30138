import { SERVER_MESSAGES } from '../../contract/errors';
import { parseMobilePhone, type ParsedPhone } from '../../contract/phone';
import { regionById } from '../../contract/regions';
import { invalid } from '../http/errors';

/** A member's phone (team, profile): a mobile number of the region, else 422 naming why (SPEC §8 texts). */
export function mobilePhone(value: string, regionId: number): ParsedPhone {
  const parsed = parseMobilePhone(value, regionId);
  if (parsed === 'phoneInvalid') throw invalid({ phone: [SERVER_MESSAGES.invalidPhone] });
  if (parsed === 'phoneNotMobile') throw invalid({ phone: [SERVER_MESSAGES.phoneNotMobile] });
  return parsed;
}

/** A stored phone (region plus national number) as E.164; null when the member has none. */
export function storedPhoneE164(regionId: number | null, national: string | null): string | null {
  const code = regionId === null ? undefined : regionById(regionId)?.phoneCode;
  return code && national ? `+${code}${national}` : null;
}
