import { createFileRoute, redirect } from '@tanstack/react-router';
import { GuestLayout } from '../layout/GuestLayout';
import { returnPath } from '../routing/return-path';
import { isSignedIn } from '../session/session';

/**
 * Guest-only pages (SPEC §2): a signed-in user goes home, or, just signed in, to the signed-in
 * page opened as a guest (/login?next=, checked again here).
 */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ location }) => {
    if (isSignedIn()) throw redirect({ href: returnPath((location.search as { next?: unknown }).next) ?? '/', replace: true });
  },
  component: GuestLayout,
});
