import { Link } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Notification, NotificationType } from '../../../contract/notifications';

export const NOTIFICATION_TYPE_LABELS = {
  info: msg`Information`,
  warning: msg`Warning`,
  important: msg`Important`,
} satisfies Record<NotificationType, unknown>;

export function NotificationTypeBadge({ type }: { type: NotificationType }) {
  const { i18n } = useLingui();
  return <span className={`app-type-badge app-type-badge--${type}`}>{i18n._(NOTIFICATION_TYPE_LABELS[type])}</span>;
}

export function useFormattedDate(iso: string): string {
  const { i18n } = useLingui();
  return i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}

/** One notification in a list: a link to it, with its type, date and whether it is unread. */
export function NotificationSummary({ notification, compact = false }: { notification: Notification; compact?: boolean }) {
  const { t } = useLingui();
  const date = useFormattedDate(notification.created_at);
  const unread = notification.mark === 'unread';
  return (
    <Link
      to="/notifications/$uuid"
      params={{ uuid: notification.uuid }}
      className={['app-notification', unread ? 'app-notification--unread' : '', compact ? 'app-notification--compact' : ''].filter(Boolean).join(' ')}
    >
      <span className="app-notification__head">
        {unread ? <span className="app-notification__dot" aria-hidden="true" /> : null}
        <span className="app-notification__title">{notification.title}</span>
        {unread ? <span className="ui-visually-hidden">{t`(unread)`}</span> : null}
      </span>
      {compact ? null : <span className="app-notification__text">{notification.text}</span>}
      <span className="app-notification__meta">
        <NotificationTypeBadge type={notification.type} />
        <time dateTime={notification.created_at}>{date}</time>
      </span>
    </Link>
  );
}
