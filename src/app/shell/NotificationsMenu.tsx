import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NOTIFICATIONS_DROPDOWN_SIZE } from '../../contract/notifications';
import { NOTIFICATIONS_POLL_MS, notificationsQuery } from '../api/notification-queries';
import { NotificationSummary } from '../features/notifications/NotificationSummary';
import { Spinner } from '../ui';
import { BellIcon } from '../ui/icons';
import { usePopover } from './use-popover';

/** The bell: unread count, the latest notifications and a link to all of them (SPEC §2). */
export function NotificationsMenu() {
  const { t } = useLingui();
  const { open, rootRef, buttonProps, panelProps } = usePopover();
  // Polled so that counts follow new notifications without a reload.
  const { data, isPending, isError } = useQuery({
    ...notificationsQuery(1, NOTIFICATIONS_DROPDOWN_SIZE),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
  const unread = data?.meta.unread ?? 0;
  const label = unread > 0 ? plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' }) : t`Notifications`;

  return (
    <div className="app-popover" ref={rootRef}>
      <button type="button" className="app-header__button app-header__icon-button" aria-label={label} {...buttonProps}>
        <BellIcon />
        {unread > 0 ? <span className="app-badge" aria-hidden="true">{unread > 99 ? '99+' : unread}</span> : null}
      </button>
      <div className="app-popover__panel app-notifications-menu" {...panelProps}>
        <h2 className="app-popover__title"><Trans>Notifications</Trans></h2>
        {isPending ? <Spinner label={t`Loading notifications`} /> : null}
        {isError ? <p className="app-muted"><Trans>Notifications could not be loaded. Please try again later.</Trans></p> : null}
        {data && data.data.length === 0 ? <p className="app-muted"><Trans>You have no notifications yet.</Trans></p> : null}
        {open && data && data.data.length > 0 ? (
          <ul className="app-notification-list app-notification-list--compact">
            {data.data.map((notification) => (
              <li key={notification.uuid}><NotificationSummary notification={notification} compact /></li>
            ))}
          </ul>
        ) : null}
        <Link to="/notifications" className="app-popover__footer-link"><Trans>See all notifications</Trans></Link>
      </div>
    </div>
  );
}
