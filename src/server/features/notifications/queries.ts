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

/** Whether the user's notification existed (and is now read). */
export async function markRead(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(mine(userId, id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(mine(userId), eq(notifications.read, false)));
}

/** Whether the user's notification existed (and is now gone). */
export async function deleteNotification(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id });
  return rows.length > 0;
}
