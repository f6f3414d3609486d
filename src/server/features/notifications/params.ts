import { z } from 'zod';
import type { Language } from '@/shared/constants/limits';
import type { NotificationType } from '@/shared/domain/notifications';
import { RENTAL_STATUS_REASONS } from '@/shared/domain/rental-status';
import { noticeText, noticeTitle, userNoticeText, type NoticeFacts, type UserNoticeType } from './texts';

/**
 * What a notice stores besides its type (docs/decisions/0046): the facts its text needs, as they were when it was
 * written, never the text itself. It is rendered in the language of whoever reads it; only its e-mail is rendered at
 * once, in the account's language.
 */
const extraSchema = z.record(z.string(), z.string());

/** A notice about a rental, seen by one of its parties. */
export const rentalNoticeParamsSchema = z.object({
  recipientRole: z.enum(['owner', 'renter']),
  itemName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  renterName: z.string().nullable(),
  ownerName: z.string().nullable(),
  statusReason: z.enum(RENTAL_STATUS_REASONS).nullable(),
  /** ISO time the rental completed (the review notices name the window's last day), else null. */
  completedAt: z.string().nullable(),
  extra: extraSchema,
});
export type RentalNoticeParams = z.infer<typeof rentalNoticeParamsSchema>;

/** A notice about the account (identity verification): `extra.reason` for a rejection. */
export const accountNoticeParamsSchema = z.object({ extra: extraSchema });
export type AccountNoticeParams = z.infer<typeof accountNoticeParamsSchema>;

const USER_NOTICE_TYPES: readonly NotificationType[] = [
  'kyc_approved',
  'kyc_rejected',
  'dac7_reported',
  'data_export_ready',
] satisfies UserNoticeType[];
export const isUserNoticeType = (type: NotificationType): type is UserNoticeType => USER_NOTICE_TYPES.includes(type);

/** The params of a rental notice from the facts its text is made of. */
export function rentalNoticeParams(f: Omit<NoticeFacts, 'type' | 'lang'>): RentalNoticeParams {
  return {
    recipientRole: f.recipientRole,
    itemName: f.itemName,
    startDate: f.startDate,
    endDate: f.endDate,
    renterName: f.renterName,
    ownerName: f.ownerName,
    statusReason: f.statusReason,
    completedAt: f.completedAt ? f.completedAt.toISOString() : null,
    extra: f.extra ?? {},
  };
}

/** One stored notice: its params, or (legacy, written before params) its text in the language it was written in. */
export interface StoredNotice {
  type: NotificationType;
  params: unknown;
  title: string | null;
  message: string | null;
}

/** Title and message of a stored notice in `lang`; a legacy notice as it was stored. */
export function storedNoticeText(n: StoredNotice, lang: Language): { title: string; message: string } {
  if (n.params !== null && n.params !== undefined) {
    if (isUserNoticeType(n.type)) {
      const p = accountNoticeParamsSchema.safeParse(n.params);
      if (p.success) return userNoticeText({ type: n.type, lang, extra: p.data.extra });
    } else {
      const p = rentalNoticeParamsSchema.safeParse(n.params);
      if (p.success)
        return noticeText({
          ...p.data,
          type: n.type,
          lang,
          completedAt: p.data.completedAt ? new Date(p.data.completedAt) : null,
        });
    }
  }
  if (n.title !== null && n.message !== null) return { title: n.title, message: n.message };
  // Params of a shape this code no longer reads, and no text: the type's title at least, never a 500.
  return { title: noticeTitle(n.type, lang), message: '' };
}
