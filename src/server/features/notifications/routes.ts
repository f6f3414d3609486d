import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@/shared/schemas/common';
import { notificationSchema, unreadCountSchema, type Notification } from '@/shared/schemas/notifications';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { authenticated, requireUser } from '../../plugins/session';
import { deleteNotification, listNotifications, markAllRead, markRead, unreadCount, type NotificationRow } from './queries';

const toNotification = (n: NotificationRow): Notification => ({
  id: n.id,
  userId: n.userId,
  type: n.type,
  title: n.title,
  message: n.message,
  relatedId: n.relatedId,
  read: n.read,
  createdAt: n.createdAt.toISOString(),
});

const noContent = { 204: z.null() };

/** The caller's own notifications only (spec 02 §7); another user's answers 404 and nothing changes. */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/api/notifications', { onRequest: authenticated, schema: { response: { 200: z.array(notificationSchema) } } }, async (req) =>
    (await listNotifications(db, requireUser(req).id)).map(toNotification),
  );

  app.get('/api/notifications/unread-count', { onRequest: authenticated, schema: { response: { 200: unreadCountSchema } } }, async (req) =>
    unreadCount(db, requireUser(req).id),
  );

  app.post('/api/notifications/read-all', { onRequest: authenticated, schema: { response: noContent } }, async (req, reply) => {
    await markAllRead(db, requireUser(req).id);
    return reply.status(204).send(null);
  });

  app.post('/api/notifications/:id/read', { onRequest: authenticated, schema: { params: idParamSchema, response: noContent } }, async (req, reply) => {
    if (!(await markRead(db, requireUser(req).id, req.params.id))) throw new AppError('NOT_FOUND');
    return reply.status(204).send(null);
  });

  app.delete('/api/notifications/:id', { onRequest: authenticated, schema: { params: idParamSchema, response: noContent } }, async (req, reply) => {
    if (!(await deleteNotification(db, requireUser(req).id, req.params.id))) throw new AppError('NOT_FOUND');
    return reply.status(204).send(null);
  });
};
