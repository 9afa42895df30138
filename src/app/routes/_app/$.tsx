import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * Any path outside the route table (SPEC §2): a 404. Caught here, below the signed-in layout,
 * so that a signed-in user keeps the shell (the layout's notFoundComponent); a guest gets the
 * root's 404 from the layout's guard.
 */
export const Route = createFileRoute('/_app/$')({
  loader: () => {
    throw notFound();
  },
});
