import { z } from 'zod';
import { BLOCKED_NOTE_MAX, MAX_BLOCKED_RANGES } from '@/shared/domain/calendar';
import { rentalDate } from './rentals';

/** One range of days an owner keeps the item (both days included), with a note only the owner sees. */
export const blockedRangeSchema = z
  .object({
    startDate: rentalDate('validation.selectBothDates'),
    endDate: rentalDate('validation.selectBothDates'),
    note: z
      .string({ error: 'validation.invalidValue' })
      .trim()
      .max(BLOCKED_NOTE_MAX, 'validation.tooLong')
      .nullish()
      .transform((v) => v ?? ''),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'validation.endBeforeStart' });
export type BlockedRangeInput = z.input<typeof blockedRangeSchema>;

/**
 * PUT /api/items/{id}/blocked-dates (issue 26 §1, the owner): the whole set of blocked ranges the owner keeps from
 * today on (what is not listed is unblocked); at most MAX_BLOCKED_RANGES.
 */
export const blockedDatesBodySchema = z.object({
  blockedDates: z
    .array(blockedRangeSchema, { error: 'validation.invalidValue' })
    .max(MAX_BLOCKED_RANGES, 'validation.tooManyBlockedRanges'),
});
export type BlockedDatesBody = z.input<typeof blockedDatesBodySchema>;

/**
 * GET /api/items/{id}/blocked-dates, and PUT's answer: the owner's blocked ranges that have not ended, in date order;
 * `importedDates` the ones the item's imported calendar blocks (read-only: a PUT leaves them to the import).
 */
export const blockedDatesSchema = z.object({
  blockedDates: z.array(z.object({ startDate: z.string(), endDate: z.string(), note: z.string() })),
  importedDates: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
});
export type BlockedDates = z.infer<typeof blockedDatesSchema>;

/** POST /api/items/{id}/calendar-token: the feed's new address (the old one stops answering). */
export const calendarTokenAnswerSchema = z.object({ icalUrl: z.string() });
