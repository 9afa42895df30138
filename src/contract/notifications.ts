import * as v from 'valibot';

/** SPEC §3 "Notification". */
export const NOTIFICATION_TYPES = ['info', 'warning', 'important'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_MARKS = ['unread', 'read'] as const;
export type NotificationMark = (typeof NOTIFICATION_MARKS)[number];

/** Page size of /notifications; the header dropdown shows the first few of the first page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_DROPDOWN_SIZE = 5;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

export const Notification = v.object({
  uuid: v.string(),
  title: v.string(),
  text: v.string(),
  type: v.picklist(NOTIFICATION_TYPES),
  created_at: v.string(),
  mark: v.picklist(NOTIFICATION_MARKS),
  /** What raised it: "welcome", "support_reply", ... */
  event: v.string(),
  /**
   * ticket_uuid: the support conversation a reply belongs to (links to /support/chat/{uuid});
   * order_uuid: the order whose status changed (links to /orders/{uuid}).
   */
  meta: v.object({ ticket_uuid: v.optional(v.string()), order_uuid: v.optional(v.string()) }),
});
export type Notification = v.InferOutput<typeof Notification>;

/** GET /v1/notifications?page=&limit= */
export const NotificationsQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(NOTIFICATIONS_MAX_PAGE_SIZE)),
    String(NOTIFICATIONS_PAGE_SIZE),
  ),
});

export const NotificationsPage = v.object({
  data: v.array(Notification),
  meta: v.object({
    current_page: v.number(),
    last_page: v.number(),
    per_page: v.number(),
    total: v.number(),
    /** Unread notifications of the user on every page: the header's badge. */
    unread: v.number(),
  }),
});
export type NotificationsPage = v.InferOutput<typeof NotificationsPage>;

/** GET /v1/notifications/{uuid} */
export const NotificationResponse = v.object({ data: Notification });

/** PATCH /v1/notifications/{uuid} */
export const NotificationPatch = v.object({ mark: v.picklist(NOTIFICATION_MARKS) });
export type NotificationPatch = v.InferOutput<typeof NotificationPatch>;
