import type { CatalogLoader } from '../i18n/i18n';

/** The staff console's part of the messages (lingui.config.ts "staff"): loaded only by the console. */
export const staffCatalog: CatalogLoader = (code) => import(`../i18n/locales/staff/${code}.po`);
