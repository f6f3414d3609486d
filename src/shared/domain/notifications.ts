/**
 * What a notification is about (spec 02 §3 `type`): a new request (to the owner); accepted, declined, expired and
 * cancelled (to the other party); a rental starting tomorrow (to both).
 */
export const NOTIFICATION_TYPES = [
  'rental_requested',
  'rental_accepted',
  'rental_declined',
  'rental_expired',
  'rental_cancelled',
  'rental_starting',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The navbar badge shows at most this number, then "99+". */
export const UNREAD_BADGE_MAX = 99;
/** Polling of the notifications list and the unread count (spec 02 §9), and when the list is stale. */
export const NOTIFICATIONS_POLL_MS = 30_000;
export const NOTIFICATIONS_STALE_MS = 60_000;
