import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { notificationsQuery } from '../../api/notification-queries';
import { pageTitle } from '../../routing/page-titles';
import { PageTitle } from '../../ui';
import { EmptyState } from '../../ui/EmptyState';
import { Pagination } from '../../ui/Pagination';
import { NotificationSummary } from './NotificationSummary';
import './notifications.css';

/** /notifications: the user's notifications, newest first, paged (SPEC §2 "Notifications"). */
export function NotificationsPage({ page }: { page: number }) {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(notificationsQuery(page));
  const unread = data.meta.unread;
  return (
    <>
      <PageTitle subtitle={unread > 0 ? <Plural value={unread} one="You have # unread notification." other="You have # unread notifications." /> : null}>
        {i18n._(pageTitle('/notifications'))}
      </PageTitle>
      {data.data.length === 0 ? (
        <EmptyState title={<Trans>No notifications yet</Trans>}>
          <p><Trans>News about your points, orders and replies from our support team will appear here.</Trans></p>
        </EmptyState>
      ) : (
        <ul className="app-notification-list">
          {data.data.map((notification) => (
            <li key={notification.uuid}><NotificationSummary notification={notification} /></li>
          ))}
        </ul>
      )}
      <Pagination page={data.meta.current_page} lastPage={data.meta.last_page} />
    </>
  );
}
