import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/login/LoginPage';
import { returnPath } from '../../routing/return-path';

export const Route = createFileRoute('/_guest/login')({
  // `next`: the signed-in page a guest opened, to return to once signed in (see return-path.ts).
  validateSearch: (search: Record<string, unknown>): { next?: string } => {
    const next = returnPath(search.next);
    return next ? { next } : {};
  },
  component: LoginPage,
});
