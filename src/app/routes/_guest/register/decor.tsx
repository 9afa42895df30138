import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../../features/registration/RegistrationPage';

export const Route = createFileRoute('/_guest/register/decor')({
  // Imported on demand: the route tree every page loads stays free of the wizard's config code.
  loader: () => import('../../../features/registration/registration-config').then((config) => config.loadRegistrationConfig('decor')),
  component: DecorRegistration,
});

function DecorRegistration() {
  return <RegistrationPage variant="decor" config={Route.useLoaderData()} />;
}
