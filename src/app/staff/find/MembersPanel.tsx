import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emulationLinkMachine } from '../../../../machines/emulation-link-machine';
import { formatPhone } from '../../../contract/phone';
import type { StaffCompanyView } from '../../../contract/staff';
import { Alert, Badge, Button, Table, type TableColumn } from '../../ui';
import { useOn } from '../../ui/use-on';
import { staffMay } from '../staff-session';
import { makeEmulationLink } from './find-queries';
import { EMULATION_FAILURE_TEXTS, memberRoleName } from './find-texts';

type Member = StaffCompanyView['members'][number];

/**
 * The company's members with role and status; "Open as this user" on each active one (support and
 * admin): the portal opens in a new tab as the member, read-only with its banner.
 */
export function MembersPanel({ view }: { view: StaffCompanyView }) {
  const { t, i18n } = useLingui();
  const [snapshot, send, actor] = useMachine(emulationLinkMachine.provide({
    actors: { 'make link': fromPromise(({ input }: { input: { member: string } }) => makeEmulationLink(view.uuid, input.member)) },
  }));
  // A new browsing context with no way back to the console (its token stays in this tab).
  useOn(actor, 'open', ({ url }) => void window.open(url, '_blank', 'noopener,noreferrer'));
  const mayEmulate = staffMay('emulation.create');
  const { member: asked, link, failure } = snapshot.context;
  const name = (member: Member) => `${member.name} ${member.surname}`;
  const askedMember = view.members.find((member) => member.uuid === asked);
  const who = askedMember ? name(askedMember) : '';
  const columns: TableColumn<Member>[] = [
    { key: 'name', header: t`Name`, cell: (member) => <strong>{name(member)}</strong> },
    { key: 'role', header: t`Role`, cell: (member) => i18n._(memberRoleName(member.role)) },
    {
      key: 'status',
      header: t`Status`,
      cell: (member) => (member.status === 'active' ? <Badge tone="success"><Trans context="member status">Active</Trans></Badge> : <Badge tone="neutral"><Trans>Deleted</Trans></Badge>),
    },
    { key: 'email', header: t`E-mail`, cell: (member) => member.email ?? '–' },
    { key: 'phone', header: t`Phone`, cell: (member) => (member.phone ? formatPhone(member.phone) : '–') },
    {
      key: 'active',
      header: t`Last active`,
      cell: (member) => (member.last_active_at ? <time dateTime={member.last_active_at}>{i18n.date(member.last_active_at, { dateStyle: 'medium', timeStyle: 'short' })}</time> : '–'),
    },
  ];
  if (mayEmulate) {
    columns.push({
      key: 'emulate',
      header: t`Portal`,
      cell: (member) => (member.status === 'active' ? (
        <Button
          variant="secondary"
          loading={snapshot.matches('making') && asked === member.uuid}
          disabled={snapshot.matches('making')}
          onClick={() => send({ type: 'OPEN', member: member.uuid })}
        >
          <Trans>Open as this user</Trans>
          <span className="ui-visually-hidden">: {name(member)}</span>
        </Button>
      ) : null),
    });
  }
  return (
    <div className="staff-company__list">
      <div aria-live="polite">
        {snapshot.matches('opened') && link ? (
          <Alert tone="success">
            <p><Trans>The portal opened in a new tab as {who}, read-only. The link is on the audit log.</Trans></p>
            <p>
              <Trans>No new tab? <a href={link.url} target="_blank" rel="noopener noreferrer">Open the link</a> (single use, valid for 5 minutes).</Trans>
            </p>
          </Alert>
        ) : null}
        {snapshot.matches('failed') && failure ? <Alert tone="error"><p>{i18n._(EMULATION_FAILURE_TEXTS[failure])}</p></Alert> : null}
      </div>
      <Table caption={t`Members`} hideCaption columns={columns} rows={view.members} rowKey={(member) => member.uuid} stacked="tablet" />
    </div>
  );
}
