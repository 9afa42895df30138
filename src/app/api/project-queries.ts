import { queryOptions } from '@tanstack/react-query';
import { ProjectResponse, ProjectsPage, type ProjectStatusId } from '../../contract/projects';
import { getJson } from './http';
import { queryKeys } from './queries';

/** GET v1/project?status=&page=: one page of the company's projects with one status (1 also matches 4). */
export function projectsQuery(status: ProjectStatusId, page: number) {
  return queryOptions({
    queryKey: queryKeys.projectsPage(status, page),
    queryFn: ({ signal }) => getJson(ProjectsPage, 'v1/project', { searchParams: { status, page }, signal }),
  });
}

/** GET v1/project/{uuid}: the project with its scans and survey. */
export function projectQuery(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.project(uuid),
    queryFn: async ({ signal }) => (await getJson(ProjectResponse, `v1/project/${encodeURIComponent(uuid)}`, { signal })).data,
  });
}
