/**
 * The project statuses on their own: the portal's route table reads them, and a module of
 * constants only costs /login nothing (src/contract/projects.ts builds schemas when imported).
 */
/** SPEC §4: 1 in progress, 2 closed, 3 lost, 4 survey posted (labelled in progress), 5 in review. */
export const PROJECT_STATUS = { inProgress: 1, closed: 2, lost: 3, surveyPosted: 4, inReview: 5 } as const;
export type ProjectStatusId = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];
export const PROJECT_STATUS_IDS = [1, 2, 3, 4, 5] as const satisfies readonly ProjectStatusId[];

/** Stable names of the statuses; the portal labels them by id (4 reads "in progress", SPEC §4). */
export const PROJECT_STATUS_NAMES: Readonly<Record<ProjectStatusId, string>> = {
  1: 'in_progress',
  2: 'closed',
  3: 'lost',
  4: 'survey_posted',
  5: 'in_review',
};
