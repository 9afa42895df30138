import { addCatalog, type CatalogLoader } from './i18n';

/**
 * The marketing materials' part of the messages (lingui.config.ts "materials"): the configurator
 * and its preview, loaded with the configurator's code on a material's product page. One function,
 * registered once, so a language switch loads it too.
 */
export const materialsCatalog: CatalogLoader = (code) => import(`./locales/materials/${code}.po`);

export const loadMaterialsCatalog = (): Promise<void> => addCatalog(materialsCatalog);
