import { addCatalog, type CatalogLoader } from './i18n';

/**
 * The shop's part of the messages (lingui.config.ts "shop"): the shop, the cart, the checkout and
 * the orders, loaded by their routes' loaders before they show. One function, registered once,
 * so a language switch loads it too.
 */
export const shopCatalog: CatalogLoader = (code) => import(`./locales/shop/${code}.po`);

export const loadShopCatalog = (): Promise<void> => addCatalog(shopCatalog);
