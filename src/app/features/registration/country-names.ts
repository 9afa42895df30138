import type { I18n } from '@lingui/core';
import { CLUB_REGIONS, regionById } from '../../../contract/regions';

/** A region's country in the reader's language (the browser knows every country's name). */
export function countryName(i18n: I18n, regionId: number): string {
  const country = regionById(regionId)?.country ?? '';
  try {
    return new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** The club's regions as select options, sorted by country name. */
export function regionOptions(i18n: I18n): { value: string; label: string }[] {
  return CLUB_REGIONS.map((region) => ({ value: String(region.id), label: countryName(i18n, region.id) })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.locale),
  );
}
