import { useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS, NOTIFICATIONS_STALE_MS } from '@/shared/domain/notifications';
import type { Notification } from '@/shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from '../../../lib/notifications';

/** GET /api/notifications: mine, newest first. */
export function getNotifications(): Promise<Notification[]> {
  return api<Notification[]>('GET', '/api/notifications');
}

/** Refetched every 30 s, stale after 60 s (spec 02 §7). */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsKeys.list(),
    queryFn: getNotifications,
    enabled,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    staleTime: NOTIFICATIONS_STALE_MS,
  });
}
