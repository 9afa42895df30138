import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { canAddInstaller } from '../../../contract/team';
import { userQuery } from '../../api/queries';
import { teamQuery } from '../../api/team-queries';
import { pageTitle } from '../../routing/page-titles';
import { useLeaveOn } from '../../routing/use-leave';
import { Alert, Button, buttonClassName, MachineForm, PageTitle, TextField } from '../../ui';
import { LimitMessage } from './LimitMessage';
import { MemberFields } from './MemberFields';
import { appAddMemberMachine, memberFormProblems } from './team-actors';
import { teamMessages } from './team-texts';
import './team.css';

const EMPTY = { name: '', surname: '', phone: '', email: '' };

/** /team/add (SPEC §5 Team member): name, surname, the phone of the company's country, an optional e-mail. */
export function AddMemberPage() {
  const { i18n, t } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery());
  const { data: team } = useSuspenseQuery(teamQuery(1));
  const regionId = user.company.regions_id;
  const [snapshot, send, actor] = useMachine(appAddMemberMachine(regionId), {
    input: { values: EMPTY, validate: (values) => memberFormProblems(values, regionId) },
  });
  useLeaveOn(actor, 'saved', () => ({ to: '/team', search: { page: 1 } }));

  const { values, problems, failed } = snapshot.context;
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: String(values[name] ?? ''),
    errors: teamMessages(i18n, problems[name]),
    onChange: (event: { target: { value: string } }) => send({ type: 'CHANGE', field: name, value: event.target.value }),
  });
  const formProblems = teamMessages(i18n, problems.form ?? (failed ? ['generic'] : undefined));

  if (!canAddInstaller(team.meta) && team.meta.limit) {
    const { limit } = team.meta;
    return (
      <>
        <PageTitle>{i18n._(pageTitle('/team/add'))}</PageTitle>
        <Alert tone="info"><LimitMessage installers={limit.installers} /></Alert>
        <Link to="/team" search={{ page: 1 }} className={buttonClassName('secondary')}><Trans>Back to the team</Trans></Link>
      </>
    );
  }

  return (
    <>
      <PageTitle subtitle={<Trans>They get an invitation by SMS and sign in with this phone number.</Trans>}>
        {i18n._(pageTitle('/team/add'))}
      </PageTitle>
      <MachineForm onSubmit={() => send({ type: 'SUBMIT' })} problems={formProblems}>
        <MemberFields field={field} regionId={regionId} />
        <TextField label={t`E-mail (optional)`} hint={t`The invitation goes there too.`} type="email" autoComplete="off" {...field('email')} />
        <div className="app-form__actions">
          <Button type="submit" loading={snapshot.matches('submitting')}><Trans>Add and invite</Trans></Button>
          <Link to="/team" search={{ page: 1 }} className={buttonClassName('secondary')}><Trans>Cancel</Trans></Link>
        </div>
      </MachineForm>
    </>
  );
}
