import type { CatalogLoader } from './i18n';

/**
 * The club pages' part of the messages (lingui.config.ts "club"): home, balance, rewards,
 * resources and news, loaded by their routes. One function for all, so that it is registered once.
 */
export const clubCatalog: CatalogLoader = (code) => import(`./locales/club/${code}.po`);
