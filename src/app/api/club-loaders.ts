/**
 * What the club pages (home, balance, rewards, resources, news) load before they show: their
 * part of the messages. Their blocks' data starts loading at the same time but is not awaited:
 * each block shows its skeleton, and its own error, so one failing call never blanks the page.
 * Imported on demand by the routes, like page-loaders.ts.
 */
import { notFound } from '@tanstack/react-router';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { addCatalog } from '../i18n/i18n';
import { clubCatalog } from '../i18n/club-catalog';
import { CONTENT_PAGE_SIZES } from '../../contract/content';
import { PROJECT_STATUS } from '../../contract/projects';
import { can } from '../../contract/permissions';
import { contentItemQuery, contentListQuery } from './content-queries';
import { ApiError } from './http';
import { companyPointsQuery, pointsHistoryQuery } from './points-queries';
import { projectsQuery } from './project-queries';
import { userQuery } from './queries';
import { queryClient } from './query-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of unrelated queries
export async function loadClubPage(queries: readonly FetchQueryOptions<any, any, any, any>[] = []): Promise<void> {
  for (const query of queries) void queryClient.prefetchQuery(query);
  await addCatalog(clubCatalog);
}

/**
 * Home also waits for the company's points (the shell has asked for them already) and for the
 * newest project in progress, asked for side by side: the notices and home's first block (the
 * job, issue 28) then come with the first paint instead of pushing the page down later.
 */
export async function loadHome(): Promise<void> {
  // The hero slider's slides start loading with the route, not after its first render. The blocks
  // below the fold ask for theirs when they render, right after the first paint: on a slow line
  // their answers no longer share it with what the first paint needs.
  for (const query of [
    contentListQuery({ types: ['hero'], limit: 1 }),
    contentListQuery({ types: ['news'], limit: CONTENT_PAGE_SIZES.sticky, sticky: true }),
  ]) void queryClient.prefetchQuery(query);
  const user = await queryClient.ensureQueryData(userQuery());
  await Promise.all([
    addCatalog(clubCatalog),
    queryClient.prefetchQuery(companyPointsQuery(user.company.id)),
    can(user.role.id, 'projects.read') ? queryClient.prefetchQuery(projectsQuery(PROJECT_STATUS.inProgress, 1)) : null,
  ]);
}

/** /news: a page of news items (20 a page). */
export const loadNews = (page: number) => loadClubPage([contentListQuery({ types: ['news'], limit: CONTENT_PAGE_SIZES.news, page })]);

/** /balance: the page of the points history the address names. */
export const loadBalance = (page: number) => loadClubPage([pointsHistoryQuery(page)]);

/** A news item the caller may not read (another region's, hidden, unknown) is the page-not-found. */
export async function loadNewsItem(uuid: string): Promise<void> {
  try {
    await Promise.all([queryClient.ensureQueryData(contentItemQuery(uuid)), addCatalog(clubCatalog)]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
