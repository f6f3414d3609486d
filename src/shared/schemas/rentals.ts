import { z } from 'zod';
import { depositViewShape } from './damage';
import { PAYOUT_STATUSES } from '@/shared/domain/payouts';
import { BOOKING_LIMITS, CANCELLATION_TERMS, FLEXIBILITY } from '@/shared/constants/listing';
import { dayOfDateOrTimestamp, daysBetween } from '@/shared/domain/dates';
import { HANDOVER_TIME_PATTERN } from '@/shared/domain/handover-times';
import { positiveInt4 } from './common';
import { PAYMENT_METHOD_TYPES } from './payments';
import {
  PAYMENT_STATUSES,
  RENTAL_ACTORS,
  RENTAL_HISTORY_STEPS,
  RENTAL_STATUS_REASONS,
  RENTAL_STATUSES,
  RENTAL_TRANSITIONS,
  type RentalAction,
} from '@/shared/domain/rental-status';

/**
 * 'YYYY-MM-DD', or a valid ISO timestamp (the spec's client sends ISO strings), as the day it means
 * (dayOfDateOrTimestamp); anything else, '2027-09-18garbage' or '…T25:99:00Z' included, is refused.
 */
export const rentalDate = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .transform((s, ctx) => {
      const day = dayOfDateOrTimestamp(s);
      if (day === null) ctx.addIssue({ code: 'custom', message: key });
      return day ?? '';
    });

/** A pickup or return time, "HH:MM" on a 24-hour clock, Poland's time (issue 26 §3). */
export const handoverTime = () =>
  z.string({ error: 'validation.timeInvalid' }).trim().regex(HANDOVER_TIME_PATTERN, 'validation.timeInvalid');

/**
 * POST /api/rentals (spec 01 §7). The renter comes from the session; days, amounts and the deposit are computed on
 * the server from the item and the dates: totalPrice, bookingFee, damageDeposit, ownerId and renterId sent by a
 * client are ignored. The end may not precede the start, and a rental lasts at most BOOKING_LIMITS.maxDays days
 * (both ends included); past starts and starts too far ahead depend on today, so the server checks those.
 */
export const createRentalSchema = z
  .object({
    itemId: positiveInt4(),
    startDate: rentalDate('validation.selectBothDates'),
    endDate: rentalDate('validation.selectBothDates'),
    insuranceAccepted: z.boolean().optional().default(false),
    // Handover times (issue 26 §3): optional, the item's handover hours when left out; the item's rule is the server's.
    pickupTime: handoverTime().optional(),
    returnTime: handoverTime().optional(),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'validation.endBeforeStart' })
  .refine((v) => v.endDate < v.startDate || daysBetween(v.startDate, v.endDate) + 1 <= BOOKING_LIMITS.maxDays, {
    path: ['endDate'],
    message: 'validation.rentalTooLong',
  });
export type CreateRentalInput = z.input<typeof createRentalSchema>;

export const rentalSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  renterId: z.number(),
  ownerId: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  /** The daily price as it was at the request (the item's may have changed since). */
  pricePerDay: z.string(),
  subtotal: z.string(),
  bookingFee: z.string(),
  totalPrice: z.string(),
  damageDeposit: z.string(),
  insuranceAccepted: z.boolean(),
  status: z.enum(RENTAL_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentIntentId: z.string().nullable(),
  createdAt: z.string(),
  /** What checkout charges: totalPrice plus damageDeposit, zł with two decimals (issue 19 §8). */
  amountDue: z.string(),
  /** The owner's share: the rental price without the platform's booking fee, zł. */
  ownerEarnings: z.string(),
  /** The rental's own copies of the item's terms, fixed at the request (issue 19 §5). */
  cancellationTerms: z.enum(CANCELLATION_TERMS),
  flexibility: z.enum(FLEXIBILITY),
  insuranceRequired: z.boolean(),
  /**
   * Handover times (issue 26 §3, "HH:MM", Poland's time): pickup on the first day, return on the last, as proposed
   * and then as the owner accepted them; null for rentals made before there were times.
   */
  pickupTime: z.string().nullable(),
  returnTime: z.string().nullable(),
});
export type Rental = z.infer<typeof rentalSchema>;

/** GET /api/items/{id}/unavailable-dates (spec 01 §3 shape). */
export const unavailableDatesSchema = z.object({
  unavailableDates: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
});

/**
 * A party of a rental as the other party and the rental views see it: public fields only (the booking page's
 * person card: photo, rating with its count, verified badge, member since).
 */
export const rentalPartySchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  profilePhotoUrl: z.string().nullable(),
  averageRating: z.string(),
  reviewCount: z.number(),
  /** An approved identity check on record; a verified phone is `phoneVerified`, shown apart. */
  isVerified: z.boolean(),
  phoneVerified: z.boolean(),
  memberSince: z.string(),
});

/** One step of a rental's history: a status it reached, or `paid`; when, and who made it (issue 19 §8). */
export const rentalHistoryEntrySchema = z.object({
  status: z.enum(RENTAL_HISTORY_STEPS),
  at: z.string(),
  by: z.enum(RENTAL_ACTORS),
});
export type RentalHistoryEntry = z.infer<typeof rentalHistoryEntrySchema>;

/** The item of a rental, as its views embed it (also when the listing was deleted since: `deleted`). */
export const rentalItemSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  imageUrls: z.array(z.string()),
  location: z.string(),
  district: z.string().nullable(),
  pricePerDay: z.string(),
  /** The owner's handover hours and step as the item has them now (issue 26 §3: the accept form's choices). */
  handoverFrom: z.string(),
  handoverTo: z.string(),
  handoverStepMinutes: z.number().int(),
  deleted: z.boolean(),
});

/**
 * GET /api/rentals/incoming | outgoing | user | {id}, and the answer of every move (accept, decline, cancel,
 * complete): the rental with its item, renter and owner embedded (spec 02 §3 "read views embed item, renter and
 * owner"), the last move, and `actions`: what the caller may do to it now (the buttons to show).
 */
export const rentalViewSchema = rentalSchema.extend({
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.enum(RENTAL_ACTORS).nullable(),
  statusReason: z.enum(RENTAL_STATUS_REASONS).nullable(),
  item: rentalItemSummarySchema,
  renter: rentalPartySchema,
  owner: rentalPartySchema,
  actions: z.array(z.enum(Object.keys(RENTAL_TRANSITIONS) as [RentalAction, ...RentalAction[]])),
  /** What the renter has paid (total price and deposit) and what has come back so far, zł with two decimals. */
  amountPaid: z.string(),
  refundedAmount: z.string(),
  /** How it was paid (card, blik, p24), null before a payment. */
  paymentMethod: z.enum(PAYMENT_METHOD_TYPES).nullable(),
  /** When the payment arrived (the receipt's time), null before. */
  paidAt: z.string().nullable(),
  /** While confirmed and unpaid: when it must be paid by, else null (ISO time). */
  paymentDeadline: z.string().nullable(),
  /** Every step so far, oldest first. */
  history: z.array(rentalHistoryEntrySchema),
  /**
   * The other party's e-mail and phone, once the rental is paid and not cancelled (until then the parties talk
   * through messages); null otherwise.
   */
  contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  /** The damage deposit's state (issue 25 §6): held, released or claimed (`depositClaimed` zł). */
  ...depositViewShape,
  /**
   * To the owner only (null for the renter, and before a payment): their payout for this rental as it stands, with a
   * damage claim's part in it (issue 25), its status and when it is released.
   */
  payout: z.object({ amount: z.string(), status: z.enum(PAYOUT_STATUSES), dueAt: z.string().nullable() }).nullable(),
});
export type RentalView = z.infer<typeof rentalViewSchema>;

/**
 * The owner's agreed handover times on accepting (issue 26 §3): both optional, each replacing the proposal's; the
 * item's rule checks them. PUT /api/rentals/{id}/accept takes them as its (optional) body.
 */
const agreedTimesShape = { pickupTime: handoverTime().optional(), returnTime: handoverTime().optional() };
export const acceptRentalBodySchema = z.object(agreedTimesShape);
export type AcceptRentalBody = z.input<typeof acceptRentalBodySchema>;

/** PATCH /api/rentals/{rentalId}/status (spec 02 §7): the owner's answer to a request (with agreed times, issue 26 §3). */
export const rentalStatusBodySchema = z.object({
  status: z.enum(['confirmed', 'declined'], { error: 'validation.invalidValue' }),
  ...agreedTimesShape,
});

/** A page of a rental list on the rentals page. */
export const RENTALS_PAGE_SIZE = 10;
/** The most rentals one page may ask for. */
export const RENTALS_MAX_LIMIT = 100;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /api/rentals/incoming | outgoing | user: every parameter optional. Without `limit` the whole list, as the
 * spec's calls get it; with it, page `page` (from 1). `status`: one status or several, comma-separated. The total of
 * the (filtered) list comes in X-Total-Count.
 */
export const rentalListQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(RENTALS_MAX_LIMIT).optional()),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : [...new Set(v.split(','))]) : v),
    z
      .array(z.enum(RENTAL_STATUSES, { error: 'validation.invalidValue' }))
      .min(1)
      .max(RENTAL_STATUSES.length)
      .optional(),
  ),
});
export type RentalListQuery = z.output<typeof rentalListQuerySchema>;

const n = z.number().int();
/** The rentals of one side per status, and all of them. */
const statusCountsSchema = z.object({
  total: n,
  pending: n,
  confirmed: n,
  declined: n,
  active: n,
  completed: n,
  cancelled: n,
});

/**
 * GET /api/rentals/counts: my rentals per status, as the owner (incoming) and as the renter (outgoing), for the tabs;
 * and `toDo`, what waits for me (issue 19 §2): requests to answer, rentals to pay, returns to confirm. The reviews to
 * write are GET /api/reviews/pending's.
 */
export const rentalCountsSchema = z.object({
  incoming: statusCountsSchema,
  outgoing: statusCountsSchema,
  toDo: z.object({ respond: n, pay: n, confirmReturn: n }),
});
export type RentalCounts = z.infer<typeof rentalCountsSchema>;
