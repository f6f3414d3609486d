import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { items } from './catalogue';
import { users } from './users';

/**
 * Spec 02 §3 conversations: one per item and renter (the unique index), between the item's owner and that renter.
 * The owner is copied from the item when the conversation starts, so a later change of the item does not move it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    renterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the newest message was sent (createdAt until then): the list's order, newest activity first. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_item_renter_idx').on(t.itemId, t.renterId),
    index('conversations_owner_idx').on(t.ownerId, t.lastMessageAt),
    index('conversations_renter_idx').on(t.renterId, t.lastMessageAt),
    check('conversations_not_with_self', sql`${t.ownerId} <> ${t.renterId}`),
  ],
);

/**
 * Spec 02 §3 messages. `content` is stored as sent; contact details are masked when read (src/shared/domain/
 * contact-masking.ts) until a rental of the item between the two is confirmed. `unreadNoticeAt` is set when the
 * recipient was e-mailed about it (one e-mail for the messages left unread 10 minutes, not one per message).
 */
export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isRead: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
    unreadNoticeAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_unread_idx')
      .on(t.createdAt)
      .where(sql`NOT ${t.isRead}`),
  ],
);

/**
 * The live channel's log (docs/decisions, realtime): one row per event per recipient, written in the transaction of
 * the change, announced with pg_notify (the id only) so that every app process fans it out to its open streams. The id
 * is the SSE event id: a browser reconnecting with Last-Event-ID gets the rows after it. Pruned after a day.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);
