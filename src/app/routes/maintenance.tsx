import { createFileRoute, redirect } from '@tanstack/react-router';
import { MaintenancePage } from '../features/maintenance/MaintenancePage';
import { PlainFrame } from '../layout/PlainFrame';
import { hasMaintenanceFlag } from '../storage/maintenance-flag';

export const Route = createFileRoute('/maintenance')({
  // Only a 503 sends visitors here (SPEC §2); a bookmark or a stale tab goes home.
  beforeLoad: () => {
    if (!hasMaintenanceFlag()) throw redirect({ to: '/', replace: true });
  },
  component: () => (
    <PlainFrame>
      <MaintenancePage />
    </PlainFrame>
  ),
});
