import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { MESSAGE_MAX, TICKET_STATUS } from '../../../contract/support';
import type { StaffConversationView } from '../../../contract/staff-chat';
import { Alert, Button, MachineForm, Skeleton, TextArea } from '../../ui';
import { ChevronLeftIcon } from '../../ui/icons';
import { StaffLink } from '../StaffLink';
import { useStaffSession } from '../staff-session';
import { consoleConversationMachine } from './chat-actors';
import { readReplyDraft } from './reply-drafts';
import { conversationQuery } from './chat-queries';
import { RULE_MESSAGES, STATUS_LABELS } from './chat-texts';
import { StaffLoadFailed } from '../QueryStates';

/** The open conversation: who asked and from where, the messages, who else is typing, the reply box, close or reopen. */
export function ConversationPane({ uuid, onBack }: { uuid: string; onBack: () => void }) {
  const conversation = useQuery(conversationQuery(uuid));
  return (
    <div className="staff-chat__pane">
      <Button variant="link" className="staff-chat__back" onClick={onBack}>
        <ChevronLeftIcon /> <Trans>Back to the inbox</Trans>
      </Button>
      {conversation.isPending ? (
        <div aria-busy="true">
          <span className="ui-visually-hidden"><Trans>Loading the conversation…</Trans></span>
          <Skeleton shape="block" height="16rem" />
        </div>
      ) : conversation.isError ? (
        <StaffLoadFailed onRetry={() => void conversation.refetch()}><Trans>The conversation could not be loaded.</Trans></StaffLoadFailed>
      ) : (
        <Conversation uuid={uuid} conversation={conversation.data.data} />
      )}
    </div>
  );
}

function Conversation({ uuid, conversation }: { uuid: string; conversation: StaffConversationView }) {
  const { t, i18n } = useLingui();
  const { member: me } = useStaffSession();
  const machine = useMemo(() => consoleConversationMachine(uuid), [uuid]);
  const [snapshot, send] = useMachine(machine, { input: { draft: readReplyDraft(uuid) } });
  const { draft, problem, sendFailed, statusFailed } = snapshot.context;
  const when = (at: string) => i18n.date(at, { dateStyle: 'medium', timeStyle: 'short' });
  const closed = conversation.status === TICKET_STATUS.done;
  const last = conversation.last_message;
  // The last answer is another agent's: this one need not answer it again.
  const otherAgent = last?.staff && last.staff !== me?.name ? last.staff : null;
  const answeredAt = last ? when(last.created_at) : '';
  const left = MESSAGE_MAX - draft.length;
  const over = -left;
  const context = conversation.context;
  const contextLabel = context?.label ?? context?.uuid ?? '';
  const status = t(STATUS_LABELS[conversation.status]);
  return (
    <article className="staff-chat__open" aria-labelledby={`conversation-${uuid}`}>
      <header className="staff-chat__head">
        <div>
          <h2 id={`conversation-${uuid}`} className="staff-chat__title">{conversation.title}</h2>
          <dl className="staff-chat__facts">
            <div><dt><Trans>Asked by</Trans></dt><dd>{conversation.member.name}</dd></div>
            <div><dt><Trans>Company</Trans></dt><dd><StaffLink href={`/staff/companies/${conversation.company.uuid}`}>{conversation.company.name}</StaffLink></dd></div>
            {context?.type === 'project' ? <div><dt><Trans>Project</Trans></dt><dd>{contextLabel}</dd></div> : null}
            {context?.type === 'order' ? <div><dt><Trans>Order</Trans></dt><dd>{contextLabel}</dd></div> : null}
            <div><dt><Trans>Status</Trans></dt><dd><span className={`staff-chat__status staff-chat__status--${conversation.status}`}>{status}</span></dd></div>
          </dl>
        </div>
        <Button
          variant="secondary"
          loading={snapshot.matches({ reply: 'changingStatus' })}
          onClick={() => send({ type: 'CHANGE_STATUS', to: closed ? 'reopen' : 'close' })}
        >
          {closed ? <Trans>Reopen</Trans> : <Trans>Close conversation</Trans>}
        </Button>
      </header>
      {statusFailed ? <Alert tone="error"><p><Trans>The status could not be changed. Please try again.</Trans></p></Alert> : null}
      <ol className="staff-chat__messages" aria-label={t`Messages`} aria-live="polite">
        {conversation.messages.map((message) => (
          <li key={message.uuid} className={`staff-chat__message staff-chat__message--${message.sender}`}>
            <span className="staff-chat__who">
              {message.sender === 'admin' ? (message.staff ?? t`Support`) : conversation.member.name} · <time dateTime={message.created_at}>{when(message.created_at)}</time>
            </span>
            {message.message}
          </li>
        ))}
      </ol>
      <div className="staff-chat__others" aria-live="polite">
        {conversation.typing.map((name) => <p key={name}><Trans>{name} is typing…</Trans></p>)}
        {otherAgent ? <p><Trans>{otherAgent} answered at {answeredAt}.</Trans></p> : null}
      </div>
      <MachineForm
        className="staff-chat__reply"
        onSubmit={() => send({ type: 'SEND' })}
        problems={sendFailed ? [t`The reply could not be sent. It is still in the box: please try again.`] : undefined}
      >
        <TextArea
          label={t`Your reply`}
          name="message"
          rows={4}
          value={draft}
          hint={left >= 0 ? t`${left} characters left` : t`${over} characters too many`}
          errors={problem ? [t(RULE_MESSAGES[problem])] : undefined}
          onChange={(event) => send({ type: 'TYPE', value: event.target.value })}
        />
        <div className="staff-chat__actions">
          {/* The machine takes no reply while the status changes: the button says so instead of a press that does nothing. */}
          <Button type="submit" loading={snapshot.matches({ reply: 'sending' })} disabled={snapshot.matches({ reply: 'changingStatus' })}><Trans>Send reply</Trans></Button>
          <span className="staff-chat__note"><Trans>The member is notified.</Trans></span>
        </div>
      </MachineForm>
    </article>
  );
}
