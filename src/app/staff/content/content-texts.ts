import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ContentType } from '../../../contract/content';
import { LANGUAGES } from '../../../contract/languages';
import { REGIONS } from '../../../contract/regions';
import type { DraftField } from '../../../../machines/content-draft';
import { countryName } from '../../features/registration/country-names';

/** The content desk's words for the contract's values (issue 27 §2 "Content"). */
export const CONTENT_TYPE_NAMES: Record<ContentType, MessageDescriptor> = {
  news: msg`News`,
  video: msg`Video`,
  resource: msg`Link`,
  hero: msg`Home banner`,
};

/** One message per field: what the field needs, shown whatever rule (the console's or the server's) it broke. */
export const FIELD_MESSAGES: Record<DraftField, MessageDescriptor> = {
  type: msg`Choose news, a video or a link.`,
  region: msg`Choose a region or all regions.`,
  language: msg`Choose a portal language.`,
  title: msg`Give the item a title (at most 200 characters).`,
  excerpt: msg`Keep the summary to 400 characters.`,
  html: msg`The text is too long (at most 50,000 characters).`,
  youtube: msg`Paste the YouTube address or the 11-character video id.`,
  url: msg`Give the link's https address.`,
  media: msg`An image is an https address or a path under /content/.`,
  published_at: msg`Choose the publication date and time.`,
};

export const regionLabel = (i18n: I18n, slug: string): string => {
  if (slug === 'all') return i18n._(msg`All regions`);
  const region = REGIONS.find((r) => r.slug === slug);
  return region ? countryName(i18n, region.id) : slug;
};

export const languageLabel = (code: string): string => LANGUAGES.find((language) => language.code === code)?.local_name ?? code;

/** The regions an item may name, "all" first, then by country name. */
export function regionChoices(i18n: I18n): { value: string; label: string }[] {
  const regions = REGIONS.filter((r) => r.slug !== 'all').map((r) => ({ value: r.slug, label: regionLabel(i18n, r.slug) }));
  return [{ value: 'all', label: regionLabel(i18n, 'all') }, ...regions.sort((a, b) => a.label.localeCompare(b.label, i18n.locale))];
}
