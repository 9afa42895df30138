import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '../../../contract/permissions';
import { formatPhone } from '../../../contract/phone';
import { regionById } from '../../../contract/regions';
import { isOwnerRole } from '../../../contract/roles';
import { canAddInstaller, type TeamMember } from '../../../contract/team';
import { userQuery } from '../../api/queries';
import { teamQuery } from '../../api/team-queries';
import { pageTitle } from '../../routing/page-titles';
import { Alert, Badge, Button, buttonClassName, PageTitle } from '../../ui';
import { Pagination } from '../../ui/Pagination';
import { appMemberRemovalMachine } from './team-actors';
import { LimitMessage } from './LimitMessage';
import { fullName } from './member-name';
import { Avatar } from '../../ui/Avatar';
import { MemberRemovalDialog } from './MemberRemovalDialog';
import './team.css';

/**
 * /team (SPEC §2 Team, §6): the company's members, owners first. Owners other than oneself show as
 * plain names; one's own entry leads to /user, an installer's to /team/{uuid}. Anyone but oneself
 * can be deleted after a confirm naming them; beyond the region's limit adding is off, with why.
 */
export function TeamPage({ page }: { page: number }) {
  const { i18n, t } = useLingui();
  const { data: team } = useSuspenseQuery(teamQuery(page));
  const { data: me } = useSuspenseQuery(userQuery());
  const [removal, send] = useMachine(appMemberRemovalMachine);
  const { limit } = team.meta;
  // SPEC §6: every member sees the team; adding, opening and deleting members is managing it (owners).
  const manages = can(me.role.id, 'team.manage');
  const canAdd = manages && canAddInstaller(team.meta);
  return (
    <>
      <div className="app-team__head">
        <PageTitle>{i18n._(pageTitle('/team'))}</PageTitle>
        {canAdd ? <Link to="/team/add" className={buttonClassName('primary')}><Trans>Add installer</Trans></Link> : null}
        {manages && !canAdd ? <Button disabled><Trans>Add installer</Trans></Button> : null}
      </div>
      {manages && !canAdd && limit ? (
        <Alert tone="info">
          <LimitMessage installers={limit.installers} />
        </Alert>
      ) : null}
      <ul className="app-team-list" aria-label={t`Team members`}>
        {team.data.map((member) => (
          <li key={member.uuid} className="app-team-row">
            <Avatar person={member} />
            <div className="app-team-row__who">
              <MemberName member={member} isMe={member.uuid === me.uuid} opens={can(me.role.id, 'team.member.read')} />
              <span className="app-team-row__facts">
                <Badge tone={isOwnerRole(member.role.id) ? 'brand' : 'neutral'}>
                  {isOwnerRole(member.role.id) ? <Trans>Owner</Trans> : <Trans>Installer</Trans>}
                </Badge>
                {member.phone && member.phone_region_id ? <span>{formatPhone(`+${regionById(member.phone_region_id)?.phoneCode ?? ''}${member.phone}`)}</span> : null}
                {member.last_active_at === null ? <span><Trans>Invitation not used yet</Trans></span> : null}
              </span>
            </div>
            {manages && member.uuid !== me.uuid ? (
              <Button variant="secondary" onClick={() => send({ type: 'ASK', target: { id: member.uuid, label: fullName(member) } })}>
                <Trans>Delete</Trans>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination page={team.meta.current_page} lastPage={team.meta.last_page} />
      <MemberRemovalDialog removal={removal} send={send} />
    </>
  );
}

/**
 * SPEC §6: owners appear as plain names unless it is oneself; one's own entry opens the profile.
 * `opens`: whether the viewer may read a member's details (the permission table).
 */
function MemberName({ member, isMe, opens }: { member: TeamMember; isMe: boolean; opens: boolean }) {
  const name = fullName(member);
  if (isMe) return <Link to="/user" className="app-team-row__name">{name} <Trans>(you)</Trans></Link>;
  if (isOwnerRole(member.role.id) || !opens) return <span className="app-team-row__name">{name}</span>;
  return <Link to="/team/$uuid" params={{ uuid: member.uuid }} className="app-team-row__name">{name}</Link>;
}
