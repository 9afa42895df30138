import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TeamMember } from '../../../contract/team';
import { formatPhone } from '../../../contract/phone';
import { regionById } from '../../../contract/regions';
import { userQuery } from '../../api/queries';
import { memberQuery } from '../../api/team-queries';
import { useLeaveOn } from '../../routing/use-leave';
import { Alert, Button, buttonClassName, Card, PageTitle } from '../../ui';
import { appEditMemberMachine, appMemberRemovalMachine, appResendMachine, memberFormProblems } from './team-actors';
import { MemberDetailsForm } from './MemberDetailsForm';
import { fullName } from './member-name';
import { Avatar } from '../../ui/Avatar';
import { MemberRemovalDialog } from './MemberRemovalDialog';
import { teamMessages } from './team-texts';
import './team.css';

const detailsOf = (member: TeamMember) => ({ name: member.name, surname: member.surname, phone: member.phone ?? '' });

/** /team/{uuid}: one installer, their name and phone edited, their invitation sent again, or their deletion after a confirm. */
export function MemberPage({ uuid }: { uuid: string }) {
  const { data: member } = useSuspenseQuery(memberQuery(uuid));
  // Each member opened gets machines of its own, started from their record.
  return <Member key={member.uuid} member={member} />;
}

function Member({ member }: { member: TeamMember }) {
  const { i18n } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery());
  const regionId = user.company.regions_id;
  // The form reads the member once; after a save it keeps the values it sent.
  const [editMachine] = useState(() => appEditMemberMachine(member.uuid, regionId));
  const [details, sendDetails] = useMachine(editMachine, {
    input: { values: detailsOf(member), validate: (values) => memberFormProblems(values, regionId), startIn: 'display' },
  });
  const editing = !details.matches('display');
  const [resend, sendResend] = useMachine(appResendMachine, { input: { values: { uuid: member.uuid }, startIn: 'display' } });
  const [removal, sendRemoval, removalActor] = useMachine(appMemberRemovalMachine);
  useLeaveOn(removalActor, 'removed', () => ({ to: '/team', search: { page: 1 }, replace: true }));

  const name = fullName(member);
  const phone = member.phone && member.phone_region_id ? formatPhone(`+${regionById(member.phone_region_id)?.phoneCode ?? ''}${member.phone}`) : null;
  const resendProblem = resend.context.failed ? teamMessages(i18n, ['generic']) : null;
  return (
    <>
      <PageTitle>{name}</PageTitle>
      <Card
        title={<Trans>Contact</Trans>}
        actions={<Avatar person={member} />}
        footer={editing ? null : (
          <div className="app-form__actions">
            <Button variant="secondary" onClick={() => sendDetails({ type: 'EDIT' })}><Trans>Edit</Trans></Button>
            <Button variant="secondary" loading={resend.matches('submitting')} onClick={() => sendResend({ type: 'SUBMIT' })}>
              <Trans>Send the invitation again</Trans>
            </Button>
            <Button variant="danger" onClick={() => sendRemoval({ type: 'ASK', target: { id: member.uuid, label: name } })}>
              <Trans>Delete from the team</Trans>
            </Button>
            <Link to="/team" search={{ page: 1 }} className={buttonClassName('link')}><Trans>Back to the team</Trans></Link>
          </div>
        )}
      >
        {editing ? <MemberDetailsForm snapshot={details} send={sendDetails} regionId={regionId} /> : (
          <dl className="app-facts">
            <dt><Trans>Phone</Trans></dt>
            <dd>{phone ?? '–'}</dd>
            <dt><Trans>E-mail</Trans></dt>
            <dd>{member.email ?? '–'}</dd>
            <dt><Trans>Signed in</Trans></dt>
            <dd>{member.last_active_at ? i18n.date(member.last_active_at, { dateStyle: 'medium' }) : <Trans>Not yet</Trans>}</dd>
          </dl>
        )}
        {details.context.saved && !editing ? <p role="status" className="app-saved"><Trans>Saved.</Trans></p> : null}
        {resend.context.saved ? <Alert tone="success"><Trans>Invitation sent.</Trans></Alert> : null}
        {resendProblem ? <Alert tone="error">{resendProblem.join(' ')}</Alert> : null}
      </Card>
      <MemberRemovalDialog removal={removal} send={sendRemoval} />
    </>
  );
}
