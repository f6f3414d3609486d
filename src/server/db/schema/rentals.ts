import { sql } from 'drizzle-orm';
import {
  bigint,
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
import {
  PAYMENT_STATUSES,
  RENTAL_ACTORS,
  RENTAL_HISTORY_STEPS,
  RENTAL_STATUS_REASONS,
  RENTAL_STATUSES,
} from '@/shared/domain/rental-status';
import { cancellationTermsEnum, flexibilityEnum, items } from './catalogue';
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
    /**
     * The item's terms as they were when the rental was requested (issue 19 §5): refunds, displays and e-mails use
     * these, so editing the listing later changes nothing for this rental. Price, fee and deposit are copied above.
     */
    cancellationTerms: cancellationTermsEnum().notNull(),
    flexibility: flexibilityEnum().notNull(),
    insuranceRequired: boolean().notNull(),
    /**
     * The handover times (issue 26 §3, "HH:MM", Poland's time): pickup on the first day and return on the last, as the
     * renter proposed them and the owner accepted (or changed on accepting). Null for rentals made before.
     */
    pickupTime: text(),
    returnTime: text(),
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
    // An owner's requests newest first: their lists, and the walk of trust.ts's response time, which reads the most
    // recent 100 without sorting an owner's whole history (issue 22: 35,000 requests took 35 ms a page).
    index('rentals_owner_recent_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The scheduled moves look for these.
    index('rentals_status_start_idx').on(t.status, t.startDate),
    check('rentals_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('rentals_days_match', sql`${t.days} = ${t.endDate} - ${t.startDate} + 1`),
  ],
);

export const rentalHistoryStepEnum = pgEnum('rental_history_step', RENTAL_HISTORY_STEPS);

/**
 * A rental's history (issue 19 §1): every status it reached and when its payment arrived, with the moment and who
 * made the move. Written by the one door (transition.ts) in the move's transaction, and by the payment's arrival.
 */
export const rentalEvents = pgTable(
  'rental_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rentalId: integer()
      .notNull()
      .references(() => rentals.id),
    step: rentalHistoryStepEnum().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    by: rentalActorEnum().notNull(),
    reason: rentalStatusReasonEnum(),
  },
  (t) => [index('rental_events_rental_idx').on(t.rentalId, t.at)],
);
