import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@/shared/domain/notifications';
import { languageEnum, users } from './users';

export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  language: languageEnum().notNull().default('pl'),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const outboxChannel = pgEnum('outbox_channel', ['email', 'sms']);

/** Messages that would have been sent, when no SMTP/SMS credentials are configured (development only). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: outboxChannel().notNull().default('email'),
    to: text().notNull(),
    subject: text().notNull().default(''),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

/**
 * Spec 02 §3 notifications, written in the recipient's language when created (title, message). `relatedId` is the
 * rental. `dedupeKey` makes a notification that must go out once (the reminder the day before a rental starts)
 * idempotent when several app processes run the same job.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum().notNull(),
    /**
     * What the text needs besides the type (names, dates, amounts as written), rendered in the reader's language when
     * read (docs/decisions/0046). Null only for a notice written before that: its `title` and `message` are shown as
     * they were stored.
     */
    params: jsonb().$type<Record<string, unknown>>(),
    /** The stored text of a notice from before params (legacy, one language); null for every newer one. */
    title: text(),
    message: text(),
    relatedId: integer(),
    read: boolean().notNull().default(false),
    dedupeKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`NOT ${t.read}`),
    uniqueIndex('notifications_dedupe_idx').on(t.dedupeKey),
    // Every notice can be shown: from its params, or (legacy) from its stored text.
    check(
      'notifications_text_check',
      sql`${t.params} IS NOT NULL OR (${t.title} IS NOT NULL AND ${t.message} IS NOT NULL)`,
    ),
  ],
);
