import { CANCELLATION_POLICY, type CancellationTerms } from '@/shared/constants/listing';
import { MARKET_TIME_ZONE } from './dates';

/** Which rule of spec 01 §9 decided a refund: the terms' window was met, missed, or the renter was not the canceller. */
export type RefundRule = 'full_by_owner_or_system' | 'within_terms' | 'outside_terms' | 'nothing_paid';

export interface RefundAmounts {
  /** Everything in grosze. */
  refund: number;
  rentalPart: number;
  fee: number;
  deposit: number;
  rule: RefundRule;
}

/** Milliseconds the zone is ahead of UTC at the instant (Europe/Warsaw: one hour in winter, two in summer). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a rental starts: 00:00 of its start date in Poland. Midnight is never skipped nor repeated by Poland's
 * clock changes (they happen at 02:00 and 03:00), so one offset correction finds it.
 */
export function startInstant(startDate: string, timeZone = MARKET_TIME_ZONE): Date {
  const utcMidnight = Date.parse(`${startDate}T00:00:00Z`);
  const guess = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  return new Date(utcMidnight - zoneOffsetMs(guess, timeZone));
}

/**
 * What a cancellation gives back, by the item's cancellation terms at the cancellation moment (spec 01 §9, issue 12):
 * the renter cancelling gets the terms' share of the rental price when at least the terms' hours remain before the
 * start (a 100% share returns the booking fee too, a partial one does not), nothing of it later; the deposit always
 * comes back. The owner or the system cancelling refunds everything. Nothing comes back of what was never paid.
 */
export function cancellationRefund(input: {
  /** Grosze: the rental price (subtotal), the booking fee, the damage deposit, as paid. */
  subtotal: number;
  fee: number;
  deposit: number;
  terms: CancellationTerms;
  startDate: string;
  cancelledBy: 'renter' | 'owner' | 'system' | 'admin';
  now: Date;
  paid: boolean;
}): RefundAmounts {
  const { subtotal, fee, deposit } = input;
  if (!input.paid) return { refund: 0, rentalPart: 0, fee: 0, deposit: 0, rule: 'nothing_paid' };
  if (input.cancelledBy !== 'renter') {
    return { refund: subtotal + fee + deposit, rentalPart: subtotal, fee, deposit, rule: 'full_by_owner_or_system' };
  }
  const policy = CANCELLATION_POLICY[input.terms];
  const msBefore = startInstant(input.startDate).getTime() - input.now.getTime();
  if (msBefore < policy.hoursBefore * 3_600_000) {
    return { refund: deposit, rentalPart: 0, fee: 0, deposit, rule: 'outside_terms' };
  }
  const full = policy.refundPercent >= 100;
  // Half a grosz goes to the renter.
  const rentalPart = full ? subtotal : Math.ceil((subtotal * policy.refundPercent) / 100);
  const feePart = full ? fee : 0;
  return { refund: rentalPart + feePart + deposit, rentalPart, fee: feePart, deposit, rule: 'within_terms' };
}
