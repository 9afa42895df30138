/** Regions of SPEC §3. Ids are fixed by the API; 1 is the "all regions" pseudo-region. */
export interface Region {
  id: number;
  slug: string;
  /** ISO 3166-1 alpha-2, used for phone numbering plans and addresses. */
  country: string;
  /** Phone country calling code, without "+". */
  phoneCode: string;
  flag: string;
  /** Code of the UI language a visitor from this region sees first. */
  defaultLanguage: string;
  /** Host suffix (top-level domain) that selects this region, e.g. "pl". */
  hostSuffix: string;
}

export const REGIONS: readonly Region[] = [
  { id: 1, slug: 'all', country: 'EU', phoneCode: '', flag: '🇪🇺', defaultLanguage: 'en', hostSuffix: 'eu' },
  { id: 2, slug: 'ba', country: 'BA', phoneCode: '387', flag: '🇧🇦', defaultLanguage: 'bs', hostSuffix: 'ba' },
  { id: 3, slug: 'bg', country: 'BG', phoneCode: '359', flag: '🇧🇬', defaultLanguage: 'bg', hostSuffix: 'bg' },
  { id: 4, slug: 'hr', country: 'HR', phoneCode: '385', flag: '🇭🇷', defaultLanguage: 'hr', hostSuffix: 'hr' },
  { id: 5, slug: 'cz', country: 'CZ', phoneCode: '420', flag: '🇨🇿', defaultLanguage: 'cs', hostSuffix: 'cz' },
  { id: 6, slug: 'ee', country: 'EE', phoneCode: '372', flag: '🇪🇪', defaultLanguage: 'et', hostSuffix: 'ee' },
  { id: 7, slug: 'hu', country: 'HU', phoneCode: '36', flag: '🇭🇺', defaultLanguage: 'hu', hostSuffix: 'hu' },
  { id: 8, slug: 'it', country: 'IT', phoneCode: '39', flag: '🇮🇹', defaultLanguage: 'en', hostSuffix: 'it' },
  { id: 9, slug: 'lv', country: 'LV', phoneCode: '371', flag: '🇱🇻', defaultLanguage: 'lv', hostSuffix: 'lv' },
  { id: 10, slug: 'pl', country: 'PL', phoneCode: '48', flag: '🇵🇱', defaultLanguage: 'pl', hostSuffix: 'pl' },
  { id: 11, slug: 'ro', country: 'RO', phoneCode: '40', flag: '🇷🇴', defaultLanguage: 'ro', hostSuffix: 'ro' },
  { id: 12, slug: 'rs', country: 'RS', phoneCode: '381', flag: '🇷🇸', defaultLanguage: 'sr', hostSuffix: 'rs' },
  { id: 13, slug: 'sk', country: 'SK', phoneCode: '421', flag: '🇸🇰', defaultLanguage: 'sk', hostSuffix: 'sk' },
  { id: 14, slug: 'si', country: 'SI', phoneCode: '386', flag: '🇸🇮', defaultLanguage: 'sl', hostSuffix: 'si' },
  { id: 15, slug: 'tr', country: 'TR', phoneCode: '90', flag: '🇹🇷', defaultLanguage: 'en', hostSuffix: 'tr' },
  { id: 16, slug: 'ua', country: 'UA', phoneCode: '380', flag: '🇺🇦', defaultLanguage: 'uk', hostSuffix: 'ua' },
  { id: 17, slug: 'lt', country: 'LT', phoneCode: '370', flag: '🇱🇹', defaultLanguage: 'lt', hostSuffix: 'lt' },
];

export const REGION_IDS = {
  all: 1, bosnia: 2, bulgaria: 3, croatia: 4, czechia: 5, estonia: 6, hungary: 7, italy: 8,
  latvia: 9, poland: 10, romania: 11, serbia: 12, slovakia: 13, slovenia: 14, turkey: 15,
  ukraine: 16, lithuania: 17,
} as const;

/** Regions a person can sign in or register from (the club's own markets). */
export const CLUB_REGIONS: readonly Region[] = REGIONS.filter((r) => ![1, 8, 15].includes(r.id));

export function regionById(id: number): Region | undefined {
  return REGIONS.find((r) => r.id === id);
}

export function regionBySlug(slug: string): Region | undefined {
  return REGIONS.find((r) => r.slug === slug);
}

/** The club region the host's top-level domain names ("klub.example.cz" → Czechia), if any. */
export function regionFromHost(hostname: string): Region | null {
  const suffix = hostname.split('.').pop()?.toLowerCase() ?? '';
  return CLUB_REGIONS.find((r) => r.hostSuffix === suffix) ?? null;
}

/** The club region whose first language this is (Czech → Czechia); none for English. */
export function regionOfLanguage(code: string): Region | null {
  return CLUB_REGIONS.find((r) => r.defaultLanguage === code) ?? null;
}

/**
 * The region a visitor's phone prefix and registration start with: the one the host names (SPEC
 * §3), else the interface language's (issue 9: a Czech browser on a neutral host gets Czechia),
 * else Poland (SPEC §3).
 */
export function defaultRegionId(hostRegionId: number | null, language: string): number {
  return hostRegionId ?? regionOfLanguage(language)?.id ?? REGION_IDS.poland;
}
