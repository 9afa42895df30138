import { defineConfig } from '@lingui/cli';

/** Source strings are English; one PO catalog (the default format) per UI language of src/contract/languages.ts. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['bs', 'bg', 'hr', 'cs', 'en', 'et', 'hu', 'lv', 'pl', 'ro', 'sr', 'sk', 'sl', 'uk', 'lt'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/app/i18n/locales/{locale}',
      include: ['<rootDir>/src/app'],
      exclude: ['**/node_modules/**'],
    },
  ],
});
