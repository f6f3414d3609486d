import type { NotificationType } from '@/shared/domain/notifications';
import { localizedPath } from '@/client/lib/paths';

/** Which tab of /rentals a notification is about: a new request is incoming, answers to my request are mine. */
const TAB_OF: Partial<Record<NotificationType, 'outgoing'>> = {
  rental_accepted: 'outgoing',
  rental_declined: 'outgoing',
  rental_expired: 'outgoing',
};

/** Every notification is about a rental: it links to the rentals page, on the tab where that rental is. */
export function notificationHref(type: NotificationType, lang: string): string {
  const base = localizedPath('rentals', lang);
  return TAB_OF[type] ? `${base}?tab=${TAB_OF[type]}` : base;
}
