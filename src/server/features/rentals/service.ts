import { BOOKING_LIMITS } from '@/shared/constants/listing';
import { addDays, displayDateOf, todayIso } from '@/shared/domain/dates';
import { priceRental } from '@/shared/domain/pricing';
import { brokenRule } from '@/shared/domain/calendar';
import type { createRentalSchema } from '@/shared/schemas/rentals';
import type { z } from 'zod';
import type { DbOrTx } from '@/server/db/client';
import type { RentalProcess } from '@/server/effects/rental-process';
import type { Effects } from '@/server/effects/unit-of-work';
import { AppError } from '@/server/lib/errors';
import type { UserRow } from '@/server/features/auth/public';
import { findItem, firstBlockedOverlap } from '@/server/features/items/public';
import { firstBlockingOverlap, hasOwnOverlap, type RentalRow } from './queries';

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

  const price = priceRental({
    pricePerDay: item.pricePerDay,
    damageDeposit: item.damageDeposit,
    startDate: input.startDate,
    endDate: input.endDate,
  });
  // The request comes into being through the process table (RENTAL_REQUEST): pending, and its owner told.
  return process.request(db, fx, {
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
  });
}
