import type { CatalogLoader } from './i18n';

/**
 * The team part of the messages (lingui.config.ts "team"): the team, profile, e-mail verification
 * and support pages, loaded by their routes before they show.
 */
export const teamCatalog: CatalogLoader = (code) => import(`./locales/team/${code}.po`);
