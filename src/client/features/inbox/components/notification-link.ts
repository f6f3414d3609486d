import type { NotificationType } from '@/shared/domain/notifications';
import { localizedPath } from '@/client/lib/paths';

/**
 * Which tab of /rentals a notification is about: a new request is incoming, answers to my request are mine, and so
 * are the payment notices only the renter gets (a failed payment, a refund, the deadline).
 */
const TAB_OF: Partial<Record<NotificationType, 'outgoing'>> = {
  rental_accepted: 'outgoing',
  rental_declined: 'outgoing',
  rental_expired: 'outgoing',
  payment_failed: 'outgoing',
  refund_issued: 'outgoing',
  payment_due: 'outgoing',
};

/** Identity verification decisions are not about a rental (relatedId is the verification): they lead to its page. */
export const isKycNotification = (type: NotificationType) => type === 'kyc_approved' || type === 'kyc_rejected';

/** A rental notification links to the rentals page, on the tab where that rental is; a KYC one to the KYC page. */
export function notificationHref(type: NotificationType, lang: string): string {
  if (isKycNotification(type)) return localizedPath('kycVerification', lang);
  const base = localizedPath('rentals', lang);
  return TAB_OF[type] ? `${base}?tab=${TAB_OF[type]}` : base;
}
