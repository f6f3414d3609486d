import { BOOKING_FEE_RATE, MAX_PHOTO_BYTES, type Language } from '@/shared/constants/limits';
import { KYC_MAX_FILE_BYTES } from '@/shared/domain/verification';
import { cancellationRefund } from '@/shared/domain/refunds';
import { priceRental, toGrosze, fromGrosze } from '@/shared/domain/pricing';

/**
 * The figures the help texts show that no other shared module holds, and the worked examples computed by the shared
 * rules. The texts interpolate these; the content test checks every number in a text comes from here or a constant.
 */

/** The fee as a percentage (10). */
export const BOOKING_FEE_PERCENT = Math.round(BOOKING_FEE_RATE * 100);
/** A listing photo's size limit in MB as the form states it (5_000_000 bytes: decimal megabytes). */
export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / 1_000_000;
/** An identity document's size limit in MB (10 MiB, as the KYC form states it). */
export const KYC_MAX_FILE_MB = KYC_MAX_FILE_BYTES / (1024 * 1024);

// Stated by the spec and the UI, kept beside their rules; re-exported so that the help's figures come from one module.
export { MODERATE_FLEXIBILITY_MIN_HOURS } from '@/shared/constants/listing';
export { KYC_RETENTION_DAYS_DEFAULT, KYC_REVIEW_HOURS } from '@/shared/domain/verification';

/** The worked example of a total: 3 days of an item at 40 zł a day with a 200 zł deposit. */
export const EXAMPLE_BOOKING = { pricePerDay: 40, damageDeposit: 200, startDate: '2025-06-06', endDate: '2025-06-08' };
export const EXAMPLE_PRICE = priceRental(EXAMPLE_BOOKING);
/** What the renter pays at the checkout: the total plus the deposit. */
export const EXAMPLE_AMOUNT_DUE = fromGrosze(
  toGrosze(EXAMPLE_PRICE.totalPrice) + toGrosze(EXAMPLE_PRICE.damageDeposit),
);

/** The example's refund when the renter cancels within each terms' window (grosze), by the shared refund rule. */
export function exampleRefund(terms: 'strict' | 'standard' | 'flexible') {
  return cancellationRefund({
    subtotal: toGrosze(EXAMPLE_PRICE.subtotal),
    fee: toGrosze(EXAMPLE_PRICE.bookingFee),
    deposit: toGrosze(EXAMPLE_PRICE.damageDeposit),
    terms,
    startDate: EXAMPLE_BOOKING.startDate,
    cancelledBy: 'renter',
    // A week before the start: inside every terms' window.
    now: new Date('2025-05-30T12:00:00Z'),
    paid: true,
  });
}

/** An amount in zł as the help writes it: whole złote without decimals, else a decimal comma in Polish. */
export function zl(amount: string | number, lang: Language): string {
  const grosze = typeof amount === 'number' ? Math.round(amount * 100) : toGrosze(amount);
  const text = grosze % 100 === 0 ? String(grosze / 100) : fromGrosze(grosze);
  return `${lang === 'pl' ? text.replace('.', ',') : text} zł`;
}

/** Grosze as zł text. */
export function zlGrosze(grosze: number, lang: Language): string {
  return zl(fromGrosze(grosze), lang);
}
