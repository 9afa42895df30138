import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { STAFF_INBOX_FILTERS, type StaffConversationSummary, type StaffInboxFilter } from '../../../contract/staff-chat';
import { Badge, EmptyState, PageTitle, Skeleton, Tabs } from '../../ui';
import { NotAllowed } from '../NotAllowed';
import { staffMay } from '../staff-session';
import { consoleInboxMachine } from './chat-actors';
import { inboxQuery } from './chat-queries';
import { FILTER_LABELS, STATUS_LABELS } from './chat-texts';
import { ConversationPane } from './ConversationPane';
import './chat.css';
import { StaffLoadFailed } from '../QueryStates';

/** /staff/chat: the inbox beside the open conversation; at 768 px one of them at a time (issue 27 §2 "Chat inbox"). */
export function ChatInboxPage() {
  if (!staffMay('support.chat')) return <NotAllowed />;
  return <ChatInbox />;
}

function ChatInbox() {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(consoleInboxMachine);
  const { filter, selected } = snapshot.context;
  return (
    <>
      <PageTitle subtitle={<Trans>Members' conversations, the longest waiting first. Answers and typing show up as they happen.</Trans>}>
        <Trans>Chat</Trans>
      </PageTitle>
      <div className={`staff-chat${selected ? ' staff-chat--open' : ''}`}>
        <section className="staff-chat__inbox" aria-label={t`Inbox`}>
          <Tabs
            label={t`Show conversations`}
            selected={filter}
            onSelect={(id) => send({ type: 'FILTER', filter: id as StaffInboxFilter })}
            tabs={STAFF_INBOX_FILTERS.map((id) => ({
              id,
              label: t(FILTER_LABELS[id]),
              panel: <InboxList filter={filter} selected={selected} onSelect={(uuid) => send({ type: 'SELECT', uuid })} />,
            }))}
          />
        </section>
        <section className="staff-chat__conversation" aria-label={t`Conversation`}>
          {selected ? (
            <ConversationPane key={selected} uuid={selected} onBack={() => send({ type: 'BACK' })} />
          ) : (
            <EmptyState title={<Trans>No conversation open</Trans>}><Trans>Pick one from the inbox to read and answer it.</Trans></EmptyState>
          )}
        </section>
      </div>
    </>
  );
}

function InboxList({ filter, selected, onSelect }: { filter: StaffInboxFilter; selected: string | null; onSelect: (uuid: string) => void }) {
  const { t } = useLingui();
  const inbox = useQuery(inboxQuery(filter));
  if (inbox.isPending) {
    return (
      <div aria-busy="true">
        <span className="ui-visually-hidden"><Trans>Loading the conversations…</Trans></span>
        <Skeleton shape="block" height="12rem" />
      </div>
    );
  }
  if (inbox.isError) {
    return (
      <StaffLoadFailed onRetry={() => void inbox.refetch()}><Trans>The conversations could not be loaded.</Trans></StaffLoadFailed>
    );
  }
  if (inbox.data.data.length === 0) {
    return <EmptyState title={<Trans>Nothing here</Trans>}><Trans>No conversation has this status right now.</Trans></EmptyState>;
  }
  return (
    <ul className="staff-chat__list" aria-label={t`Conversations`}>
      {inbox.data.data.map((ticket) => (
        <li key={ticket.uuid}>
          <InboxEntry ticket={ticket} current={ticket.uuid === selected} onSelect={() => onSelect(ticket.uuid)} />
        </li>
      ))}
    </ul>
  );
}

function InboxEntry({ ticket, current, onSelect }: { ticket: StaffConversationSummary; current: boolean; onSelect: () => void }) {
  const { t, i18n } = useLingui();
  const last = ticket.last_message;
  const when = (at: string) => i18n.date(at, { dateStyle: 'short', timeStyle: 'short' });
  const unread = ticket.unread;
  const since = ticket.waiting_since ? when(ticket.waiting_since) : null;
  const agent = last?.staff;
  const at = last ? when(last.created_at) : '';
  return (
    <button type="button" className="staff-chat__entry" aria-current={current || undefined} onClick={onSelect}>
      <span className="staff-chat__entry-head">
        <span className="staff-chat__entry-title">{ticket.title}</span>
        {unread > 0 ? <Badge tone="accent"><Trans>{unread} unread</Trans></Badge> : null}
      </span>
      <span className="staff-chat__entry-who">{ticket.member.name} · {ticket.company.name}</span>
      <span className="staff-chat__entry-meta">
        <span className={`staff-chat__status staff-chat__status--${ticket.status}`}>{t(STATUS_LABELS[ticket.status])}</span>
        {since ? <span><Trans>waiting since {since}</Trans></span> : null}
      </span>
      {agent ? (
        <span className="staff-chat__entry-last"><Trans>{agent} answered {at}</Trans></span>
      ) : null}
    </button>
  );
}
