import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { chatQuery } from '../../api/team-queries';
import { Button, buttonClassName, MachineForm, PageTitle, TextArea } from '../../ui';
import { appChatMachine } from './support-actors';
import { STATUS_LABELS, supportMessages } from './support-texts';
import { TicketStatus } from './TicketStatus';
import './support.css';

/** /support/chat/{uuid}: the conversation, kept up to date while open, and the reply form. */
export function ChatPage({ uuid }: { uuid: string }) {
  const { i18n, t } = useLingui();
  const { data } = useSuspenseQuery(chatQuery(uuid));
  const machine = useMemo(() => appChatMachine(uuid), [uuid]);
  const [snapshot, send] = useMachine(machine);
  const { ticket, messages } = data;
  const { draft, empty, failed } = snapshot.context;
  return (
    <>
      <PageTitle subtitle={<span className="app-ticket__meta"><TicketStatus status={ticket.status} /> {i18n._(STATUS_LABELS[ticket.status])}</span>}>
        {ticket.title}
      </PageTitle>
      <ol className="app-chat" aria-label={t`Messages`} aria-live="polite">
        {messages.map((message) => (
          <li key={message.uuid} className={`app-chat__message app-chat__message--${message.sender}`}>
            <span className="app-chat__who">
              {message.sender === 'admin' ? <Trans>Support</Trans> : <Trans>You</Trans>} · {i18n.date(message.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
            </span>
            {message.message}
          </li>
        ))}
      </ol>
      <MachineForm onSubmit={() => send({ type: 'SEND' })} problems={failed ? supportMessages(i18n, ['generic']) : undefined}>
        <TextArea
          label={t`Your reply`}
          name="message"
          rows={3}
          value={draft}
          errors={supportMessages(i18n, empty ? ['required'] : undefined)}
          onChange={(event) => send({ type: 'TYPE', value: event.target.value })}
        />
        <div className="app-form__actions">
          <Button type="submit" loading={snapshot.matches('sending')}><Trans>Send reply</Trans></Button>
          <Link to="/support/chat" className={buttonClassName('secondary')}><Trans>All conversations</Trans></Link>
        </div>
      </MachineForm>
    </>
  );
}
