import { DEPOSIT_RELEASE_HOURS } from './rental-status';

/**
 * The owner's payout of one rental (issue 24): its share of the rental price, sent to the owner's payout account after
 * the release window, in the `payouts` ledger (one row per rental).
 * - upcoming: the rental is paid and not yet released (not completed, or in the window after it);
 * - due: released, waiting to be sent (the owner's account is not active yet, or the send is under way or retried);
 * - sent: the transfer reached the owner's payout account, on its way to their bank;
 * - paid: the provider paid the account out to the owner's bank;
 * - failed: the transfer failed every try (or was refused for good): listed for the admin, who may retry it;
 * - reversed: a refund after the transfer took the owner's part of it back (`amount` is what stays with the owner).
 */
export const PAYOUT_STATUSES = ['upcoming', 'due', 'sent', 'paid', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The statuses of a payout whose money has reached the owner's account (a refund then reverses a transfer). */
export const TRANSFERRED_PAYOUT_STATUSES = ['sent', 'paid', 'reversed'] as const satisfies readonly PayoutStatus[];

/**
 * Hours after a rental's completion (or a paid rental's cancellation that leaves the owner part of the price) its
 * payout is released: the deposit's clock, so that a damage claim (issue 25) can hold both.
 */
export const PAYOUT_RELEASE_HOURS = DEPOSIT_RELEASE_HOURS;

/** After this many failed tries at the provider a payout stays `failed`, with its last error, for the admin. */
export const MAX_PAYOUT_ATTEMPTS = 8;

/**
 * The state of a user's payout account, as GET /api/payouts/account answers:
 * - none: never set up; details_needed: created, the provider still asks for something (onboarding not finished);
 * - pending: everything given, the provider is verifying it; active: transfers and payouts to the bank work;
 * - restricted: the provider stopped transfers or payouts (the reason says why).
 */
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'details_needed', 'pending', 'active', 'restricted'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** What the provider says of a connected account (Stripe's Account object, or the test provider's copy of it). */
export interface PayoutAccountSnapshot {
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  /** Stripe's capabilities.transfers: active, inactive, pending. */
  transfersActive: boolean;
  /** requirements.currently_due (and past_due), Stripe's field names. */
  requirementsDue: readonly string[];
  /** requirements.disabled_reason: null while nothing stops the account. */
  disabledReason: string | null;
}

/**
 * The account's state from the provider's view (tested in payouts.test.ts): active once transfers and payouts work;
 * restricted when the provider stopped it for a reason other than waiting for the owner's details or its own review;
 * details_needed while the owner has not finished; pending while the provider verifies what was given.
 */
export function payoutAccountStatus(a: PayoutAccountSnapshot): Exclude<PayoutAccountStatus, 'none'> {
  if (a.payoutsEnabled && a.transfersActive && a.requirementsDue.length === 0) return 'active';
  const reason = a.disabledReason;
  const waitingForOwner =
    reason === null || reason === 'requirements.past_due' || reason === 'requirements.currently_due';
  if (reason !== null && reason !== 'requirements.pending_verification' && !(waitingForOwner && !a.detailsSubmitted))
    return 'restricted';
  if (!a.detailsSubmitted || a.requirementsDue.length > 0) return 'details_needed';
  return 'pending';
}

/**
 * The owner's share of one rental, in grosze: the rental price (days × daily price, the rental's fixed terms: its
 * subtotal, without the platform's booking fee) less every part of it given back to the renter (the refunds' owner
 * parts: a cancellation's rental part, an admin's goodwill refund). Never below zero.
 */
export function ownerShare(subtotal: number, refundedOwnerParts: number): number {
  return Math.max(0, subtotal - refundedOwnerParts);
}

/** The parts of one refund: what comes off the owner's share, the platform's fee and the deposit (grosze, summing to it). */
export interface RefundParts {
  ownerPart: number;
  feePart: number;
  depositPart: number;
}

/**
 * How an admin's refund of `amount` grosze (goodwill, a dispute) is split over what is left of the payment: first the
 * owner's share (the renter is compensated for the rental), then the platform's fee, then the deposit still held.
 * Throws when the amount exceeds what is left (the route answers 409 before).
 */
export function splitAdminRefund(amount: number, left: { owner: number; fee: number; deposit: number }): RefundParts {
  if (amount > left.owner + left.fee + left.deposit) throw new RangeError('more than is left to refund');
  const ownerPart = Math.min(amount, left.owner);
  const feePart = Math.min(amount - ownerPart, left.fee);
  return { ownerPart, feePart, depositPart: amount - ownerPart - feePart };
}

/**
 * One rental's money, reconciled (issue 24 §3): what the renter paid equals the owner's share, the platform's fee and
 * the deposit, less what came back. `paid` and the refunds are grosze; true when it adds up.
 */
export function reconciles(r: {
  paid: number;
  subtotal: number;
  fee: number;
  deposit: number;
  refunds: readonly RefundParts[];
}): boolean {
  const sum = (k: keyof RefundParts) => r.refunds.reduce((s, x) => s + x[k], 0);
  // No part gives back more than it held.
  const kept = [r.subtotal - sum('ownerPart'), r.fee - sum('feePart'), r.deposit - sum('depositPart')];
  const refunded = sum('ownerPart') + sum('feePart') + sum('depositPart');
  return (
    r.paid === r.subtotal + r.fee + r.deposit &&
    kept.every((k) => k >= 0) &&
    kept[0] === ownerShare(r.subtotal, sum('ownerPart')) &&
    kept[0] + kept[1] + kept[2] === r.paid - refunded
  );
}

/** A Polish IBAN: PL and 26 digits (spaces allowed when typed). */
export const POLISH_IBAN = /^PL\d{26}$/;

/** An IBAN without spaces, upper case. */
export const normalizeIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/** The ISO 13616 check (mod 97 = 1) of an IBAN without spaces. */
export function ibanChecksumValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/**
 * The test provider's failing IBAN (issue 24 §5): a valid checksum and an all-zero account number, shown on its
 * onboarding page; an account given it ends `restricted`, as Stripe's test account number that fails does.
 */
export const TEST_FAILING_IBAN = 'PL34109010140000000000000000';
/** A valid Polish IBAN the onboarding page offers to fill in (a valid checksum, a test account number). */
export const TEST_WORKING_IBAN = 'PL61109010140000071219812874';
