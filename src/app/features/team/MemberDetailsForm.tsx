import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type { FormEvent as FormMachineEvent, formMachine } from '../../../../machines/form-machine';
import { Button, MachineForm } from '../../ui';
import { MemberFields } from './MemberFields';
import { teamMessages } from './team-texts';

interface MemberDetailsFormProps {
  snapshot: SnapshotFrom<typeof formMachine>;
  send: (event: FormMachineEvent) => void;
  regionId: number;
}

/** /team/{uuid} edit (SPEC §5 Team member): name and surname without digits, a phone of the company's country. */
export function MemberDetailsForm({ snapshot, send, regionId }: MemberDetailsFormProps) {
  const { i18n } = useLingui();
  const { values, problems, failed } = snapshot.context;
  const field = (name: 'name' | 'surname' | 'phone') => ({
    name,
    value: String(values[name] ?? ''),
    errors: teamMessages(i18n, problems[name]),
    onChange: (event: { target: { value: string } }) => send({ type: 'CHANGE', field: name, value: event.target.value }),
  });
  const formProblems = teamMessages(i18n, problems.form ?? (failed ? ['generic'] : undefined));
  const submitting = snapshot.matches('submitting');
  return (
    <MachineForm onSubmit={() => send({ type: 'SUBMIT' })} problems={formProblems}>
      <MemberFields field={field} regionId={regionId} />
      <div className="app-form__actions">
        <Button type="submit" loading={submitting}><Trans>Save</Trans></Button>
        <Button variant="secondary" disabled={submitting} onClick={() => send({ type: 'CANCEL' })}><Trans>Cancel</Trans></Button>
      </div>
    </MachineForm>
  );
}
