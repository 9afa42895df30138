import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import * as v from 'valibot';
import { staffReviewMachine } from '../../../../machines/staff-review-machine';
import { ReviewOutcomeView, ReviewProjectView, ReviewQueuePage, type ReviewDecisionRequest } from '../../../contract/staff-review';
import { ApiError, getJson, sendJson } from '../../api/http';
import { staffQueryClient } from '../staff-queries';

/** GET /staff/v1/review?page=: the projects in review, longest waiting first. Read afresh on every visit: others decide too. */
export const reviewQueueQuery = (page: number) =>
  queryOptions({
    queryKey: ['staff', 'review', 'queue', page],
    queryFn: () => getJson(ReviewQueuePage, 'staff/v1/review', { searchParams: { page } }),
    staleTime: 0,
  });

/** GET /staff/v1/review/{project}: the project with all its scans. */
export const reviewProjectQuery = (project: string) =>
  queryOptions({
    queryKey: ['staff', 'review', 'project', project],
    queryFn: async () => (await getJson(v.object({ data: ReviewProjectView }), `staff/v1/review/${encodeURIComponent(project)}`)).data,
    staleTime: 0,
  });

const Decided = v.object({ data: ReviewOutcomeView });

/**
 * The console's review machine: sends the decisions and refreshes the queue and the project,
 * after a success and after a 409 alike (someone else decided meanwhile: show what is true now).
 */
export const appStaffReviewMachine = staffReviewMachine.provide({
  actors: {
    'send decisions': fromPromise<ReviewOutcomeView, { project: string; request: ReviewDecisionRequest }>(async ({ input }) => {
      const refresh = () => staffQueryClient.invalidateQueries({ queryKey: ['staff', 'review'] });
      try {
        const { data } = await sendJson(Decided, 'post', `staff/v1/review/${encodeURIComponent(input.project)}/decisions`, input.request);
        await refresh();
        return data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) await refresh();
        throw error;
      }
    }),
  },
});
