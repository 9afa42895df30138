/** Languages of SPEC §3. The 15 UI languages have catalogs; "tr" exists only in the user language id map. */
/** What the portal needs of a language; its English name and flag are reference data of the server (db/language-names.ts). */
export interface Language {
  id: number;
  code: string;
  local_name: string;
  locale: string;
}

export const LANGUAGES: readonly Language[] = [
  { id: 1, code: 'en', local_name: 'English', locale: 'en-GB' },
  { id: 2, code: 'pl', local_name: 'Polski', locale: 'pl-PL' },
  { id: 3, code: 'cs', local_name: 'Čeština', locale: 'cs-CZ' },
  { id: 4, code: 'sk', local_name: 'Slovenčina', locale: 'sk-SK' },
  { id: 5, code: 'hu', local_name: 'Magyar', locale: 'hu-HU' },
  { id: 6, code: 'ro', local_name: 'Română', locale: 'ro-RO' },
  { id: 7, code: 'bg', local_name: 'Български', locale: 'bg-BG' },
  { id: 8, code: 'hr', local_name: 'Hrvatski', locale: 'hr-HR' },
  { id: 9, code: 'bs', local_name: 'Bosanski', locale: 'bs-BA' },
  { id: 10, code: 'sr', local_name: 'Srpski', locale: 'sr-Latn-RS' },
  { id: 11, code: 'sl', local_name: 'Slovenščina', locale: 'sl-SI' },
  { id: 12, code: 'et', local_name: 'Eesti', locale: 'et-EE' },
  { id: 13, code: 'lv', local_name: 'Latviešu', locale: 'lv-LV' },
  { id: 14, code: 'lt', local_name: 'Lietuvių', locale: 'lt-LT' },
  { id: 15, code: 'uk', local_name: 'Українська', locale: 'uk-UA' },
  { id: 16, code: 'tr', local_name: 'Türkçe', locale: 'tr-TR' },
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
