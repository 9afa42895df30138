import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../../features/registration/RegistrationPage';

export const Route = createFileRoute('/_guest/register/')({
  // Imported on demand: the route tree every page loads stays free of the wizard's config code.
  loader: () => import('../../../features/registration/registration-config').then((config) => config.loadRegistrationConfig('company')),
  component: CompanyRegistration,
});

function CompanyRegistration() {
  return <RegistrationPage variant="company" config={Route.useLoaderData()} />;
}
