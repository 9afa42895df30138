import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { formatPhone } from '../../../contract/phone';
import { regionById } from '../../../contract/regions';
import { memberQuery } from '../../api/team-queries';
import { Alert, Button, buttonClassName, Card, PageTitle } from '../../ui';
import { appMemberRemovalMachine, appResendMachine } from './team-actors';
import { MemberAvatar, fullName } from './MemberAvatar';
import { MemberRemovalDialog } from './MemberRemovalDialog';
import { teamMessages } from './team-texts';
import './team.css';

/** /team/{uuid}: one installer, their invitation sent again, or their deletion after a confirm. */
export function MemberPage({ uuid }: { uuid: string }) {
  const { i18n } = useLingui();
  const { data: member } = useSuspenseQuery(memberQuery(uuid));
  const [resend, sendResend] = useMachine(appResendMachine, { input: { values: { uuid }, startIn: 'display' } });
  const [removal, sendRemoval] = useMachine(appMemberRemovalMachine);
  const navigate = useNavigate();
  const removed = removal.matches('removed');
  useEffect(() => {
    if (removed) void navigate({ to: '/team', search: { page: 1 }, replace: true });
  }, [removed, navigate]);

  const name = fullName(member);
  const phone = member.phone && member.phone_region_id ? formatPhone(`+${regionById(member.phone_region_id)?.phoneCode ?? ''}${member.phone}`) : null;
  const resendProblem = resend.context.failed ? teamMessages(i18n, ['generic']) : null;
  return (
    <>
      <PageTitle>{name}</PageTitle>
      <Card
        title={<Trans>Contact</Trans>}
        actions={<MemberAvatar member={member} />}
        footer={(
          <div className="app-form__actions">
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
        <dl className="app-facts">
          <dt><Trans>Phone</Trans></dt>
          <dd>{phone ?? '–'}</dd>
          <dt><Trans>E-mail</Trans></dt>
          <dd>{member.email ?? '–'}</dd>
          <dt><Trans>Signed in</Trans></dt>
          <dd>{member.last_active_at ? i18n.date(member.last_active_at, { dateStyle: 'medium' }) : <Trans>Not yet</Trans>}</dd>
        </dl>
        {resend.context.saved ? <Alert tone="success"><Trans>Invitation sent.</Trans></Alert> : null}
        {resendProblem ? <Alert tone="error">{resendProblem.join(' ')}</Alert> : null}
      </Card>
      <MemberRemovalDialog removal={removal} send={sendRemoval} />
    </>
  );
}
