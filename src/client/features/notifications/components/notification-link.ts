import type { NotificationType } from '@/shared/domain/notifications';
import type { Notification } from '@/shared/schemas/notifications';
import { checkoutPath, localizedPath, rentalPath, reviewsPath } from '@/client/lib/paths';

/** Identity verification decisions are not about a rental (relatedId is the verification): they lead to its page. */
export const isKycNotification = (type: NotificationType) => type === 'kyc_approved' || type === 'kyc_rejected';

const REVIEW_TYPES: readonly NotificationType[] = [
  'review_requested',
  'review_waiting',
  'review_reminder',
  'reviews_published',
];

/** Accepted and "pay soon" lead the renter straight to the checkout: Pay Now in one click (issue 19 §2). */
const PAY_TYPES: readonly NotificationType[] = ['rental_accepted', 'payment_due'];

/** The owner's payout notices lead to the payouts page (issue 24), where the account and the history are. */
const PAYOUT_TYPES: readonly NotificationType[] = [
  'payout_setup_needed',
  'payout_sent',
  'payout_failed',
  // What was reported under DAC7: the tax data card is on the payouts page (issue 27 §5).
  'dac7_reported',
];

/** Where a notification leads, which also names its link. */
export type NotificationTarget = 'kyc' | 'reviews' | 'checkout' | 'rental' | 'rentals' | 'payouts' | 'profile';

export function notificationTarget({ type, relatedId }: Pick<Notification, 'type' | 'relatedId'>): NotificationTarget {
  if (isKycNotification(type)) return 'kyc';
  // A data export (issue 27 §3): its card, with the download link, is on the profile.
  if (type === 'data_export_ready') return 'profile';
  if (PAYOUT_TYPES.includes(type)) return 'payouts';
  if (REVIEW_TYPES.includes(type)) return 'reviews';
  if (relatedId === null) return 'rentals';
  return PAY_TYPES.includes(type) ? 'checkout' : 'rental';
}

/**
 * A rental notification links to that rental's booking page (/wynajmy/{id}, /rentals/{id}; relatedId is the
 * rental), an acceptance or a payment reminder to its checkout; review notices to the reviews page, a KYC decision to
 * the KYC page, a payout notice to the payouts page. Without a rental id, the rentals page.
 */
export function notificationHref(n: Pick<Notification, 'type' | 'relatedId'>, lang: string): string {
  const target = notificationTarget(n);
  if (target === 'kyc') return localizedPath('kycVerification', lang);
  if (target === 'payouts') return localizedPath('payouts', lang);
  if (target === 'profile') return localizedPath('profile', lang);
  if (target === 'reviews') return reviewsPath(lang);
  if (target === 'rentals' || n.relatedId === null) return localizedPath('rentals', lang);
  if (target === 'checkout') return checkoutPath(n.relatedId, lang);
  return rentalPath(n.relatedId, lang);
}
