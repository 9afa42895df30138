/**
 * The languages table's English names and flags (GET v1/config/public answers them): reference
 * data the server seeds, kept out of contract/languages.ts, which the portal's start-up code loads.
 */
const LANGUAGE_NAMES: Readonly<Record<string, { name: string; flag: string }>> = {
  en: { name: 'English', flag: '🇬🇧' },
  pl: { name: 'Polish', flag: '🇵🇱' },
  cs: { name: 'Czech', flag: '🇨🇿' },
  sk: { name: 'Slovak', flag: '🇸🇰' },
  hu: { name: 'Hungarian', flag: '🇭🇺' },
  ro: { name: 'Romanian', flag: '🇷🇴' },
  bg: { name: 'Bulgarian', flag: '🇧🇬' },
  hr: { name: 'Croatian', flag: '🇭🇷' },
  bs: { name: 'Bosnian', flag: '🇧🇦' },
  sr: { name: 'Serbian', flag: '🇷🇸' },
  sl: { name: 'Slovenian', flag: '🇸🇮' },
  et: { name: 'Estonian', flag: '🇪🇪' },
  lv: { name: 'Latvian', flag: '🇱🇻' },
  lt: { name: 'Lithuanian', flag: '🇱🇹' },
  uk: { name: 'Ukrainian', flag: '🇺🇦' },
  tr: { name: 'Turkish', flag: '🇹🇷' },
};

export function languageNames(code: string): { name: string; flag: string } {
  const names = LANGUAGE_NAMES[code];
  if (!names) throw new Error(`No English name and flag for the language ${code} (db/language-names.ts)`);
  return names;
}
