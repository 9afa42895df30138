import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PlainFrame } from '../layout/PlainFrame';

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: () => (
    <PlainFrame>
      <NotFoundPage />
    </PlainFrame>
  ),
});
