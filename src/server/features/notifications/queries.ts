import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { notifications } from '@/server/db/tables';

export { NOTIFICATIONS_LIST_MAX } from '@/shared/schemas/notifications';

export type NotificationRow = typeof notifications.$inferSelect;

/** Every query filters by the user: someone else's notification is as good as missing. */
const mine = (userId: number, id?: number) =>
  and(eq(notifications.userId, userId), id === undefined ? undefined : eq(notifications.id, id));

/** One page of the user's notifications, newest first. */
export async function listNotifications(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** All the user's notifications and the unread ones, in one scan of the user's rows. */
export async function notificationCounts(db: DbOrTx, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`(count(*) FILTER (WHERE NOT ${notifications.read}))::int` })
    .from(notifications)
    .where(mine(userId));
  return row;
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.read, false)));
  return row.n;
}

/** What the user's notification was before a change (its unread count moves only for an unread one); null: none. */
type WasRead = 'read' | 'unread' | null;

/** Marks the user's notification read; what it was before (the row is locked, so two calls never both see it unread). */
export async function markRead(db: DbOrTx, userId: number, id: number): Promise<WasRead> {
  const [row] = await db.select({ read: notifications.read }).from(notifications).where(mine(userId, id)).for('update');
  if (!row) return null;
  if (!row.read) await db.update(notifications).set({ read: true }).where(mine(userId, id));
  return row.read ? 'read' : 'unread';
}

/** How many of the user's notifications were unread (and are now read). */
export async function markAllRead(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(mine(userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes the user's notification; what it was before (null: there was none). */
export async function deleteNotification(db: DbOrTx, userId: number, id: number): Promise<WasRead> {
  const rows = await db
    .delete(notifications)
    .where(mine(userId, id))
    .returning({ id: notifications.id, read: notifications.read });
  if (rows.length === 0) return null;
  return rows[0].read ? 'read' : 'unread';
}
