/**
 * What signed-in pages load before they show, imported on demand by their routes: the route tree,
 * which every page loads (/login too, within its budget), keeps one import per page instead of
 * the code. A page whose record is not there (another company's, deleted, unknown) is the
 * page-not-found, inside the shell; a page number past the end shows the last page.
 */
import { notFound, redirect } from '@tanstack/react-router';
import type { ProjectStatusId } from '../../contract/project-status';
import { addCatalog } from '../i18n/i18n';
import { wizardCatalog } from '../i18n/wizard-catalog';
import { ApiError } from './http';
import { notificationQuery, notificationsQuery } from './notification-queries';
import { projectQuery, projectsQuery } from './project-queries';
import { cardHistoryQuery, clubCardProductsQuery } from './club-card-queries';
import { companyPointsQuery } from './points-queries';
import { userQuery } from './queries';
import { queryClient } from './query-client';
import { keepPortalOffline } from './service-worker';
import { loadShopCatalog } from '../i18n/shop-catalog';
import { readCheckoutType, type CheckoutType } from '../storage/checkout-store';
import { categoriesQuery, configurationQuery, orderQuery, ordersQuery, productQuery, productsQuery, type ShopListQuery } from './shop-queries';

async function ensureRecord(load: () => Promise<unknown>): Promise<void> {
  try {
    await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

export const loadNotification = (uuid: string) => ensureRecord(() => queryClient.ensureQueryData(notificationQuery(uuid)));

/** A project's pages also work offline after a first visit (an installer on a roof reloads them). */
export function loadProject(uuid: string): Promise<void> {
  void keepPortalOffline().catch(() => undefined);
  return ensureRecord(() => queryClient.ensureQueryData(projectQuery(uuid)));
}

/** The survey asks its questions with the wizards' parts (their question counter): their messages come too. */
export async function loadProjectSurvey(uuid: string): Promise<void> {
  await Promise.all([loadProject(uuid), addCatalog(wizardCatalog)]);
}

export async function loadNotificationsPage(page: number): Promise<void> {
  const { meta } = await queryClient.ensureQueryData(notificationsQuery(page));
  // Notifications gone meanwhile, or an old link.
  if (page > meta.last_page) throw redirect({ to: '/notifications', search: { page: meta.last_page }, replace: true });
}

/** The projects of a tab's page, and the last page there is (the route sends a page past it there). */
export async function loadProjectsPage(status: ProjectStatusId, page: number): Promise<number> {
  return (await queryClient.ensureQueryData(projectsQuery(status, page))).meta.last_page;
}

// The shop's pages load their part of the messages with their data (i18n/shop-catalog.ts).

export const loadProduct = async (uuid: string) => {
  await Promise.all([loadShopCatalog(), ensureRecord(async () => loadProductFacts(await queryClient.ensureQueryData(productQuery(uuid))))]);
};

/** A club-card product page waits for the company's windows too (its order block). */
async function loadProductFacts(product: { type: string }): Promise<void> {
  if (product.type !== 'club_card') return;
  const user = await queryClient.ensureQueryData(userQuery());
  await queryClient.ensureQueryData(companyPointsQuery(user.company.id));
}

/** /shop/club-card: the region's club card product, shown as its product page; null when the region offers none. */
export async function loadClubCardShop(): Promise<string | null> {
  const [cards] = await Promise.all([queryClient.ensureQueryData(clubCardProductsQuery()), loadShopCatalog()]);
  const card = cards.data[0];
  if (!card) return null;
  await loadProduct(card.uuid);
  return card.uuid;
}

/**
 * /club-card: the company's points (the top-up buttons) and the history's page; a page past the
 * last shows the last. The card account is the club-card machine's to load (and to retry).
 */
export async function loadClubCardPage(page: number): Promise<void> {
  const user = await queryClient.ensureQueryData(userQuery());
  const [history] = await Promise.all([
    // A failed history is shown in its place on the page (SPEC §8, with a retry), not as the error page.
    queryClient.ensureQueryData(cardHistoryQuery(page)).catch(() => null),
    queryClient.ensureQueryData(companyPointsQuery(user.company.id)),
  ]);
  const lastPage = history?.meta.last_page ?? page;
  if (page > 1 && page > lastPage) throw redirect({ to: '/club-card', search: { page: lastPage }, replace: true });
}

export const loadOrder = async (uuid: string) => {
  await Promise.all([loadShopCatalog(), ensureRecord(() => queryClient.ensureQueryData(orderQuery(uuid)))]);
};

/** A shop page with the categories beside it; answers the last page there is. */
export async function loadShopPage(query: ShopListQuery): Promise<number> {
  const [page] = await Promise.all([queryClient.ensureQueryData(productsQuery(query)), queryClient.ensureQueryData(categoriesQuery()), loadShopCatalog()]);
  return page.meta.last_page;
}

export async function loadOrdersPage(page: number): Promise<number> {
  const [orders] = await Promise.all([queryClient.ensureQueryData(ordersQuery(page)), loadShopCatalog()]);
  return orders.meta.last_page;
}

/** /cart: the signed-in user is loaded already; the messages are what it waits for. */
export { loadShopCatalog };

/**
 * /checkout: the stored checkout type (none → /shop, SPEC §2), the messages, and the club card
 * product when the card is what is ordered.
 */
export async function loadCheckout(): Promise<CheckoutType> {
  const type = readCheckoutType();
  if (!type) throw redirect({ to: '/shop', replace: true });
  await Promise.all([loadShopCatalog(), type.kind === 'club_card' ? ensureRecord(() => queryClient.ensureQueryData(productQuery(type.product))) : null]);
  return type;
}

/**
 * /checkout/{uuid}: the company's stored material configuration and its product (SPEC §2, §5
 * Material order voucher "stored configuration must exist": an unknown one, or another
 * company's, is the page-not-found).
 */
export async function loadMaterialCheckout(uuid: string): Promise<void> {
  await Promise.all([loadShopCatalog(), ensureRecord(async () => {
    const stored = await queryClient.ensureQueryData(configurationQuery(uuid));
    await queryClient.ensureQueryData(productQuery(stored.configuration.product));
  })]);
}
