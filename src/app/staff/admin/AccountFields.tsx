import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import { CLUB_REGIONS } from '../../../contract/regions';
import { STAFF_ROLES } from '../../../contract/staff-permissions';
import type { FormEvent as FormMachineEvent, formMachine } from '../../../../machines/form-machine';
import { countryName } from '../../features/registration/country-names';
import { Checkbox, TextField } from '../../ui';
import { FieldMessages, useFieldIds } from '../../ui/field-parts';
import { ROLE_NAMES } from '../desks';
import { regionField, roleField } from './admin-actors';

interface AccountFieldsProps {
  snapshot: SnapshotFrom<typeof formMachine>;
  send: (event: FormMachineEvent) => void;
  /** A new account also takes its e-mail and name. */
  isNew: boolean;
  /** The signed-in admin's own account: his admin role stays. */
  isSelf: boolean;
}

/** A staff account's fields: e-mail and name (new accounts), roles, regions (none ticked: every region). */
export function AccountFields({ snapshot, send, isNew, isSelf }: AccountFieldsProps) {
  const { t, i18n } = useLingui();
  const { values, problems } = snapshot.context;
  const PROBLEM_TEXTS: Record<string, () => string> = {
    email: () => t`Enter the member's e-mail address.`,
    name: () => t`Enter the member's name.`,
    roles: () => t`Tick at least one role.`,
  };
  const messages = (field: string) => (problems[field] ?? []).map((key) => PROBLEM_TEXTS[key]?.() ?? key);
  // The roles' message is about the ticks together: it goes once one is ticked.
  const noRole = STAFF_ROLES.every((role) => values[roleField(role)] !== true);
  const rolesErrors = noRole || problems.roles?.some((key) => !PROBLEM_TEXTS[key]) ? messages('roles') : [];
  const change = (field: string) => (event: { target: { value: string; checked: boolean; type: string } }) =>
    send({ type: 'CHANGE', field, value: event.target.type === 'checkbox' ? event.target.checked : event.target.value });
  const rolesHint = isSelf ? <Trans>You cannot remove your own admin role.</Trans> : undefined;
  const rolesIds = useFieldIds(rolesHint, rolesErrors);
  const regions = CLUB_REGIONS.map((region) => ({ slug: region.slug, name: countryName(i18n, region.id) })).sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
  return (
    <>
      {isNew ? (
        <div className="staff-account-form__names">
          <TextField label={t`E-mail`} type="email" autoComplete="off" value={String(values.email)} errors={messages('email')} onChange={change('email')} />
          <TextField label={t`Name`} autoComplete="off" value={String(values.name)} errors={messages('name')} onChange={change('name')} />
        </div>
      ) : null}
      <fieldset className="staff-account-form__group" aria-describedby={rolesIds.describedBy}>
        <legend><Trans>Roles</Trans></legend>
        <div className="staff-account-form__ticks">
          {STAFF_ROLES.map((role) => (
            <Checkbox
              key={role}
              label={t(ROLE_NAMES[role])}
              checked={values[roleField(role)] === true}
              disabled={isSelf && role === 'admin'}
              onChange={change(roleField(role))}
            />
          ))}
        </div>
        <FieldMessages hint={rolesHint} hintId={rolesIds.hintId} errors={rolesErrors} errorId={rolesIds.errorId} />
      </fieldset>
      <fieldset className="staff-account-form__group">
        <legend><Trans>Regions</Trans></legend>
        <p className="ui-field__hint"><Trans>None ticked: every region.</Trans></p>
        <div className="staff-account-form__ticks staff-account-form__ticks--regions">
          {regions.map((region) => (
            <Checkbox key={region.slug} label={region.name} checked={values[regionField(region.slug)] === true} onChange={change(regionField(region.slug))} />
          ))}
        </div>
      </fieldset>
    </>
  );
}
