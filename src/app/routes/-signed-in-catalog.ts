import type { CatalogLoader } from '../i18n/i18n';

/**
 * The signed-in part of the messages (lingui.config.ts), loaded with the first signed-in page:
 * by the signed-in layout's loader, or with the language when the portal starts signed in
 * (main.tsx). One function for both, so that the catalog is registered once.
 * (A file of the routes folder that is no route: the leading "-" keeps it out of the route tree.)
 */
export const signedInCatalog: CatalogLoader = (code) => import(`../i18n/locales/signed-in/${code}.po`);
