import { createFileRoute, redirect } from '@tanstack/react-router';
import { GuestLayout } from '../layout/GuestLayout';
import { isSignedIn } from '../session/session';

/** Guest-only pages (SPEC §2): a signed-in user goes home. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: () => {
    if (isSignedIn()) throw redirect({ to: '/', replace: true });
  },
  component: GuestLayout,
});
