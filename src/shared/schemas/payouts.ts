import { z } from 'zod';
import {
  ibanChecksumValid,
  normalizeIban,
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_STATUSES,
  POLISH_IBAN,
} from '@/shared/domain/payouts';
import { positiveInt4 } from './common';
import { isAdultOn, isCalendarDate, isValidPostalCode } from './kyc';

/** The payout providers: Stripe Connect, or the built-in test provider. */
export const PAYOUT_PROVIDERS = ['stripe', 'test'] as const;

/** GET /api/payouts/account (issue 24 §5): `provider` and `bankLast4` null before anything is set up. */
export const payoutAccountSchema = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  provider: z.enum(PAYOUT_PROVIDERS).nullable(),
  bankLast4: z.string().nullable(),
  /** What the provider still asks for (Stripe's requirement names, e.g. external_account, individual.dob.day). */
  requirements: z.array(z.string()),
  /** Why the account is restricted (Stripe's disabled_reason), else null. */
  restrictedReason: z.string().nullable(),
  /** The user owns an accepted rental and the account is not active: the screens ask them to set it up. */
  setupNeeded: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** POST /api/payouts/account's body: the language of the page the owner comes back to. */
export const payoutAccountLinkBodySchema = z.object({ lang: z.enum(['pl', 'en']).optional() }).optional();

/** POST /api/payouts/account: where to send the owner (Stripe's Account Link, or the test provider's page). */
export const payoutAccountLinkSchema = z.object({ url: z.string() });

const text = (key: string, max = 200) => z.string({ error: key }).trim().min(1, key).max(max, 'validation.tooLong');

/** The fields of the test provider's onboarding page (what Stripe asks of an individual in Poland). */
export const onboardingFieldsSchema = z.object({
  legalName: text('validation.payoutLegalNameRequired', 100),
  dateOfBirth: z
    .string({ error: 'validation.kycDateOfBirthRequired' })
    .trim()
    .min(1, 'validation.kycDateOfBirthRequired')
    .refine(isCalendarDate, 'validation.invalidDate')
    .refine((v) => v >= '1900-01-01', 'validation.invalidDate'),
  address: text('validation.kycAddressRequired'),
  city: text('validation.kycCityRequired', 100),
  postalCode: text('validation.kycPostalCodeRequired', 12).refine(
    (v) => isValidPostalCode(v, 'Polska'),
    'validation.kycPostalCodeInvalid',
  ),
  iban: z
    .string({ error: 'validation.ibanRequired' })
    .transform(normalizeIban)
    .pipe(
      z
        .string()
        .min(1, 'validation.ibanRequired')
        .regex(POLISH_IBAN, 'validation.ibanPolish')
        .refine(ibanChecksumValid, 'validation.ibanChecksum'),
    ),
});

/** The onboarding form with the age rule for `today` (YYYY-MM-DD in Poland): the page and the server. */
export function onboardingFormSchema(today: string) {
  return onboardingFieldsSchema.superRefine((v, ctx) => {
    if (v.dateOfBirth > today) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'validation.kycDateOfBirthFuture' });
    } else if (!isAdultOn(v.dateOfBirth, today)) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'validation.payoutAdultOnly' });
    }
  });
}
export type OnboardingFieldsInput = z.input<typeof onboardingFieldsSchema>;

/** POST /api/payments/test-provider/onboarding: the fields and the `url` the onboarding link sent the owner to. */
export function onboardingBodySchema(today: string) {
  return onboardingFormSchema(today).and(z.object({ url: z.string().min(1).max(2000) }));
}
/** Its answer: the account's new state, and where the owner goes back to (the link's return URL). */
export const onboardingAnswerSchema = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  returnUrl: z.string(),
});

/** One payout as GET /api/payouts lists it; amounts in zł with two decimals. */
export const payoutSchema = z.object({
  id: z.number().int(),
  rentalId: z.number().int(),
  amount: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When it is (or was) released: the end of the window after the return; null before the return. */
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  itemId: z.number().int(),
  itemName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.array(payoutSchema);

/** GET /api/earnings (issue 24 §5): zł with two decimals; months YYYY-MM (Poland), the last 12, oldest first. */
export const earningsSchema = z.object({
  upcoming: z.string(),
  waiting: z.string(),
  paidOut: z.string(),
  byMonth: z.array(z.object({ month: z.string(), amount: z.string() })),
  byItem: z.array(
    z.object({
      itemId: z.number().int(),
      name: z.string(),
      rentals: z.number().int(),
      days: z.number().int(),
      amount: z.string(),
    }),
  ),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** POST /api/admin/rentals/{id}/refund: an amount in zł (a number or a text like "12.50"), a reason. */
export const adminRefundBodySchema = z.object({
  amount: z.coerce
    .number({ error: 'validation.invalidAmount' })
    .positive('validation.invalidAmount')
    .max(1_000_000, 'validation.amountRange')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'validation.invalidAmount'),
  reason: text('validation.refundReasonRequired', 500),
});
export const adminRefundAnswerSchema = z.object({
  refundId: z.number().int(),
  amount: z.string(),
  status: z.enum(['pending', 'processing', 'succeeded', 'failed']),
  /** The rental's payout after the refund, when it has one. */
  payout: z.object({ id: z.number().int(), amount: z.string(), status: z.enum(PAYOUT_STATUSES) }).nullable(),
});

/** The admin's lists of money that did not get through (issue 24 §2, §4): payouts and refunds failed for good. */
export const failedMoneySchema = z.object({
  payouts: z.array(
    z.object({
      id: z.number().int(),
      rentalId: z.number().int(),
      ownerId: z.number().int(),
      amount: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      rentalId: z.number().int(),
      amount: z.string(),
      reason: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type FailedMoney = z.infer<typeof failedMoneySchema>;
export const rentalIdParamsSchema = z.object({ id: positiveInt4() });
