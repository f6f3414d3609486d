import { MARKET_TIME_ZONE } from '@/shared/domain/dates';
import { paymentDeadline } from '@/shared/domain/payment-deadline';
import type { RentalView } from '@/shared/schemas/rentals';

const WARSAW = new Intl.DateTimeFormat('en-GB', {
  timeZone: MARKET_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Poland's wall clock, dd/MM/yyyy HH:mm (spec 01 §9 dates, in both languages). */
export function warsawDateTime(instant: Date): string {
  const part = (type: string) => WARSAW.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * When a confirmed, unpaid rental must be paid by (the shared rule the server's deadline job applies), counted from
 * its acceptance: the last status change of a confirmed rental. Null for any other rental.
 */
export function paymentDueAt(rental: Pick<RentalView, 'status' | 'paymentStatus' | 'statusChangedAt' | 'startDate'>) {
  if (rental.status !== 'confirmed' || rental.paymentStatus !== 'unpaid' || !rental.statusChangedAt) return null;
  const accepted = new Date(rental.statusChangedAt);
  return Number.isNaN(accepted.getTime()) ? null : paymentDeadline(accepted, rental.startDate.slice(0, 10));
}
