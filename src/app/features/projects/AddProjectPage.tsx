import { useSuspenseQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { canSubmitProject, offersTypedStreet, type ProjectAddressField } from '../../../../machines/new-project-machine';
import { userQuery } from '../../api/queries';
import { pageTitle } from '../../routing/page-titles';
import { useLeaveOn } from '../../routing/use-leave';
import { Button, MachineForm, PageTitle, TextField } from '../../ui';
import { StreetCombobox } from '../../ui/StreetCombobox';
import { useMessageTexts } from '../../ui/wizard/wizard-messages';
import { appNewProjectMachine } from './project-actors';
import './projects.css';

/** The request fields the server names in its 422 lists, by form field. */
const REQUEST_FIELDS: Record<ProjectAddressField, string> = {
  name: 'name',
  street: 'streetName',
  houseNumber: 'houseNumber',
  postalCode: 'postalCode',
  city: 'city',
};

/** /projects/add: the project's address; submit opens the new project (SPEC §2, §5). */
export function AddProjectPage() {
  const { t, i18n } = useLingui();
  const texts = useMessageTexts();
  const { data: user } = useSuspenseQuery(userQuery());
  const [snapshot, send, actor] = useMachine(appNewProjectMachine, { input: { regionId: user.company.regions_id } });
  useLeaveOn(actor, 'created', ({ uuid }) => ({ to: '/projects/$uuid', params: { uuid }, replace: true }));
  const { form, suggestions, failure } = snapshot.context;
  const submitting = snapshot.matches('submitting');

  const errorsOf = (field: ProjectAddressField) => (failure !== null && failure !== 'generic' ? failure.fields[REQUEST_FIELDS[field]] : undefined);
  const change = (field: Exclude<ProjectAddressField, 'street'>) => ({
    value: form[field],
    errors: errorsOf(field),
    onChange: (event: { target: { value: string } }) => send({ type: 'CHANGE', field, value: event.target.value }),
  });

  return (
    <>
      <PageTitle subtitle={<Trans>Where is the building? You scan its products into the project next.</Trans>}>
        {i18n._(pageTitle('/projects/add'))}
      </PageTitle>
      <MachineForm className="app-card" onSubmit={() => send({ type: 'SUBMIT' })} problems={failure === 'generic' ? texts(['generic']) : undefined}>
        <StreetCombobox
          label={t`Street`}
          hint={t`Start typing and pick the street from the list, or keep it as typed.`}
          listLabel={t`Street suggestions`}
          value={form.street}
          suggestions={suggestions}
          typedOption={offersTypedStreet(snapshot.context) ? t`Use “${form.street.trim()}” as typed` : null}
          errors={errorsOf('street')}
          onType={(value) => send({ type: 'TYPE_STREET', value })}
          onChoose={(suggestion) => send({ type: 'CHOOSE_STREET', suggestion })}
          onUseTyped={() => send({ type: 'USE_TYPED_STREET' })}
        />
        <div className="app-form__row">
          <TextField label={t`House number`} name="houseNumber" autoComplete="off" {...change('houseNumber')} />
          <TextField label={t`Postal code`} name="postalCode" autoComplete="off" {...change('postalCode')} />
        </div>
        <TextField label={t`City`} name="city" autoComplete="off" {...change('city')} />
        <TextField label={t`Project name (optional)`} hint={t`For example your client's name.`} name="name" autoComplete="off" {...change('name')} />
        <div className="app-actions">
          <Button type="submit" block disabled={!canSubmitProject(form)} loading={submitting}>
            <Trans>Create project</Trans>
          </Button>
        </div>
      </MachineForm>
    </>
  );
}
