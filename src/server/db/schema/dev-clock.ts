import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The development clock's one row (features/dev-clock/dev-clock.ts, docs/decisions/0054): how far the app's time runs ahead of the
 * wall clock, shared by every app process and the job runner and kept across restarts. Never used in production.
 */
export const devClock = pgTable(
  'dev_clock',
  {
    id: smallint().primaryKey().default(1),
    /** Milliseconds ahead of the wall clock; it only grows (the clock never goes back). */
    offsetMs: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('dev_clock_one_row', sql`${t.id} = 1`)],
);
