import type { NotificationType } from './notifications';

/** Rental statuses of spec 02 §4. */
export const RENTAL_STATUSES = ['pending', 'confirmed', 'declined', 'active', 'completed', 'cancelled'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** Statuses that hold the item for their dates: no two of these may overlap for one item (a database constraint). */
export const BLOCKING_STATUSES = ['confirmed', 'active', 'completed'] as const satisfies readonly RentalStatus[];

// The payment statuses and their moves live in payment-status.ts; re-exported for the modules that read them here.
export { PAYMENT_STATUSES, type PaymentStatus } from './payment-status';

/**
 * Who moves a rental: its owner, its renter, the app itself (scheduled jobs and the effects of other moves), or an
 * admin (support; no transition names one yet, so an admin is refused everything and sees no buttons).
 */
export const RENTAL_ACTORS = ['owner', 'renter', 'system', 'admin'] as const;
export type RentalActor = (typeof RENTAL_ACTORS)[number];

/**
 * Why the system (or an effect of another move) changed a rental, besides the plain action: a pending request
 * declined because the owner accepted an overlapping one, expired unanswered, or declined because the listing was
 * deleted; a confirmed rental cancelled because it was not paid in time (issue 12); a request accepted by the system at
 * once because its listing takes instant bookings and it fitted the calendar and the rules (issue 26 §2).
 */
export const RENTAL_STATUS_REASONS = ['overlap_accepted', 'expired', 'item_deleted', 'unpaid', 'instant'] as const;
export type RentalStatusReason = (typeof RENTAL_STATUS_REASONS)[number];

/**
 * What a transition causes besides the new status, applied by the process layer on the server (server/process/) in
 * the transition's own transaction, each kind by its handler (a kind without a handler does not compile):
 * - notify: a notice of `type` to the rental's owner, its renter, or the other party of the actor (rentals);
 * - declineOverlapping: the item's other pending requests sharing a day are declined (system, overlap_accepted;
 *   rentals);
 * - refund: a paid rental's refund by the cancellation terms the rental was booked with (shared/domain/refunds.ts;
 *   the owner or the system cancelling refunds everything), written as a pending refund for the provider (decision
 *   0030; payments);
 * - cancelIntent: an open payment intent of a rental that can no longer be paid is cancelled at the provider, written
 *   as a pending intent cancellation and sent like a refund (issue 19 §6, decision 0042; payments);
 * - depositHold: `release` gives the damage deposit back unless something holds it (a damage claim, issue 25), the
 *   effect of the scheduled step RENTAL_SCHEDULED_EFFECTS.releaseDeposit; `place` is the hold taken with the charge;
 * - charge: the renter's payment of the total; no move declares it, the renter pays at the checkout;
 * - payout: the owner's share (issue 24; payments): `askSetup` asks an owner without an active payout account to set
 *   it up (once, on an accept); `schedule` fixes when the payout of a paid rental is released (the window after its
 *   completion or its cancellation) and what it is (the share left after refunds; nothing left, no payout);
 *   `release` makes it due and sends it to the owner's account, unless something holds it (a damage claim, issue 25),
 *   the effect of the scheduled steps RENTAL_SCHEDULED_EFFECTS.releasePayout and releaseCancelledPayout.
 * Adding a kind means: its name in RENTAL_EFFECT_KINDS, its shape here, and its handler in the process layer.
 */
export type RentalEffect =
  | { notify: 'owner' | 'renter' | 'other'; type: NotificationType }
  | { declineOverlapping: true }
  | { charge: 'total' }
  | { refund: 'by_cancellation_terms' | 'full' }
  | { cancelIntent: true }
  | { payout: 'askSetup' | 'schedule' | 'release' }
  | { depositHold: 'place' | 'release' };

/** Every kind of effect: each RentalEffect has exactly one of these keys. */
export const RENTAL_EFFECT_KINDS = [
  'notify',
  'declineOverlapping',
  'charge',
  'refund',
  'cancelIntent',
  'payout',
  'depositHold',
] as const;
export type RentalEffectKind = (typeof RENTAL_EFFECT_KINDS)[number];
/** The effect of one kind. */
export type RentalEffectOf<K extends RentalEffectKind> = Extract<RentalEffect, Record<K, unknown>>;

/** The kind of an effect. */
export function effectKind(effect: RentalEffect): RentalEffectKind {
  const kind = RENTAL_EFFECT_KINDS.find((k) => k in effect);
  if (!kind) throw new Error(`an effect of no known kind: ${JSON.stringify(effect)}`);
  return kind;
}

export interface RentalTransition {
  from: readonly RentalStatus[];
  to: RentalStatus;
  by: readonly RentalActor[];
  /** Per actor, a narrower `from` (the owner cancels only a confirmed rental). */
  fromBy?: Partial<Record<RentalActor, readonly RentalStatus[]>>;
  effects: readonly RentalEffect[];
  /** A system move's reason replaces the effects (an expired request tells its renter rental_expired). */
  reasonEffects?: Partial<Record<RentalStatusReason, readonly RentalEffect[]>>;
}

/**
 * Every allowed move of the booking process, with its effects; anything else is refused (409 INVALID_TRANSITION).
 * The server is the only one that moves a rental. Adding a move touches this table (and the test that writes every
 * move out); a new kind of effect also needs its handler (see RentalEffect).
 * - accept: the owner confirms a pending request; every other pending request of the item for overlapping days is
 *   then declined by the system (reason overlap_accepted). The system accepts a request for the owner (reason
 *   instant, issue 26 §2) in the transaction that made it, when the listing takes instant bookings (for verified
 *   renters only, if the owner said so) and the request passed every rule: the renter is told as by an acceptance
 *   (and pays next, within the same deadline), the owner that a booking was confirmed instantly.
 * - decline: the owner refuses a pending request; the system declines one when an overlapping request is accepted,
 *   when it expires (48 h unanswered or its start day over, reason expired), when the listing is deleted or its
 *   owner's account (reason item_deleted).
 * - cancel: the renter withdraws a pending request (also when deleting their account) or cancels a confirmed
 *   rental; the owner cancels a confirmed rental; a paid one is refunded by the cancellation terms. The system
 *   cancels a confirmed rental not paid by its payment deadline (reason unpaid, shared/domain/payment-deadline.ts).
 * - start: on its start date a confirmed, paid rental becomes active (system); one paid on or after its start date
 *   becomes active when the payment arrives.
 * - complete: the owner confirms the item's return of an active rental from its end date on; otherwise the system
 *   completes it COMPLETE_AFTER_DAYS days after the end date (docs/decisions/0013).
 */
export const RENTAL_TRANSITIONS = {
  accept: {
    from: ['pending'],
    to: 'confirmed',
    by: ['owner', 'system'],
    // Declining first: its row locks are taken before any notice is published (decision 0028, no deadlock).
    effects: [{ declineOverlapping: true }, { notify: 'renter', type: 'rental_accepted' }, { payout: 'askSetup' }],
    reasonEffects: {
      instant: [
        { declineOverlapping: true },
        { notify: 'renter', type: 'rental_accepted' },
        { notify: 'owner', type: 'rental_booked_instantly' },
        { payout: 'askSetup' },
      ],
    },
  },
  decline: {
    from: ['pending'],
    to: 'declined',
    by: ['owner', 'system'],
    effects: [{ notify: 'renter', type: 'rental_declined' }, { cancelIntent: true }],
    reasonEffects: { expired: [{ notify: 'renter', type: 'rental_expired' }, { cancelIntent: true }] },
  },
  cancel: {
    from: ['pending', 'confirmed'],
    to: 'cancelled',
    by: ['renter', 'owner', 'system'],
    fromBy: { owner: ['confirmed'], system: ['confirmed'] },
    effects: [
      { notify: 'other', type: 'rental_cancelled' },
      { refund: 'by_cancellation_terms' },
      { cancelIntent: true },
      // After the refund: what the terms left the owner is paid out after the window (strict terms, late).
      { payout: 'schedule' },
    ],
    // Both parties are told; nothing was paid, so the refund effect finds nothing (a payment still settling that
    // succeeds later is refunded whole by the payments' webhook).
    reasonEffects: {
      unpaid: [
        { notify: 'other', type: 'rental_cancelled_unpaid' },
        { refund: 'by_cancellation_terms' },
        { cancelIntent: true },
      ],
    },
  },
  start: { from: ['confirmed'], to: 'active', by: ['system'], effects: [] },
  // Both parties are asked for their reviews (issue 13): the window runs from this move's statusChangedAt.
  complete: {
    from: ['active'],
    to: 'completed',
    by: ['owner', 'system'],
    effects: [
      { notify: 'owner', type: 'review_requested' },
      { notify: 'renter', type: 'review_requested' },
      { payout: 'schedule' },
    ],
  },
} as const satisfies Record<string, RentalTransition>;
export type RentalAction = keyof typeof RENTAL_TRANSITIONS;

/**
 * What a rental's history records (GET /api/rentals/{id} `history`, oldest first): each status it reached, and the
 * moment its payment arrived (`paid`, which is not a status of the process but a step the parties see).
 */
export const RENTAL_HISTORY_STEPS = [...RENTAL_STATUSES, 'paid'] as const;
export type RentalHistoryStep = (typeof RENTAL_HISTORY_STEPS)[number];

/**
 * A booking request: from no rental to pending, by its renter; the owner is told. Kept apart from
 * RENTAL_TRANSITIONS, whose keys are the moves of an existing rental (the buttons and the API's move paths). A request
 * the system accepts at once (reason instant) asks the owner nothing: the acceptance's effects tell both parties.
 */
export const RENTAL_REQUEST = {
  from: [],
  to: 'pending',
  by: ['renter'],
  effects: [{ notify: 'owner', type: 'rental_requested' }],
  reasonEffects: { instant: [] },
} as const satisfies RentalTransition;

/** The effects of a booking request made for `reason` (an instant booking's are its acceptance's). */
export function requestEffects(reason: RentalStatusReason | null): readonly RentalEffect[] {
  const t: RentalTransition = RENTAL_REQUEST;
  return (reason && t.reasonEffects?.[reason]) || t.effects;
}

/** The statuses from which `actor` may make `action` (empty when the actor never makes it). */
export function fromStatuses(action: RentalAction, actor: RentalActor): readonly RentalStatus[] {
  const t: RentalTransition = RENTAL_TRANSITIONS[action];
  if (!t.by.includes(actor)) return [];
  return t.fromBy?.[actor] ?? t.from;
}

/** The effects of `action` made for `reason` (a system move's reason may bring its own). */
export function effectsOf(action: RentalAction, reason: RentalStatusReason | null): readonly RentalEffect[] {
  const t: RentalTransition = RENTAL_TRANSITIONS[action];
  return (reason && t.reasonEffects?.[reason]) || t.effects;
}

/** Hours after a rental's completion its damage deposit goes back to the renter (issue 12 §1). */
export const DEPOSIT_RELEASE_HOURS = 48;

/**
 * The system's scheduled steps that change no status, with their declared effects: DEPOSIT_RELEASE_HOURS after a
 * rental was completed its deposit is released (depositHold release: a refund of the deposit, unless a hold keeps it),
 * and the owner's payout with it (payout release; issue 24: one clock, so that a damage claim can hold both); a paid
 * rental cancelled with part of its price kept pays that part out as long after the cancellation. Each runs once per
 * rental (the effect's own row is its record) by the process layer's schedule.
 */
export const RENTAL_SCHEDULED_EFFECTS = {
  releaseDeposit: { status: 'completed', afterHours: DEPOSIT_RELEASE_HOURS, effects: [{ depositHold: 'release' }] },
  releasePayout: { status: 'completed', afterHours: DEPOSIT_RELEASE_HOURS, effects: [{ payout: 'release' }] },
  releaseCancelledPayout: { status: 'cancelled', afterHours: DEPOSIT_RELEASE_HOURS, effects: [{ payout: 'release' }] },
} as const satisfies Record<string, { status: RentalStatus; afterHours: number; effects: readonly RentalEffect[] }>;
export type RentalScheduledEffect = keyof typeof RENTAL_SCHEDULED_EFFECTS;

/**
 * A pending request the owner has not answered expires this many hours after it was made, or at the end of its start
 * day (midnight in Poland), whichever is first: a request made for today stays open until the day is over.
 */
export const PENDING_EXPIRY_HOURS = 48;
/** An active rental the owner has not marked returned is completed this many days after its end date. */
export const COMPLETE_AFTER_DAYS = 2;

/** Whether `actor` may do `action` to a rental in `status`. */
export function canTransition(status: RentalStatus, action: RentalAction, actor: RentalActor): boolean {
  return fromStatuses(action, actor).includes(status);
}

/** The status a rental has after `action` (assuming canTransition). */
export const statusAfter = (action: RentalAction): RentalStatus => RENTAL_TRANSITIONS[action].to;

/** The actions `actor` may take on a rental in `status` (the buttons a screen shows). */
export function availableActions(status: RentalStatus, actor: RentalActor): RentalAction[] {
  return (Object.keys(RENTAL_TRANSITIONS) as RentalAction[]).filter((a) => canTransition(status, a, actor));
}
