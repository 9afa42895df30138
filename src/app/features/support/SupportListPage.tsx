import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { TICKET_STATUS } from '../../../contract/support';
import { ticketsQuery } from '../../api/team-queries';
import { pageTitle } from '../../routing/page-titles';
import { Button, buttonClassName, PageTitle } from '../../ui';
import { STATUS_LABELS } from './support-texts';
import { TicketStatus } from './TicketStatus';
import './support.css';

/** /support/chat (SPEC §2, §9): the member's conversations with their status, 10 more per "load more". */
export function SupportListPage() {
  const { i18n, t } = useLingui();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(ticketsQuery());
  const tickets = data.pages.flatMap((page) => page.data);
  return (
    <>
      <div className="app-support__head">
        <PageTitle>{i18n._(pageTitle('/support/chat'))}</PageTitle>
        <Link to="/support/chat/new" className={buttonClassName('primary')}><Trans>New conversation</Trans></Link>
      </div>
      <ul className="app-ticket-list" aria-label={t`Your conversations`}>
        {tickets.map((ticket) => (
          <li key={ticket.uuid}>
            <Link to="/support/chat/$uuid" params={{ uuid: ticket.uuid }} className="app-ticket">
              <TicketStatus status={ticket.status} />
              <span className="app-ticket__title">{ticket.title}</span>
              <span className="app-ticket__meta">
                <span>{i18n._(STATUS_LABELS[ticket.status])}</span>
                <span>{i18n.date(ticket.updated_at, { dateStyle: 'medium', timeStyle: 'short' })}</span>
                {ticket.last_message?.sender === 'admin' ? <span>{t`Support replied`}</span> : null}
                {ticket.last_message?.sender === 'installer' && ticket.status !== TICKET_STATUS.done ? <span>{t`Waiting for support`}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}><Trans>Load more</Trans></Button>
      ) : null}
    </>
  );
}
