import { and, asc, desc, eq, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONTACT_VISIBLE_STATUSES, HANDED_OVER_STATUSES } from '@/shared/domain/contact-masking';
import type { RentalStatus } from '@/shared/domain/rental-status';
import type { DbOrTx } from '@/server/db/client';
import { conversations, items, messages, rentals, users } from '@/server/db/tables';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

const isParticipant = (userId: number) => or(eq(conversations.ownerId, userId), eq(conversations.renterId, userId));

/** The conversation if `userId` takes part in it; anyone else gets nothing (the routes answer 404). */
export async function findConversationFor(
  db: DbOrTx,
  id: number,
  userId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), isParticipant(userId)));
  return row;
}

/** The one conversation of an item and a renter, if it exists. */
export async function findConversationOf(db: DbOrTx, itemId: number, renterId: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.itemId, itemId), eq(conversations.renterId, renterId)));
  return row;
}

const statusIn = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/**
 * Whether a rental of the conversation's item between its two participants lets them see contact details
 * (shared/domain/contact-masking.ts contactDetailsShared): paid or handed over, and not cancelled. The outer columns
 * are written out: drizzle leaves a one-table select's columns unqualified, which inside this subquery would mean
 * the rental's own.
 */
const contactVisibleSql = sql<boolean>`exists (
  select 1 from ${rentals} r
  where r.item_id = "conversations"."item_id"
    and r.renter_id = "conversations"."renter_id"
    and r.owner_id = "conversations"."owner_id"
    and r.status::text in (${statusIn(CONTACT_VISIBLE_STATUSES)})
    and (r.payment_status <> 'unpaid' or r.status::text in (${statusIn(HANDED_OVER_STATUSES)})))`;

export async function contactDetailsVisible(db: DbOrTx, conversationId: number): Promise<boolean> {
  const [row] = await db
    .select({ visible: contactVisibleSql })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row?.visible ?? false;
}

const owner = alias(users, 'owner');
const renter = alias(users, 'renter');
const person = (u: typeof owner | typeof renter) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  username: u.username,
  profilePhotoUrl: u.profilePhotoUrl,
  deletedAt: u.deletedAt,
});

/**
 * The caller's conversations as the list shows them, newest activity first. The last message, the caller's unread
 * count, the newest rental and whether contact details show are read per conversation by index (messages by
 * conversation and id, rentals by item).
 */
export async function selectConversationViews(db: DbOrTx, userId: number, only?: number) {
  const lastMessage = sql<{ content: string; createdAt: string } | null>`(
    select json_build_object('content', m.content, 'createdAt', m.created_at)
    from ${messages} m where m.conversation_id = "conversations"."id"
    order by m.id desc limit 1)`;
  const unread = sql<number>`(
    select count(*)::int from ${messages} m
    where m.conversation_id = "conversations"."id" and m.sender_id <> ${userId} and not m.is_read)`;
  const rental = sql<{ id: number; startDate: string; endDate: string; status: RentalStatus } | null>`(
    select json_build_object('id', r.id, 'startDate', r.start_date, 'endDate', r.end_date, 'status', r.status)
    from ${rentals} r
    where r.item_id = "conversations"."item_id" and r.renter_id = "conversations"."renter_id"
      and r.owner_id = "conversations"."owner_id"
    order by r.created_at desc, r.id desc limit 1)`;
  return db
    .select({
      conversation: conversations,
      owner: person(owner),
      renter: person(renter),
      item: {
        id: items.id,
        name: items.name,
        imageUrl: sql<string | null>`${items.imageUrls}[1]`,
        deletedAt: items.deletedAt,
      },
      lastMessage,
      unreadCount: unread,
      rental,
      contactDetailsVisible: contactVisibleSql,
    })
    .from(conversations)
    .innerJoin(owner, eq(owner.id, conversations.ownerId))
    .innerJoin(renter, eq(renter.id, conversations.renterId))
    .innerJoin(items, eq(items.id, conversations.itemId))
    .where(and(isParticipant(userId), only === undefined ? undefined : eq(conversations.id, only)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
}
export type ConversationViewRow = Awaited<ReturnType<typeof selectConversationViews>>[number];

/**
 * A page of a thread, oldest first: the newest `limit` messages, or the `limit` before the message `before`
 * (a page shorter than `limit` means there is nothing older).
 */
export async function selectThreadPage(
  db: DbOrTx,
  conversationId: number,
  page: { before?: number; limit: number },
): Promise<MessageRow[]> {
  const where: SQL | undefined = and(
    eq(messages.conversationId, conversationId),
    page.before === undefined ? undefined : lt(messages.id, page.before),
  );
  const newestFirst = await db.select().from(messages).where(where).orderBy(desc(messages.id)).limit(page.limit);
  return newestFirst.reverse();
}

/** Marks read what `readerId` received in the conversation; the ids marked, ascending. */
export async function markReceivedRead(
  db: DbOrTx,
  conversationId: number,
  readerId: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(messages)
    .set({ isRead: true, readAt: now })
    .where(
      and(eq(messages.conversationId, conversationId), ne(messages.senderId, readerId), eq(messages.isRead, false)),
    )
    .returning({ id: messages.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The messages of one conversation, oldest first (tests and small threads). */
export function selectAllMessages(db: DbOrTx, conversationId: number) {
  return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
}
