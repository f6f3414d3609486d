import { startInstant } from './refunds';

/** A confirmed rental must be paid within this many hours of its acceptance, or before its start if that is sooner. */
export const PAYMENT_DEADLINE_HOURS = 24;
/**
 * However late the acceptance (the evening before the start, or on the start day itself), the renter keeps at least
 * this many hours to pay: "before its start" cannot mean a deadline already past.
 */
export const PAYMENT_MIN_WINDOW_HOURS = 2;
/** The renter is reminded this many hours before the deadline (at once when the window is shorter). */
export const PAYMENT_REMINDER_HOURS = 6;

const H = 3_600_000;

/**
 * When an unpaid confirmed rental is cancelled by the system (reason unpaid, issue 12 §1): 24 h after its acceptance
 * or at its start (00:00 in Poland), whichever is first, but never sooner than two hours after the acceptance. The
 * SQL of server/process/payment-deadline.ts computes the same.
 */
export function paymentDeadline(acceptedAt: Date, startDate: string): Date {
  const accepted = acceptedAt.getTime();
  const byRule = Math.min(accepted + PAYMENT_DEADLINE_HOURS * H, startInstant(startDate).getTime());
  return new Date(Math.max(byRule, accepted + PAYMENT_MIN_WINDOW_HOURS * H));
}
