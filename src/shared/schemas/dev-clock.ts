import { z } from 'zod';
import { parseIsoDuration } from '@/shared/domain/iso-duration';

/**
 * POST /api/dev/clock (development only): move the app's clock forward by an ISO 8601 duration (`PT49H`) or to an
 * ISO 8601 date-time with its offset (`2026-12-01T10:00:00+01:00`); exactly one of the two.
 */
export const advanceDevClockSchema = z
  .object({
    advanceBy: z
      .string({ error: 'validation.devClockDuration' })
      .refine((s) => parseIsoDuration(s) !== null, 'validation.devClockDuration')
      .optional(),
    at: z.iso.datetime({ offset: true, error: 'validation.devClockDateTime' }).optional(),
  })
  .refine((b) => (b.advanceBy === undefined) !== (b.at === undefined), 'validation.devClockOneOf');
export type AdvanceDevClock = z.infer<typeof advanceDevClockSchema>;

export const devClockSchema = z.object({ now: z.iso.datetime() });
