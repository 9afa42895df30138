import type { CatalogLoader } from './i18n';

/**
 * The wizards' part of the messages (lingui.config.ts "registration"): the registration wizard and
 * the login's onboarding steps, loaded with either. One function for both, so that the catalog is
 * registered once and a language switch loads it too.
 */
export const wizardCatalog: CatalogLoader = (code) => import(`./locales/registration/${code}.po`);
