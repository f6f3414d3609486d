import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, RENTAL_ACTORS, RENTAL_STATUS_REASONS, RENTAL_STATUSES } from '@/shared/domain/rental-status';
import { items } from './catalogue';
import { users } from './users';

export const rentalStatusEnum = pgEnum('rental_status', RENTAL_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const rentalActorEnum = pgEnum('rental_actor', RENTAL_ACTORS);
export const rentalStatusReasonEnum = pgEnum('rental_status_reason', RENTAL_STATUS_REASONS);

const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

export const rentals = pgTable(
  'rentals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => items.id),
    renterId: integer()
      .notNull()
      .references(() => users.id),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    /** Both days included. */
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    days: integer().notNull(),
    pricePerDay: numeric({ precision: 10, scale: 2 }).notNull(),
    subtotal: numeric({ precision: 10, scale: 2 }).notNull(),
    bookingFee: numeric({ precision: 10, scale: 2 }).notNull(),
    totalPrice: numeric({ precision: 10, scale: 2 }).notNull(),
    damageDeposit: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    insuranceAccepted: boolean().notNull().default(false),
    status: rentalStatusEnum().notNull().default('pending'),
    paymentStatus: paymentStatusEnum().notNull().default('unpaid'),
    paymentIntentId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last move of the booking process (shared/domain/rental-status.ts): when, by whom, and why if the system. */
    statusChangedAt: timestamp({ withTimezone: true }),
    statusChangedBy: rentalActorEnum(),
    statusReason: rentalStatusReasonEnum(),
    /** The inclusive day range, for the overlap constraint and availability queries. */
    period: daterange()
      .notNull()
      .generatedAlwaysAs(sql`daterange(start_date, end_date, '[]')`),
  },
  (t) => [
    index('rentals_item_idx').on(t.itemId),
    index('rentals_renter_idx').on(t.renterId),
    index('rentals_owner_idx').on(t.ownerId),
    // The scheduled moves look for these.
    index('rentals_status_start_idx').on(t.status, t.startDate),
    check('rentals_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('rentals_days_match', sql`${t.days} = ${t.endDate} - ${t.startDate} + 1`),
  ],
);
