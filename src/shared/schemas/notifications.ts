import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../domain/notifications';

/** GET /api/notifications items (spec 02 §3), newest first; title and message are in the recipient's language. */
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
