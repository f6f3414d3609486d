import { DEPOSIT_RELEASE_HOURS } from './rental-status';
import { RENTAL_RECORDS_RETENTION_YEARS } from './legal';

/**
 * Handover and damage (issue 25): the rules both sides use — the browser for its forms and buttons, the server
 * (features/damage) as the authority.
 */

/** When condition photos are taken: when the renter picks the item up, and when it comes back. */
export const HANDOVER_MOMENTS = ['pickup', 'return'] as const;
export type HandoverMoment = (typeof HANDOVER_MOMENTS)[number];
/** Photos per party per moment (issue 25 §1), and per damage report or dispute (§2). */
export const MAX_HANDOVER_PHOTOS = 5;
export const MAX_DAMAGE_PHOTOS = 5;
/** The longest handover note, description and statement. */
export const HANDOVER_NOTE_MAX = 500;
export const DAMAGE_TEXT_MAX = 2000;

/**
 * The owner may report damage from the return until the deposit's release (DEPOSIT_RELEASE_HOURS after completion):
 * the report then holds the deposit and the payout.
 */
export const DAMAGE_REPORT_WINDOW_HOURS = DEPOSIT_RELEASE_HOURS;
/** The renter answers within this many hours; silence sends the report to mediation (disputed by the system). */
export const DAMAGE_ANSWER_HOURS = 72;
/** Damage reports one owner may file in a day (issue 25 §5). */
export const DAMAGE_REPORTS_PER_DAY = 5;

/** spec 02 §3's damage_reports.status, and issue 25's moves between them. */
export const DAMAGE_REPORT_STATUSES = ['reported', 'accepted', 'disputed', 'resolved', 'withdrawn'] as const;
export type DamageReportStatus = (typeof DAMAGE_REPORT_STATUSES)[number];

/** The report's statuses that still hold the deposit and the payout. */
export const OPEN_DAMAGE_STATUSES = ['reported', 'disputed'] as const satisfies readonly DamageReportStatus[];

export type DamageActor = 'owner' | 'renter' | 'system' | 'admin';

/**
 * What a move of a report causes besides its status, in the same transaction (features/damage/transition.ts applies
 * them in order): `settle` splits the deposit (the agreed amount to the owner with the payout, the rest back to the
 * renter as a refund); `notify` tells the parties (damage_disputed to the owner, and to both when the system moved
 * it; damage_settled to both; damage_withdrawn to the renter); `audit` records an administrator's decision.
 */
export type DamageEffect = { deposit: 'settle' } | { notify: 'disputed' | 'settled' | 'withdrawn' } | { audit: true };

/**
 * Every allowed move of a damage report, with its effects; anything else is refused (409): the renter accepts
 * (settled at once at the estimated cost, at most the deposit) or disputes; the system disputes for a silent renter
 * after DAMAGE_ANSWER_HOURS; the owner withdraws an open report (the deposit and the payout are then released as if
 * there had been none); an admin resolves a disputed one with an amount and a reason. Filing a report (no move: it
 * starts at `reported`) holds the deposit and the payout and tells the renter (damage_reported).
 */
export const DAMAGE_TRANSITIONS = {
  accept: {
    from: ['reported'],
    to: 'accepted',
    by: ['renter'],
    effects: [{ deposit: 'settle' }, { notify: 'settled' }],
  },
  dispute: { from: ['reported'], to: 'disputed', by: ['renter', 'system'], effects: [{ notify: 'disputed' }] },
  withdraw: { from: ['reported', 'disputed'], to: 'withdrawn', by: ['owner'], effects: [{ notify: 'withdrawn' }] },
  resolve: {
    from: ['disputed'],
    to: 'resolved',
    by: ['admin'],
    effects: [{ deposit: 'settle' }, { audit: true }, { notify: 'settled' }],
  },
} as const satisfies Record<
  string,
  {
    from: readonly DamageReportStatus[];
    to: DamageReportStatus;
    by: readonly DamageActor[];
    effects: readonly DamageEffect[];
  }
>;
export type DamageAction = keyof typeof DAMAGE_TRANSITIONS;

/** Whether `actor` may make `action` on a report in `status`. */
export function canMoveDamage(status: DamageReportStatus, action: DamageAction, actor: DamageActor): boolean {
  const t = DAMAGE_TRANSITIONS[action];
  return (t.from as readonly DamageReportStatus[]).includes(status) && (t.by as readonly DamageActor[]).includes(actor);
}

/** A rental's deposit as its view shows it: held (not yet released, or held by a report), released, claimed. */
export const DEPOSIT_STATUSES = ['held', 'released', 'claimed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * How a settled report splits the deposit (grosze): the agreed amount goes to the owner, at most the deposit; the rest
 * of the deposit goes back to the renter; what the owner claimed beyond the deposit is not recoverable by the
 * platform (no insurer behind it), said as such.
 */
export function splitDeposit(
  deposit: number,
  agreed: number,
): { toOwner: number; toRenter: number; unrecoverable: number } {
  if (!Number.isInteger(deposit) || !Number.isInteger(agreed) || deposit < 0 || agreed < 0)
    throw new RangeError('amounts are non-negative grosze');
  const toOwner = Math.min(agreed, deposit);
  return { toOwner, toRenter: deposit - toOwner, unrecoverable: agreed - toOwner };
}

/** Whether a report may still be filed at `now` for a rental completed at `completedAt` (the window is inclusive). */
export function withinReportWindow(completedAt: Date, now: Date): boolean {
  const ms = now.getTime() - completedAt.getTime();
  return ms >= 0 && ms <= DAMAGE_REPORT_WINDOW_HOURS * 3_600_000;
}

/** When a report's answer is due: DAMAGE_ANSWER_HOURS after it was filed. */
export const answerDueAt = (reportedAt: Date): Date => new Date(reportedAt.getTime() + DAMAGE_ANSWER_HOURS * 3_600_000);

/**
 * Years after a rental ended (completed or cancelled) that its handover and damage photos are kept, unless a report
 * is still open: the rental records' period of the retention schedule (docs/retention.md, decision 0073; 180 days
 * before issue 27), which outlasts the owner's one-year claim for damage to the thing (Kodeks cywilny art. 677).
 * The records stay, without their photos.
 */
export const RENTAL_PHOTO_RETENTION_YEARS = RENTAL_RECORDS_RETENTION_YEARS;
