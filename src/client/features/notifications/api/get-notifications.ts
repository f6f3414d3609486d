import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/client/i18n/use-translation';
import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@/shared/schemas/notifications';
import { apiResponse } from '@/client/lib/api-client';
import { usePollInterval } from '@/client/lib/live-stream-state';
import { POLL_MS, STALE_MS } from '@/client/lib/polling';
import { notificationsKeys } from '@/client/lib/query-keys';

export interface NotificationsPage {
  notifications: Notification[];
  /** All my notifications (X-Total-Count), not only this page's. */
  total: number;
  /** My unread notifications (X-Unread-Count), null if the header is missing. */
  unread: number | null;
}

const count = (header: string | null) => (header !== null && /^\d+$/.test(header) ? Number(header) : null);

/**
 * GET /api/notifications?page=&limit=&lang=: one page of mine, newest first, with the totals from the server; each
 * notice's text in `lang`, the screen's language (named besides Accept-Language, which a proxy may rewrite).
 */
export async function getNotificationsPage(page: number, lang: string): Promise<NotificationsPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(NOTIFICATIONS_PAGE_SIZE), lang });
  const { data, headers } = await apiResponse<Notification[]>('GET', `/api/notifications?${query.toString()}`);
  const notifications = Array.isArray(data) ? data : [];
  return {
    notifications,
    total: count(headers.get('X-Total-Count')) ?? notifications.length,
    unread: count(headers.get('X-Unread-Count')),
  };
}

/**
 * Refetched every 30 s while the live stream is down, stale after 60 s (spec 02 §7). Each page brings the server's unread count, written into the
 * navbar badge's query: the inbox and the badge show one number.
 */
export function useNotifications(page: number, enabled: boolean) {
  const qc = useQueryClient();
  // The server renders each notice in the screen's language: another language is another answer.
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...notificationsKeys.page(page), lang],
    queryFn: async () => {
      const result = await getNotificationsPage(page, lang);
      if (result.unread !== null) qc.setQueryData(notificationsKeys.unreadCount(), result.unread);
      return result;
    },
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: usePollInterval(POLL_MS.notifications),
    staleTime: STALE_MS.notifications,
  });
}
