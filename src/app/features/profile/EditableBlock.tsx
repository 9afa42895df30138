import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { FormEvent as FormMachineEvent, formMachine } from '../../../../machines/form-machine';
import { Button, Card, MachineForm } from '../../ui';
import { profileMessages } from './profile-texts';

interface EditableBlockProps {
  title: ReactNode;
  snapshot: SnapshotFrom<typeof formMachine>;
  send: (event: FormMachineEvent) => void;
  /** What the block shows in display. */
  display: ReactNode;
  /** The fields, shown while editing. */
  fields: ReactNode;
  /** Owners only edit the company: others see the block without Edit. */
  editable?: boolean;
}

/** A profile block that toggles between display and edit (SPEC §2 Profile). */
export function EditableBlock({ title, snapshot, send, display, fields, editable = true }: EditableBlockProps) {
  const { i18n } = useLingui();
  const editing = !snapshot.matches('display');
  const failure = snapshot.context.failed ? profileMessages(i18n, ['generic']) : undefined;
  return (
    <Card
      as="section"
      title={title}
      actions={!editing && editable ? <Button variant="link" onClick={() => send({ type: 'EDIT' })}><Trans>Edit</Trans></Button> : null}
    >
      {editing ? (
        <MachineForm onSubmit={() => send({ type: 'SUBMIT' })} problems={failure}>
          {fields}
          <div className="app-form__actions">
            <Button type="submit" loading={snapshot.matches('submitting')}><Trans>Save</Trans></Button>
            <Button variant="secondary" disabled={snapshot.matches('submitting')} onClick={() => send({ type: 'CANCEL' })}><Trans>Cancel</Trans></Button>
          </div>
        </MachineForm>
      ) : (
        <>
          {display}
          {snapshot.context.saved ? <p role="status" className="app-saved"><Trans>Saved.</Trans></p> : null}
        </>
      )}
    </Card>
  );
}
