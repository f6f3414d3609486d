import { eq } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { notifications, users } from '@/server/db/tables';
import { enqueueEmail } from '@/server/effects/deliveries';
import { publishLive } from '@/server/realtime/publish';
import { unreadCountsOf } from '@/server/realtime/unread';
import type { AccountNoticeParams } from './params';
import { noticeEmail, userNoticeText, type UserNoticeType } from './texts';

/** A notice about the recipient's account (identity verification), not about a rental. */
export interface UserNotice {
  type: UserNoticeType;
  recipientId: number;
  /** What it is about (the verification's id for kyc_*). */
  relatedId: number;
  /** Facts the text needs (kyc_rejected: `reason`). */
  extra?: Record<string, string>;
  /** The e-mail's button leads here instead of the type's page (an absolute URL; `label` a notifications.* key). */
  link?: { url: string; label: string };
}

/**
 * Writes the notice (type and params) and enqueues its e-mail (in the recipient's language) in `tx`, the
 * transaction of the decision that causes it, and tells the recipient's open tabs. Returns the delivery's id for
 * the unit of work's `fx`, or null when the recipient's account is gone.
 */
export async function writeUserNotice(tx: DbOrTx, config: Config, notice: UserNotice): Promise<number | null> {
  const [recipient] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, notice.recipientId))
    .limit(1);
  if (!recipient || recipient.deletedAt) return null;
  // Stored as type and params, shown in the reader's language; the e-mail in the account's (docs/decisions/0046).
  const params: AccountNoticeParams = { extra: notice.extra ?? {} };
  const [created] = await tx
    .insert(notifications)
    .values({ userId: recipient.id, type: notice.type, params, relatedId: notice.relatedId })
    .returning({ id: notifications.id });
  const deliveryId = await enqueueEmail(
    tx,
    noticeEmail(
      { email: recipient.email, firstName: recipient.firstName, lang: recipient.language },
      userNoticeText({ type: notice.type, lang: recipient.language, extra: params.extra }),
      config.publicUrl,
      notice.type,
      undefined,
      notice.link && { url: notice.link.url, label: notice.link.label },
    ),
  );
  await publishLive(tx, [
    { userId: recipient.id, type: 'notification', payload: { notificationId: created.id } },
    { userId: recipient.id, type: 'unread', payload: await unreadCountsOf(tx, recipient.id) },
  ]);
  return deliveryId;
}
