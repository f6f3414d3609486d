import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
