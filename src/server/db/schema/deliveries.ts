import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const deliveryChannelEnum = pgEnum('delivery_channel', ['email', 'sms']);
export const deliveryStatusEnum = pgEnum('delivery_status', ['pending', 'sent', 'failed']);

/**
 * The outbox of side effects (docs/decisions/0024): each e-mail (and later SMS) is written here in the transaction
 * that causes it, already rendered in the recipient's language, and delivered after the commit or by the drain job.
 * A row that failed every attempt stays, status failed with its last error, for the admin to see.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: deliveryChannelEnum().notNull(),
    recipient: text().notNull(),
    payload: jsonb().notNull(),
    status: deliveryStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('deliveries_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    index('deliveries_failed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);
