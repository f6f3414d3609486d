import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { items } from './catalogue';

const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

/**
 * Days an owner keeps an item to themselves (issue 26 §1): single days or ranges with an optional note only the owner
 * sees; `source` is `owner` (the calendar) or `ical` (an imported external calendar). They join the rentals' days in
 * items.blocked_days (the search's date filter, migration 0031's trigger) and the item's unavailable dates.
 */
export const itemBlockedDates = pgTable(
  'item_blocked_dates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    note: text().notNull().default(''),
    source: text().notNull().default('owner'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    period: daterange()
      .notNull()
      .generatedAlwaysAs(sql`daterange(start_date, end_date, '[]')`),
  },
  (t) => [
    index('item_blocked_dates_item_idx').on(t.itemId, t.startDate),
    check('item_blocked_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('item_blocked_dates_source', sql`${t.source} IN ('owner', 'ical')`),
  ],
);
