import { and, count, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { conversations, messages, notifications } from '@/server/db/tables';
import type { UnreadCounts } from '@/shared/schemas/live-events';

/** Unread messages the user received: in the conversations they take part in, sent by the other participant. */
export async function unreadMessagesOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        or(eq(conversations.ownerId, userId), eq(conversations.renterId, userId)),
        ne(messages.senderId, userId),
        eq(messages.isRead, false),
      ),
    );
  return row.n;
}

/** The counts of the `unread` event (the navbar badge is their sum), read in the caller's transaction. */
export async function unreadCountsOf(db: DbOrTx, userId: number): Promise<UnreadCounts> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return { notifications: row.n, messages: await unreadMessagesOf(db, userId) };
}
