import { useUnreadMessagesCount } from '@/client/features/messages/api/get-unread-messages-count';
import { useUnreadCount } from '@/client/features/notifications/api/get-unread-count';

/** The navbar's Inbox badge (spec 02 §2): unread notifications and unread messages together. */
export function useInboxUnreadCount(loggedIn: boolean): number {
  return useUnreadCount(loggedIn) + useUnreadMessagesCount(loggedIn);
}
