import { Trans } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type { ConfirmedRemovalEvent, confirmedRemovalMachine } from '../../../../machines/confirmed-removal-machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** SPEC §4: deleting a member waits for a confirm that names them. */
export function MemberRemovalDialog({ removal, send }: { removal: SnapshotFrom<typeof confirmedRemovalMachine>; send: (event: ConfirmedRemovalEvent) => void }) {
  const name = removal.context.target?.label ?? '';
  return (
    <ConfirmDialog
      open={removal.matches('confirming') || removal.matches('removing')}
      title={<Trans>Delete {name} from the team?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      cancelLabel={<Trans>Keep</Trans>}
      busy={removal.matches('removing')}
      error={removal.context.failed ? <Trans>Something went wrong. Please try again.</Trans> : undefined}
      onConfirm={() => send({ type: 'CONFIRM' })}
      onCancel={() => send({ type: 'CANCEL' })}
    >
      <p><Trans>They can no longer sign in. Their projects and points stay with the company.</Trans></p>
    </ConfirmDialog>
  );
}
