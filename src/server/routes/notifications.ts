/** The signed-in user's notifications: /api/v1/notifications (SPEC §7). */
import { Hono } from 'hono';
import { NotificationPatch, NotificationsQuery } from '../../contract/notifications';
import type { AppDeps } from '../deps';
import { getNotification, listNotifications, markNotification } from '../domain/notifications';
import type { AppEnv } from '../http/env';
import { jsonBody, queryParams } from '../http/validation';

export function notificationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', queryParams(NotificationsQuery), async (c) =>
      c.json(await listNotifications(deps, c.get('auth').account, c.req.valid('query'))))
    .get('/:uuid', async (c) =>
      c.json({ data: await getNotification(deps, c.get('auth').account, c.req.param('uuid')) }))
    .patch('/:uuid', jsonBody(NotificationPatch), async (c) => {
      await markNotification(deps, c.get('auth').account, c.req.param('uuid'), c.req.valid('json').mark);
      return c.json({ message: 'Notification updated.' });
    });
}
