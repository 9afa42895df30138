/** Languages of SPEC §3. The 15 UI languages have catalogs; "tr" exists only in the user language id map. */
export interface Language {
  id: number;
  code: string;
  name: string;
  short_name: string;
  local_name: string;
  locale: string;
  flag: string;
}

export const LANGUAGES: readonly Language[] = [
  { id: 1, code: 'en', name: 'English', short_name: 'EN', local_name: 'English', locale: 'en-GB', flag: '🇬🇧' },
  { id: 2, code: 'pl', name: 'Polish', short_name: 'PL', local_name: 'Polski', locale: 'pl-PL', flag: '🇵🇱' },
  { id: 3, code: 'cs', name: 'Czech', short_name: 'CS', local_name: 'Čeština', locale: 'cs-CZ', flag: '🇨🇿' },
  { id: 4, code: 'sk', name: 'Slovak', short_name: 'SK', local_name: 'Slovenčina', locale: 'sk-SK', flag: '🇸🇰' },
  { id: 5, code: 'hu', name: 'Hungarian', short_name: 'HU', local_name: 'Magyar', locale: 'hu-HU', flag: '🇭🇺' },
  { id: 6, code: 'ro', name: 'Romanian', short_name: 'RO', local_name: 'Română', locale: 'ro-RO', flag: '🇷🇴' },
  { id: 7, code: 'bg', name: 'Bulgarian', short_name: 'BG', local_name: 'Български', locale: 'bg-BG', flag: '🇧🇬' },
  { id: 8, code: 'hr', name: 'Croatian', short_name: 'HR', local_name: 'Hrvatski', locale: 'hr-HR', flag: '🇭🇷' },
  { id: 9, code: 'bs', name: 'Bosnian', short_name: 'BS', local_name: 'Bosanski', locale: 'bs-BA', flag: '🇧🇦' },
  { id: 10, code: 'sr', name: 'Serbian', short_name: 'SR', local_name: 'Srpski', locale: 'sr-Latn-RS', flag: '🇷🇸' },
  { id: 11, code: 'sl', name: 'Slovenian', short_name: 'SL', local_name: 'Slovenščina', locale: 'sl-SI', flag: '🇸🇮' },
  { id: 12, code: 'et', name: 'Estonian', short_name: 'ET', local_name: 'Eesti', locale: 'et-EE', flag: '🇪🇪' },
  { id: 13, code: 'lv', name: 'Latvian', short_name: 'LV', local_name: 'Latviešu', locale: 'lv-LV', flag: '🇱🇻' },
  { id: 14, code: 'lt', name: 'Lithuanian', short_name: 'LT', local_name: 'Lietuvių', locale: 'lt-LT', flag: '🇱🇹' },
  { id: 15, code: 'uk', name: 'Ukrainian', short_name: 'UK', local_name: 'Українська', locale: 'uk-UA', flag: '🇺🇦' },
  { id: 16, code: 'tr', name: 'Turkish', short_name: 'TR', local_name: 'Türkçe', locale: 'tr-TR', flag: '🇹🇷' },
];

/** The 15 languages the interface is translated into (Lingui catalogs exist for exactly these). */
export const UI_LANGUAGE_CODES = [
  'bs', 'bg', 'hr', 'cs', 'en', 'et', 'hu', 'lv', 'pl', 'ro', 'sr', 'sk', 'sl', 'uk', 'lt',
] as const;
export type UiLanguageCode = (typeof UI_LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: UiLanguageCode = 'en';

const HOST_SUFFIX_LANGUAGE: Record<string, UiLanguageCode> = {
  ba: 'bs', bg: 'bg', hr: 'hr', cz: 'cs', ee: 'et', hu: 'hu', lv: 'lv', pl: 'pl', ro: 'ro',
  rs: 'sr', sk: 'sk', si: 'sl', ua: 'uk', lt: 'lt',
};

export function isUiLanguage(code: string): code is UiLanguageCode {
  return (UI_LANGUAGE_CODES as readonly string[]).includes(code);
}

/** The UI language the host's top-level domain names ("klub.example.cz" → Czech), if any. */
export function languageFromHost(hostname: string): UiLanguageCode | null {
  const suffix = hostname.split('.').pop()?.toLowerCase() ?? '';
  return HOST_SUFFIX_LANGUAGE[suffix] ?? null;
}

/**
 * The first of the browser's languages (navigator.languages, most preferred first) that is a UI
 * language, matched by primary subtag: "cs-CZ" → Czech, "sr-Latn-RS" → Serbian.
 */
export function languageFromBrowser(languages: readonly string[]): UiLanguageCode | null {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase() ?? '';
    if (isUiLanguage(primary)) return primary;
  }
  return null;
}

/**
 * A visitor's first language (SPEC §3 and issue 9): a stored choice wins, then the host suffix,
 * then the browser's languages, else English.
 */
export function firstLanguage(stored: string | null, hostname: string, browserLanguages: readonly string[]): UiLanguageCode {
  if (stored !== null && isUiLanguage(stored)) return stored;
  return languageFromHost(hostname) ?? languageFromBrowser(browserLanguages) ?? DEFAULT_LANGUAGE;
}

export function languageById(id: number): Language | undefined {
  return LANGUAGES.find((l) => l.id === id);
}

export function languageByCode(code: string): Language | undefined {
  return LANGUAGES.find((l) => l.code === code);
}

/** The id the API stores for an interface language (English for anything unknown). */
export function languageIdOf(code: string): number {
  return languageByCode(code)?.id ?? (languageByCode(DEFAULT_LANGUAGE) as Language).id;
}
