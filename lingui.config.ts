import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Source strings are English; one PO catalog (the default format) per UI language of
 * src/contract/languages.ts, in parts so that a page loads only the messages it can show:
 *
 * - core (locales/<code>.po): sign-in, maintenance, errors, the frame every page shares and the
 *   page titles; loaded at start-up, so it counts towards the /login budget;
 * - registration (locales/registration/<code>.po): the wizards' steps after the first screens, the
 *   registration wizard and the login's onboarding steps (which most sign-ins never see), loaded
 *   with either (i18n/wizard-catalog.ts);
 * - club (locales/club/<code>.po): home, balance, rewards, resources and news (features/club),
 *   loaded by their routes (i18n/club-catalog.ts);
 * - shop (locales/shop/<code>.po): the shop, cart, checkout and orders, loaded by their routes
 *   (i18n/shop-catalog.ts);
 * - materials (locales/materials/<code>.po): the marketing-material configurator and its preview,
 *   loaded with the configurator of a material's product page (i18n/materials-catalog.ts);
 * - team (locales/team/<code>.po): the team, profile, e-mail verification and support pages, loaded
 *   by their routes (i18n/team-catalog.ts);
 * - signed-in (locales/signed-in/<code>.po): everything else, loaded with the signed-in shell.
 *   New features land here by default.
 * - staff (locales/staff/<code>.po): the staff console (src/app/staff), loaded only by it
 *   (staff/staff-catalog.ts); English and Polish at least, the other languages' files ready.
 */
const app = (path: string) => `<rootDir>/src/app/${path}`;

const CORE_SOURCES = [
  'App.tsx', 'main.tsx', 'router.ts', 'api', 'i18n', 'layout', 'routes', 'routing', 'session', 'storage', 'ui',
  'features/login', 'features/maintenance', 'features/not-found',
].map(app);
/** Country format hints and registration-number labels: the wizards' and the profile's, kept off the start-up catalog. */
const NUMBER_FIELD_TEXTS = app('ui/wizard/number-field-texts.ts');
const ONBOARDING_STEPS = ['AllSetStep', 'OnboardingCard', 'RegistrationNumberStep', 'TermsStep']
  .map((step) => `features/login/steps/${step}.tsx`);
const REGISTRATION_SOURCES = [
  'features/registration', 'features/login/OnboardingStepView.tsx', ...ONBOARDING_STEPS,
  'ui/survey/survey-texts.ts', 'ui/survey/SurveyWelcome.tsx',
  'ui/wizard/AgreementStep.tsx', 'ui/wizard/CompanyTypeStep.tsx', 'ui/wizard/ConsentStep.tsx', 'ui/wizard/SurveyStep.tsx', 'ui/wizard/QuestionCounter.tsx',
  'ui/wizard/WizardPointsEarned.tsx',
].map(app).concat(NUMBER_FIELD_TEXTS);
/** Home, balance, rewards, resources and news (i18n/club-catalog.ts). */
const CLUB_SOURCES = ['features/club'].map(app);
/** A material's type, field and picture names: the configurator's and the material order's, kept off the start-up catalog. */
const MATERIAL_TEXTS = app('ui/material/material-texts.ts');
/** The shop, cart, checkout and orders (i18n/shop-catalog.ts). */
const SHOP_SOURCES = ['features/shop'].map(app).concat(MATERIAL_TEXTS);
/** The marketing-material configurator and its preview (i18n/materials-catalog.ts). */
const MATERIALS_SOURCES = ['features/materials'].map(app).concat(MATERIAL_TEXTS);

/** The team, profile, e-mail verification and support pages (i18n/team-catalog.ts). */
const TEAM_SOURCES = ['features/team', 'features/profile', 'features/support'].map(app);

/** The staff console (staff/staff-catalog.ts): none of its messages in the installer's catalogs. */
const STAFF_SOURCES = ['staff'].map(app);

/** Glob patterns that leave out a list of files and folders. */
const excluding = (paths: string[]) => paths.flatMap((path) => (path.endsWith('.ts') || path.endsWith('.tsx') ? [path] : [`${path}/**`]));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['bs', 'bg', 'hr', 'cs', 'en', 'et', 'hu', 'lv', 'pl', 'ro', 'sr', 'sk', 'sl', 'uk', 'lt'],
  fallbackLocales: { default: 'en' },
  // Origins name the file without a line: moving code no longer rewrites every catalog.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/app/i18n/locales/{locale}',
      include: CORE_SOURCES,
      exclude: ['**/node_modules/**', ...excluding([...REGISTRATION_SOURCES, MATERIAL_TEXTS])],
    },
    {
      path: '<rootDir>/src/app/i18n/locales/registration/{locale}',
      include: REGISTRATION_SOURCES,
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/src/app/i18n/locales/club/{locale}',
      include: CLUB_SOURCES,
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/src/app/i18n/locales/shop/{locale}',
      include: SHOP_SOURCES,
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/src/app/i18n/locales/materials/{locale}',
      include: MATERIALS_SOURCES,
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/src/app/i18n/locales/team/{locale}',
      include: [...TEAM_SOURCES, NUMBER_FIELD_TEXTS],
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/src/app/i18n/locales/signed-in/{locale}',
      include: [app('')],
      exclude: ['**/node_modules/**', app('i18n/locales/**'), ...excluding([...CORE_SOURCES, ...REGISTRATION_SOURCES, ...CLUB_SOURCES, ...SHOP_SOURCES, ...MATERIALS_SOURCES, ...TEAM_SOURCES, ...STAFF_SOURCES])],
    },
    {
      path: '<rootDir>/src/app/i18n/locales/staff/{locale}',
      include: STAFF_SOURCES,
      exclude: ['**/node_modules/**'],
    },
  ],
});
