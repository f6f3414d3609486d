import { BOOKING_LIMITS } from '@/shared/constants/listing';
import { addDays, displayDateOf, todayIso } from '@/shared/domain/dates';
import { priceRental } from '@/shared/domain/pricing';
import { brokenRule } from '@/shared/domain/calendar';
import { checkedHandoverTimes } from './handover-times';
import type { createRentalSchema } from '@/shared/schemas/rentals';
import type { z } from 'zod';
import type { DbOrTx } from '@/server/db/client';
import type { RentalProcess } from '@/server/effects/rental-process';
import type { Effects } from '@/server/effects/unit-of-work';
import { AppError } from '@/server/lib/errors';
import type { UserRow } from '@/server/features/auth/public';
import { findItem, firstBlockedOverlap } from '@/server/features/items/public';
import { booksInstantly, confirmInstantly } from './instant-booking';
import { firstBlockingOverlap, hasOwnOverlap, lockItem, type RentalRow } from './queries';

type CreateRental = z.output<typeof createRentalSchema>;

/** 'YYYY-MM-DD' as the interface shows dates (spec 01 §9: dd/MM/yyyy), for messages. */
export const displayDate = displayDateOf;

/**
 * A booking request: a pending, unpaid rental. The renter is the signed-in user, the owner the item's; days,
 * amounts and the deposit are computed here from the item and the dates (priceRental), never taken from the client.
 * The checks go from the request itself to the state of the item: dates, the item, its owner, availability,
 * insurance, the rentals that already hold some of the days, and last the renter's own live requests for them.
 */
export async function createRental(
  db: DbOrTx,
  fx: Effects,
  process: RentalProcess,
  renter: UserRow,
  input: CreateRental,
  now: Date,
): Promise<RentalRow> {
  const today = todayIso(now);
  if (input.startDate < today) throw new AppError('PAST_DATES', { startDate: 'errors.PAST_DATES' });
  if (input.startDate > addDays(today, BOOKING_LIMITS.maxDaysAhead))
    throw new AppError('VALIDATION_FAILED', { startDate: 'validation.startTooFar' });

  const item = await findItem(db, input.itemId);
  if (!item) throw new AppError('NOT_FOUND');
  // An instant listing's requests take turns (its row lock, as an owner's accepts do): the second of two for the same
  // days sees the first one's booking among the checks below.
  if (item.instantBooking) await lockItem(db, item.id);
  if (item.ownerId === renter.id) throw new AppError('OWN_ITEM');
  if (!item.available) throw new AppError('ITEM_UNAVAILABLE');
  if (item.insuranceRequired && !input.insuranceAccepted)
    throw new AppError('INSURANCE_REQUIRED', { insuranceAccepted: 'errors.INSURANCE_REQUIRED' });

  const booked = await firstBlockingOverlap(db, item.id, input.startDate, input.endDate);
  if (booked)
    throw new AppError('BOOKING_CONFLICT', undefined, {
      startDate: displayDate(booked.startDate),
      endDate: displayDate(booked.endDate),
    });
  // The owner's rules (issue 26 §1): rental length and notice, each with its own code and message.
  const rule = brokenRule(item, input.startDate, input.endDate, today);
  if (rule)
    throw new AppError(rule, undefined, {
      minDays: item.minDays,
      maxDays: item.maxDays,
      noticeDays: item.noticeDays,
    });
  // Days the owner keeps to themselves (issue 26 §1), or an imported calendar's.
  const blocked = await firstBlockedOverlap(db, item.id, input.startDate, input.endDate);
  if (blocked)
    throw new AppError('BLOCKED', undefined, {
      startDate: displayDate(blocked.startDate),
      endDate: displayDate(blocked.endDate),
    });
  // A second click, or the same request again: the owner would get duplicates to decline.
  if (await hasOwnOverlap(db, item.id, renter.id, input.startDate, input.endDate))
    throw new AppError('DUPLICATE_REQUEST');

  // Handover times by the item's flexibility (issue 26 §3), before anything may confirm the request.
  const times = checkedHandoverTimes(item, input);

  const price = priceRental({
    pricePerDay: item.pricePerDay,
    damageDeposit: item.damageDeposit,
    startDate: input.startDate,
    endDate: input.endDate,
  });
  // Instant booking (issue 26 §2), decided once every check above has passed: the system accepts the request at once.
  const instant = await booksInstantly(db, item, renter.id);
  // The request comes into being through the process table (RENTAL_REQUEST): pending, and its owner told (or, booked
  // instantly, told by the acceptance).
  const values = {
    // Its 48 hours to expiry count from the app's clock (lib/clock.ts), as every rule's "now" does.
    createdAt: now,
    itemId: item.id,
    renterId: renter.id,
    ownerId: item.ownerId,
    startDate: input.startDate,
    endDate: input.endDate,
    days: price.days,
    pricePerDay: price.pricePerDay,
    subtotal: price.subtotal,
    bookingFee: price.bookingFee,
    totalPrice: price.totalPrice,
    damageDeposit: price.damageDeposit,
    insuranceAccepted: input.insuranceAccepted,
    // The terms its money depends on, fixed at the request (issue 19 §5): later edits of the item change nothing here.
    cancellationTerms: item.cancellationTerms,
    flexibility: item.flexibility,
    insuranceRequired: item.insuranceRequired,
    pickupTime: times.pickupTime,
    returnTime: times.returnTime,
  };
  const request = await process.request(db, fx, values, instant ? 'instant' : null);
  return instant ? confirmInstantly(db, fx, process, request, now) : request;
}
