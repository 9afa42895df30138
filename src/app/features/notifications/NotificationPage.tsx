import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { Ok } from '../../../contract/company';
import type { Notification } from '../../../contract/notifications';
import { notificationReaderMachine } from '../../../../machines/notification-reader-machine';
import { sendJson } from '../../api/http';
import { notificationQuery } from '../../api/notification-queries';
import { queryKeys } from '../../api/queries';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session';
import { Alert, Button, buttonClassName, PageTitle } from '../../ui';
import { NotificationTypeBadge, useFormattedDate } from './NotificationSummary';
import './notifications.css';

/** The reader with the real call: PATCH the mark, then refresh every list and count that shows it. */
const appNotificationReader = notificationReaderMachine.provide({
  actors: {
    'mark as read': fromPromise(async ({ input }: { input: { uuid: string } }) => {
      await sendJson(Ok, 'patch', `v1/notifications/${encodeURIComponent(input.uuid)}`, { mark: 'read' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    }),
  },
});

/** /notifications/{uuid}: one notification; opening it marks it read (SPEC §4). */
export function NotificationPage({ uuid }: { uuid: string }) {
  const { data: notification } = useSuspenseQuery(notificationQuery(uuid));
  // A new machine for each notification opened.
  return <NotificationDetail key={notification.uuid} notification={notification} />;
}

function NotificationDetail({ notification }: { notification: Notification }) {
  const { emulatedBy } = useSession();
  const [snapshot, send] = useMachine(appNotificationReader, {
    input: { uuid: notification.uuid, mark: notification.mark, emulated: emulatedBy !== null },
  });
  const date = useFormattedDate(notification.created_at);
  const ticket = notification.meta.ticket_uuid;

  return (
    <article className="app-notification-detail">
      <p className="app-notification__meta">
        <NotificationTypeBadge type={notification.type} />
        <time dateTime={notification.created_at}>{date}</time>
      </p>
      <PageTitle>{notification.title}</PageTitle>
      {snapshot.matches('markFailed') ? (
        <Alert tone="warning">
          <p><Trans>This notification could not be marked as read.</Trans></p>
          <Button variant="link" onClick={() => send({ type: 'RETRY' })}><Trans>Try again</Trans></Button>
        </Alert>
      ) : null}
      <div className="app-notification-detail__text">
        {notification.text.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      </div>
      <div className="app-notification-detail__actions">
        {ticket ? (
          <Link to="/support/chat/$uuid" params={{ uuid: ticket }} className={buttonClassName('primary')}>
            <Trans>Open the conversation</Trans>
          </Link>
        ) : null}
        <Link to="/notifications" className={buttonClassName('secondary')}><Trans>All notifications</Trans></Link>
      </div>
    </article>
  );
}
