import { NOTIFICATIONS_POLL_MS, NOTIFICATIONS_STALE_MS } from '@/shared/domain/notifications';

/**
 * The spec's polling (spec 02 §7, §9), used only while the live stream is down (usePollInterval), and when each
 * cache counts as stale.
 */
export const POLL_MS = {
  notifications: NOTIFICATIONS_POLL_MS,
  conversations: 30_000,
  messages: 10_000,
  unread: 30_000,
} as const;

export const STALE_MS = {
  notifications: NOTIFICATIONS_STALE_MS,
  conversations: 5 * 60_000,
  messages: 30_000,
} as const;
