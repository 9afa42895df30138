import { PROJECT_STATUS, type ProjectStatusId } from '../../../contract/project-status';

/** SPEC §4: the list's tabs; "all" shows the open projects only. No texts here: the route imports it. */
export const PROJECT_TABS = ['open', 'review', 'closed', 'lost'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

/** The status each tab asks the server for (1 also matches 4, both "in progress"). */
export const TAB_STATUS: Record<ProjectTab, ProjectStatusId> = {
  open: PROJECT_STATUS.inProgress,
  review: PROJECT_STATUS.inReview,
  closed: PROJECT_STATUS.closed,
  lost: PROJECT_STATUS.lost,
};
