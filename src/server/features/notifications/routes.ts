import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@/shared/constants/limits';
import { idParamSchema } from '@/shared/schemas/common';
import {
  notificationSchema,
  notificationsQuerySchema,
  UNREAD_COUNT_HEADER,
  unreadCountSchema,
  type Notification,
} from '@/shared/schemas/notifications';
import { TOTAL_COUNT_HEADER } from '@/shared/schemas/pagination';
import type { AppDeps } from '@/server/app-deps';
import { AppError } from '@/server/lib/errors';
import { publishLive } from '@/server/realtime/publish';
import { unreadCountsOf } from '@/server/realtime/unread';
import { authenticated, requireUser } from '@/server/features/auth/public';
import type { DbOrTx } from '@/server/db/client';
import {
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
  notificationCounts,
  unreadCount,
  type NotificationRow,
} from './queries';
import { storedNoticeText } from './params';

/** A stored notice as the reader reads it: its text rendered in their screen's language (docs/decisions/0046). */
const toNotification = (n: NotificationRow, lang: Language): Notification => ({
  id: n.id,
  userId: n.userId,
  type: n.type,
  ...storedNoticeText(n, lang),
  relatedId: n.relatedId,
  read: n.read,
  createdAt: n.createdAt.toISOString(),
});

const noContent = { 204: z.null() };

/** The user's open tabs learn the new unread counts in the transaction of the change (docs/decisions/0028). */
async function publishUnread(tx: DbOrTx, userId: number) {
  await publishLive(tx, [{ userId, type: 'unread', payload: await unreadCountsOf(tx, userId) }]);
}

/** The caller's own notifications only (spec 02 §7); another user's answers 404 and nothing changes. */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // A page of the list (without page and limit: the newest 100, as before), with the totals in headers.
  app.get(
    '/api/notifications',
    {
      onRequest: authenticated,
      schema: { querystring: notificationsQuerySchema, response: { 200: z.array(notificationSchema) } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const { page, limit } = req.query;
      // The counts and the page from one snapshot, so that they agree with each other.
      const [counts, rows] = await db.transaction(
        async (tx) =>
          Promise.all([
            notificationCounts(tx, me.id),
            listNotifications(tx, me.id, { limit, offset: (page - 1) * limit }),
          ]),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      reply.header(TOTAL_COUNT_HEADER, String(counts.total)).header(UNREAD_COUNT_HEADER, String(counts.unread));
      const lang = req.query.lang ?? req.lang;
      return rows.map((n) => toNotification(n, lang));
    },
  );

  app.get(
    '/api/notifications/unread-count',
    { onRequest: authenticated, schema: { response: { 200: unreadCountSchema } } },
    async (req) => unreadCount(db, requireUser(req).id),
  );

  app.post(
    '/api/notifications/read-all',
    { onRequest: authenticated, schema: { response: noContent } },
    async (req, reply) => {
      const me = requireUser(req);
      await db.transaction(async (tx) => {
        if ((await markAllRead(tx, me.id)) > 0) await publishUnread(tx, me.id);
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    { onRequest: authenticated, schema: { params: idParamSchema, response: noContent } },
    async (req, reply) => {
      const me = requireUser(req);
      await db.transaction(async (tx) => {
        const was = await markRead(tx, me.id, req.params.id);
        if (was === null) throw new AppError('NOT_FOUND');
        if (was === 'unread') await publishUnread(tx, me.id);
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/notifications/:id',
    { onRequest: authenticated, schema: { params: idParamSchema, response: noContent } },
    async (req, reply) => {
      const me = requireUser(req);
      await db.transaction(async (tx) => {
        const was = await deleteNotification(tx, me.id, req.params.id);
        if (was === null) throw new AppError('NOT_FOUND');
        if (was === 'unread') await publishUnread(tx, me.id);
      });
      return reply.status(204).send(null);
    },
  );
};
