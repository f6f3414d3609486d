import { BOOKING_FEE_RATE } from '@/shared/constants/limits';
import { daysBetween } from './dates';

/** Amounts are computed in grosze (integers) and shown as 'zł' strings with two decimals, as the API sends them. */
export function toGrosze(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

export function fromGrosze(grosze: number): string {
  return (grosze / 100).toFixed(2);
}

export interface PriceBreakdown {
  /** Days including both the start and the end day. */
  days: number;
  pricePerDay: string;
  subtotal: string;
  /** The platform's 10% of the subtotal. */
  bookingFee: string;
  /** subtotal + bookingFee (spec 01 §9); the deposit is held separately. */
  totalPrice: string;
  damageDeposit: string;
}

/** The one price computation, used by the booking panel for display and by the server as the authority. */
export function priceRental(input: {
  pricePerDay: string | number;
  damageDeposit?: string | number;
  startDate: string;
  endDate: string;
}): PriceBreakdown {
  const days = daysBetween(input.startDate, input.endDate) + 1;
  if (!Number.isInteger(days) || days < 1) throw new RangeError('The end date precedes the start date');
  const perDay = toGrosze(input.pricePerDay);
  const subtotal = perDay * days;
  const fee = Math.round(subtotal * BOOKING_FEE_RATE);
  return {
    days,
    pricePerDay: fromGrosze(perDay),
    subtotal: fromGrosze(subtotal),
    bookingFee: fromGrosze(fee),
    totalPrice: fromGrosze(subtotal + fee),
    damageDeposit: fromGrosze(toGrosze(input.damageDeposit ?? 0)),
  };
}
