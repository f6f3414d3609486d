import { z } from 'zod';
import { LANGUAGES } from '@/shared/constants/limits';
import { NOTIFICATION_TYPES } from '@/shared/domain/notifications';
import { pageQuerySchema } from './pagination';

/**
 * GET /api/notifications items (spec 02 §3), newest first; title and message are in the language of the request
 * (issue 20 §6: `lang`, else Accept-Language, else Polish), rendered from the notice's type and params.
 */
export const notificationSchema = z.object({
  id: z.number(),
  userId: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  relatedId: z.number().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications/unread-count answers a bare JSON number (spec 02 §7: "number"). */
export const unreadCountSchema = z.number().int().min(0);

/** GET /api/notifications answers at most this many per page, and this many when no limit is asked (the spec's call). */
export const NOTIFICATIONS_LIST_MAX = 100;
/** The inbox's page of notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/**
 * GET /api/notifications?page=&limit=&lang=: all optional; X-Total-Count and X-Unread-Count come with every page.
 * `lang` (pl or en) names the screen's language when the client cannot set Accept-Language; any other value is
 * ignored, and Accept-Language decides.
 */
export const notificationsQuerySchema = pageQuerySchema(NOTIFICATIONS_LIST_MAX, NOTIFICATIONS_LIST_MAX).extend({
  lang: z.preprocess(
    (v) => ((LANGUAGES as readonly unknown[]).includes(v) ? v : undefined),
    z.enum(LANGUAGES).optional(),
  ),
});
/** The unread count with every page of the list: the inbox and the navbar badge read the same number. */
export const UNREAD_COUNT_HEADER = 'x-unread-count';
