import { UNREAD_BADGE_MAX } from '@/shared/domain/notifications';

/** The navbar badge's text: "99+" above UNREAD_BADGE_MAX, else the number itself. */
export function unreadBadgeText(count: number): string {
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
