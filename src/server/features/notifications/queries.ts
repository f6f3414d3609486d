import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/tables';

/** GET /api/notifications answers at most this many, the newest. */
export const NOTIFICATIONS_LIST_MAX = 100;

export type NotificationRow = typeof notifications.$inferSelect;

/** Every query filters by the user: someone else's notification is as good as missing. */
const mine = (userId: number, id?: number) => and(eq(notifications.userId, userId), id === undefined ? undefined : eq(notifications.id, id));

export async function listNotifications(db: DbOrTx, userId: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_MAX);
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
  const rows = await db.update(notifications).set({ read: true }).where(mine(userId, id)).returning({ id: notifications.id });
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
