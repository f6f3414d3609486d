/** Rental statuses of spec 02 §4. */
export const RENTAL_STATUSES = ['pending', 'confirmed', 'declined', 'active', 'completed', 'cancelled'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** Statuses that hold the item for their dates: no two of these may overlap for one item (a database constraint). */
export const BLOCKING_STATUSES = ['confirmed', 'active', 'completed'] as const satisfies readonly RentalStatus[];

export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who moves a rental: its owner, its renter, or the app itself (scheduled jobs and the effects of other moves). */
export const RENTAL_ACTORS = ['owner', 'renter', 'system'] as const;
export type RentalActor = (typeof RENTAL_ACTORS)[number];

/**
 * Why the system (or an effect of another move) changed a rental, besides the plain action: a pending request
 * declined because the owner accepted an overlapping one, expired unanswered, or declined because the listing was
 * deleted.
 */
export const RENTAL_STATUS_REASONS = ['overlap_accepted', 'expired', 'item_deleted'] as const;
export type RentalStatusReason = (typeof RENTAL_STATUS_REASONS)[number];

/**
 * Every allowed move of the booking process; anything else is refused (409 INVALID_TRANSITION). The server is the
 * only one that moves a rental.
 * - accept: the owner confirms a pending request; every other pending request of the item for overlapping days is
 *   then declined by the system (reason overlap_accepted).
 * - decline: the owner refuses a pending request; the system declines one when an overlapping request is accepted,
 *   when it expires (48 h unanswered or its start day over, reason expired) or when the listing is deleted.
 * - cancel: the renter withdraws a pending request or cancels a confirmed rental; the owner cancels a confirmed
 *   rental (the refund by the cancellation terms comes with payments).
 * - start: on its start date a confirmed rental becomes active (system).
 * - complete: the owner confirms the item's return of an active rental from its end date on; otherwise the system
 *   completes it COMPLETE_AFTER_DAYS days after the end date (docs/decisions/0013).
 */
export const RENTAL_TRANSITIONS = {
  accept: { from: ['pending'], to: 'confirmed', by: ['owner'] },
  decline: { from: ['pending'], to: 'declined', by: ['owner', 'system'] },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', by: ['renter', 'owner'] },
  start: { from: ['confirmed'], to: 'active', by: ['system'] },
  complete: { from: ['active'], to: 'completed', by: ['owner', 'system'] },
} as const satisfies Record<string, { from: readonly RentalStatus[]; to: RentalStatus; by: readonly RentalActor[] }>;
export type RentalAction = keyof typeof RENTAL_TRANSITIONS;

/** Per actor, the statuses from which that actor may cancel: the owner only a confirmed rental. */
const CANCEL_FROM: Record<Exclude<RentalActor, 'system'>, readonly RentalStatus[]> = {
  renter: ['pending', 'confirmed'],
  owner: ['confirmed'],
};

/**
 * A pending request the owner has not answered expires this many hours after it was made, or at the end of its start
 * day (midnight in Poland), whichever is first: a request made for today stays open until the day is over.
 */
export const PENDING_EXPIRY_HOURS = 48;
/** An active rental the owner has not marked returned is completed this many days after its end date. */
export const COMPLETE_AFTER_DAYS = 2;

/** Whether `actor` may do `action` to a rental in `status`. */
export function canTransition(status: RentalStatus, action: RentalAction, actor: RentalActor): boolean {
  const t = RENTAL_TRANSITIONS[action];
  if (!(t.by as readonly RentalActor[]).includes(actor)) return false;
  if (action === 'cancel' && actor !== 'system') return CANCEL_FROM[actor].includes(status);
  return (t.from as readonly RentalStatus[]).includes(status);
}

/** The status a rental has after `action` (assuming canTransition). */
export const statusAfter = (action: RentalAction): RentalStatus => RENTAL_TRANSITIONS[action].to;

/** The actions `actor` may take on a rental in `status` (the buttons a screen shows). */
export function availableActions(status: RentalStatus, actor: RentalActor): RentalAction[] {
  return (Object.keys(RENTAL_TRANSITIONS) as RentalAction[]).filter((a) => canTransition(status, a, actor));
}
