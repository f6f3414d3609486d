import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, items } from './catalogue';
import { users } from './users';

/** Items a user keeps (issue 26 §5): one row per user and item. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('favourites_item_idx').on(t.itemId)],
);

/**
 * A search a user keeps (issue 26 §5) with browse's filters. New items matching it (created after `checkedUntil`) are
 * sent at most once a day by e-mail; `unsubscribeToken` lets the e-mail's link delete it without logging in.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    q: text().notNull().default(''),
    categoryId: integer().references(() => categories.id),
    location: text(),
    district: text(),
    start: date({ mode: 'string' }),
    end: date({ mode: 'string' }),
    unsubscribeToken: text().notNull(),
    /** Items created up to this moment have been considered; the next e-mail names only newer ones. */
    checkedUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_checked_idx').on(t.checkedUntil),
    uniqueIndex('saved_searches_unsubscribe_token_idx').on(t.unsubscribeToken),
    index('saved_searches_dates_idx')
      .on(t.end)
      .where(sql`${t.end} is not null`),
  ],
);
