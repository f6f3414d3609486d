import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { conversations, items, messages, users } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { consumeUserLimit } from '@/server/limits/user-limits';
import { publishLive } from '@/server/realtime/publish';
import { unreadCountsOf } from '@/server/realtime/unread';
import { rentalParty } from '@/server/features/rentals/public';
import { findConversationFor, findConversationOf, markReceivedRead, type MessageRow } from './queries';

/** The three people and the item a conversation is about, before it exists. */
interface ConversationKey {
  itemId: number;
  ownerId: number;
  renterId: number;
}

/**
 * Who a new conversation is between. `{ itemId }`: the caller as the renter of a listed item (a deleted item is 404:
 * nobody starts a conversation about it; the item's owner is refused with a clear 400). `{ rentalId }`: either party
 * of the rental opens the conversation of its item and renter, also once the item is gone (it may be about a past
 * rental); anyone else gets 404.
 */
async function keyOf(db: Db, me: number, input: { itemId?: number; rentalId?: number }): Promise<ConversationKey> {
  if (input.rentalId !== undefined) {
    const { rental } = await rentalParty(db, input.rentalId, { id: me });
    return { itemId: rental.itemId, ownerId: rental.ownerId, renterId: rental.renterId };
  }
  const [item] = await db
    .select({ id: items.id, ownerId: items.ownerId, deletedAt: items.deletedAt })
    .from(items)
    .where(eq(items.id, input.itemId ?? 0));
  if (!item || item.deletedAt) throw new AppError('NOT_FOUND');
  if (item.ownerId === me) throw new AppError('OWN_ITEM_CONVERSATION');
  return { itemId: item.id, ownerId: item.ownerId, renterId: me };
}

/**
 * The conversation of an item and a renter, created when there is none. Two requests at once both get the same
 * one: the unique index (item, renter) makes the second insert wait for the first and then do nothing, after which
 * it reads the row the first committed. Only a conversation actually created counts against the caller's daily limit
 * (USER_LIMITS.conversations: 429, nothing created).
 */
export async function startConversation(
  db: Db,
  me: number,
  input: { itemId?: number; rentalId?: number },
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const key = await keyOf(db, me, input);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values(key)
      .onConflictDoNothing({ target: [conversations.itemId, conversations.renterId] })
      .returning({ id: conversations.id });
    if (created) {
      // Only a conversation that is new counts; refused, it is undone with the insert (429, nothing written).
      await consumeUserLimit(tx, 'conversations', me, 1, now);
      await publishLive(
        tx,
        [key.ownerId, key.renterId].map((userId) => ({
          userId,
          type: 'conversation' as const,
          payload: { conversationId: created.id },
        })),
      );
      return { id: created.id, created: true };
    }
    const existing = await findConversationOf(tx, key.itemId, key.renterId);
    if (!existing) throw new Error('conversation neither inserted nor found');
    return { id: existing.id, created: false };
  });
}

const otherParty = (c: { ownerId: number; renterId: number }, me: number) =>
  c.ownerId === me ? c.renterId : c.ownerId;

/**
 * One message from a participant: 404 for anyone else, 409 when the other party deleted their account (nobody would
 * read it), then the sender's limit (429, counted only with a message written). The message, the conversation's
 * activity time and the live events to both (the unread count to the recipient) commit together.
 */
export async function sendMessage(
  db: Db,
  me: number,
  input: { conversationId: number; content: string },
  now: Date,
): Promise<MessageRow> {
  const conversation = await findConversationFor(db, input.conversationId, me);
  if (!conversation) throw new AppError('NOT_FOUND');
  const recipientId = otherParty(conversation, me);
  const [recipient] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, recipientId));
  if (!recipient || recipient.deletedAt) throw new AppError('PARTICIPANT_DELETED');
  return db.transaction(async (tx) => {
    await consumeUserLimit(tx, 'messages', me, 1, now);
    const [message] = await tx
      .insert(messages)
      .values({ conversationId: conversation.id, senderId: me, content: input.content, createdAt: now })
      .returning();
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(conversations.id, conversation.id));
    const payload = { conversationId: conversation.id, messageId: message.id, senderId: me };
    await publishLive(tx, [
      { userId: me, type: 'message', payload },
      { userId: recipientId, type: 'message', payload },
      { userId: recipientId, type: 'unread', payload: await unreadCountsOf(tx, recipientId) },
    ]);
    return message;
  });
}

/**
 * Marks read what the caller received in the conversation (404 for a non-participant). When anything changed, the
 * sender gets `read` (their ticks) and the reader `unread` (their badge), in the same transaction.
 */
export async function markConversationRead(db: Db, me: number, conversationId: number, now: Date) {
  const conversation = await findConversationFor(db, conversationId, me);
  if (!conversation) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const ids = await markReceivedRead(tx, conversation.id, me, now);
    if (ids.length > 0) {
      await publishLive(tx, [
        {
          userId: otherParty(conversation, me),
          type: 'read',
          payload: { conversationId: conversation.id, readerId: me, upToMessageId: ids[ids.length - 1] },
        },
        { userId: me, type: 'unread', payload: await unreadCountsOf(tx, me) },
      ]);
    }
    return ids.length;
  });
}
