import { z } from 'zod';

/** Why the test provider declines: keys of messages.ts `paymentDeclines`, after Stripe's decline codes. */
export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_number',
  'incorrect_cvc',
  'authentication_failed',
  'blik_declined',
  'p24_failed',
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

const EXPIRY = /^(0[1-9]|1[0-2]) ?\/? ?(\d{2}|\d{4})$/;

/** What the test provider's checkout form sends (the contract's `paymentMethod`); formats are 400s, meanings 402s. */
export const testPaymentMethodSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('card'),
    number: z
      .string()
      .regex(/^[\d -]{12,23}$/, 'card number: 12 to 19 digits')
      .refine((n) => /^\d{12,19}$/.test(n.replace(/[ -]/g, '')), 'card number: 12 to 19 digits'),
    // MM/YY as the form sends it; MM/YYYY and MMYY too, as people (and scripts) write it.
    expiry: z.string().regex(EXPIRY, 'expiry: MM/YY'),
    cvc: z.string().regex(/^\d{3,4}$/, 'cvc: 3 or 4 digits'),
  }),
  z.object({
    type: z.literal('blik'),
    // "123 456" is how the banking app shows the code.
    code: z
      .string()
      .transform((c) => c.replace(/[ -]/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, 'BLIK code: 6 digits')),
  }),
  z.object({ type: z.literal('p24'), bank: z.string().trim().min(1, 'bank: required').max(60) }),
]);
export type TestPaymentMethod = z.infer<typeof testPaymentMethodSchema>;

/**
 * How the refunds of a payment end (Stripe's test cards for refunds): absent, they succeed at once; `pending`, they
 * stay pending and succeed later; `fails`, they stay pending and fail later.
 */
export type RefundOutcome = 'pending' | 'fails';

/**
 * What confirming with a method does: done at once (with how its refunds will end, for the cards that say), a further
 * step (3-D Secure, the bank's page), or a decline.
 */
export type MethodOutcome =
  | { kind: 'succeeded'; refunds?: RefundOutcome }
  | { kind: 'requires_action' }
  | { kind: 'declined'; code: DeclineCode };

/** Stripe's test cards (docs.stripe.com/testing) that do something other than succeed. */
const SPECIAL_CARDS: Record<string, MethodOutcome> = {
  '4000000000000002': { kind: 'declined', code: 'card_declined' },
  '4000000000009995': { kind: 'declined', code: 'insufficient_funds' },
  '4000000000000069': { kind: 'declined', code: 'expired_card' },
  '4000000000000127': { kind: 'declined', code: 'incorrect_cvc' },
  '4000002500003155': { kind: 'requires_action' },
  '4000002760003184': { kind: 'requires_action' },
  // The refunds' cards (docs.stripe.com/testing, "Refunds"): the payment succeeds, its refunds end later.
  '4000000000007726': { kind: 'succeeded', refunds: 'pending' },
  // Stripe first answers such a refund succeeded and later fails it (refund.failed); the test provider answers
  // pending, then failed: the same end, without a "succeeded" the app would have to take back.
  '4000000000005126': { kind: 'succeeded', refunds: 'fails' },
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Stripe's test mode in miniature: the special test cards above, any other well-formed card (4242 4242 4242 4242,
 * 5555 5555 5555 4444, ...) succeeds; a BLIK code succeeds unless it is 000000; Przelewy24 always goes to the bank.
 */
export function outcomeOf(method: TestPaymentMethod, now: Date): MethodOutcome {
  if (method.type === 'blik')
    return method.code === '000000' ? { kind: 'declined', code: 'blik_declined' } : { kind: 'succeeded' };
  if (method.type === 'p24') return { kind: 'requires_action' };
  const digits = method.number.replace(/[ -]/g, '');
  if (!luhnValid(digits)) return { kind: 'declined', code: 'incorrect_number' };
  const [, month, year] = EXPIRY.exec(method.expiry)!;
  // A card is valid through the last day of its month (UTC is close enough for a test card).
  const endOfMonth = Date.UTC(year.length === 2 ? 2000 + Number(year) : Number(year), Number(month), 1);
  if (now.getTime() >= endOfMonth) return { kind: 'declined', code: 'expired_card' };
  return SPECIAL_CARDS[digits] ?? { kind: 'succeeded' };
}
