/**
 * What a notification is about (spec 02 §3 `type`): a new request (to the owner); accepted, declined, expired and
 * cancelled (to the other party); a rental starting tomorrow (to both); the payments of issue 12: payment received
 * (both), payment failed and refund issued (the renter), the payment deadline approaching (the renter) and a rental
 * cancelled for non-payment (both). The reviews of issue 13: review your rental (both, on completion), the other
 * party wrote a review that waits for yours, the window closes in 3 days (who has not written), your rental's
 * reviews are published (both). Identity verification (issue 14): approved, rejected with the reason (not about a
 * rental: relatedId is the verification). Payouts (issue 24, to the owner): set up your payout account (on the first
 * accepted request), a payout sent (the amount), a payout that failed (what to do). Damage (issue 25): a report filed
 * (to the renter), disputed by the renter or by their silence (to the owner; to both for silence), settled by
 * acceptance or an administrator's decision (both), withdrawn (the renter). Instant booking (issue 26 §2): a booking
 * confirmed at once, without a request to decide (to the owner).
 */
export const NOTIFICATION_TYPES = [
  'rental_requested',
  'rental_accepted',
  'rental_declined',
  'rental_expired',
  'rental_cancelled',
  'rental_starting',
  'payment_received',
  'payment_failed',
  'refund_issued',
  'payment_due',
  'rental_cancelled_unpaid',
  'review_requested',
  'review_waiting',
  'review_reminder',
  'reviews_published',
  'kyc_approved',
  'kyc_rejected',
  'payout_setup_needed',
  'payout_sent',
  'payout_failed',
  'damage_reported',
  'damage_disputed',
  'damage_settled',
  'damage_withdrawn',
  'rental_booked_instantly',
  // DAC7 (issue 27 §5): what was reported to the Head of KAS for a year (relatedId is the year), to the seller.
  'dac7_reported',
  // A self-service data export (issue 27 §3) is ready to download (relatedId is the export).
  'data_export_ready',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The navbar badge shows at most this number, then "99+". */
export const UNREAD_BADGE_MAX = 99;
/** Polling of the notifications list and the unread count (spec 02 §9), and when the list is stale. */
export const NOTIFICATIONS_POLL_MS = 30_000;
export const NOTIFICATIONS_STALE_MS = 60_000;
