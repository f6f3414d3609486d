/**
 * Reviews of completed rentals (issue 13, decision 0033): who writes which type, the blind window, and how ratings
 * are computed. Shared by the server (which enforces all of it) and the client (which explains it).
 */

/** item and owner: by the renter (about the item, about its owner); renter: by the owner, about the renter. */
export const REVIEW_TYPES = ['item', 'owner', 'renter'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const RENTER_REVIEW_TYPES = ['item', 'owner'] as const satisfies readonly ReviewType[];
export const OWNER_REVIEW_TYPES = ['renter'] as const satisfies readonly ReviewType[];

/** Which types each party of a rental may write. */
export function reviewTypesFor(role: 'renter' | 'owner'): readonly ReviewType[] {
  return role === 'renter' ? RENTER_REVIEW_TYPES : OWNER_REVIEW_TYPES;
}

/** The side of a rental that writes a type. */
export function sideOf(type: ReviewType): 'renter' | 'owner' {
  return type === 'renter' ? 'owner' : 'renter';
}

export const REVIEW_REPORT_STATUSES = ['open', 'kept', 'hidden'] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];

/** Reviews may be written this many days after the rental completed; then the window closes and they publish. */
export const REVIEW_WINDOW_DAYS = 14;
/** The reminder to a party that has not written goes out this many days before the window closes. */
export const REVIEW_REMINDER_DAYS_BEFORE = 3;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REPORT_REASON_MAX = 1000;
/** GET /api/items/{id}/reviews and the other lists: page size by default and at most. */
export const REVIEWS_PAGE_DEFAULT = 10;
export const REVIEWS_PAGE_MAX = 50;

const DAY_MS = 86_400_000;

/** When a rental completed at `completedAt` stops taking reviews (and its reviews publish). */
export function reviewDeadline(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** When the "window closes soon" reminder is due. */
export function reviewReminderAt(completedAt: Date): Date {
  return new Date(reviewDeadline(completedAt).getTime() - REVIEW_REMINDER_DAYS_BEFORE * DAY_MS);
}

/**
 * The blind rule (Airbnb's): a rental's reviews publish together once each side has written at least one review
 * (the renter its item or owner review, the owner its renter review), or when the window closes. After that a
 * side's remaining type, still within the window, publishes as soon as it is written.
 */
export function shouldPublish(writtenTypes: readonly ReviewType[], windowClosed: boolean): boolean {
  if (writtenTypes.length === 0) return false;
  if (windowClosed) return true;
  return writtenTypes.some((t) => sideOf(t) === 'renter') && writtenTypes.some((t) => sideOf(t) === 'owner');
}

/**
 * The "top rated" sort's score, a Bayesian average: (C·m + Σ ratings) / (C + n), the item's n published item
 * reviews pulled towards a prior mean m as if it had C more reviews of m. One 5-star review scores
 * (5·4 + 5) / 6 ≈ 4.17, forty reviews of 4.8 score (20 + 192) / 45 ≈ 4.71. An item without reviews has no score
 * and sorts after every rated item.
 */
export const BAYES_PRIOR_MEAN = 4;
export const BAYES_PRIOR_WEIGHT = 5;

export function bayesianScore(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return (BAYES_PRIOR_WEIGHT * BAYES_PRIOR_MEAN + sum) / (BAYES_PRIOR_WEIGHT + count);
}

/** A mean of ratings as stored (numeric 3,2: '4.67'), '0.00' when there are none (spec: 0 means no rating). */
export function meanRating(sum: number, count: number): string {
  return count > 0 ? (Math.round((sum / count) * 100) / 100).toFixed(2) : '0.00';
}
