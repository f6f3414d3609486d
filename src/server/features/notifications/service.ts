import { eq, inArray } from 'drizzle-orm';
import { warsawShortDateTime } from '@/shared/domain/dates';
import type { NotificationType } from '@/shared/domain/notifications';
import { paymentDeadline } from '@/shared/domain/payment-deadline';
import type { AppDeps } from '@/server/app-deps';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { items, notifications, rentals, users } from '@/server/db/tables';
import { enqueueEmail } from '@/server/effects/deliveries';
import { withEffects } from '@/server/effects/unit-of-work';
import { publishLive, type LiveEventInput } from '@/server/realtime/publish';
import { unreadCountsOf } from '@/server/realtime/unread';
import { rentalNoticeParams, storedNoticeText } from './params';
import { noticeEmail } from './texts';

/** One notification to create about a rental, for one recipient (owner or renter of that rental). */
export interface RentalNotice {
  type: NotificationType;
  recipientId: number;
  rentalId: number;
  /** Given for a notification that must exist once only (the reminder before a rental starts). */
  dedupeKey?: string;
  /** Facts the notice's text needs besides the rental's (refund_issued: `amount` in zł). */
  extra?: Record<string, string>;
}

/** Where a failed notice is reported; a route passes req.log, jobs their own logger. */
export interface NoticeLog {
  error(obj: object, msg: string): void;
}

type NoticeDeps = Pick<AppDeps, 'db' | 'config' | 'outboxes'>;

const fullName = (u: { firstName: string | null; lastName: string | null } | undefined) =>
  [u?.firstName, u?.lastName].filter(Boolean).join(' ') || null;

/** The notices asking to pay name the deadline (issue 19 §2): counted from the acceptance, the confirmed rental's move. */
function payByOf(
  type: NotificationType,
  r: { status: string; statusChangedAt: Date | null; startDate: string },
): Record<string, string> {
  if (type !== 'rental_accepted' && type !== 'payment_due') return {};
  if (r.status !== 'confirmed' || !r.statusChangedAt) return {};
  return { payBy: warsawShortDateTime(paymentDeadline(r.statusChangedAt, r.startDate)) };
}

/** The rental's handover times (issue 26 §3), for the notices that name them (texts.ts); none for older rentals. */
function handoverTimesOf(r: { pickupTime: string | null; returnTime: string | null }): Record<string, string> {
  return r.pickupTime && r.returnTime ? { pickupTime: r.pickupTime, returnTime: r.returnTime } : {};
}

/**
 * Creates one notice and enqueues its e-mail, both in `tx`; null when there was nothing to send (no such rental,
 * recipient gone, duplicate), else the notification's and the delivery's ids.
 */
async function writeOne(
  tx: DbOrTx,
  config: Config,
  notice: RentalNotice,
): Promise<{ notificationId: number; recipientId: number; deliveryId: number } | null> {
  const [rental] = await tx
    .select({
      id: rentals.id,
      renterId: rentals.renterId,
      ownerId: rentals.ownerId,
      startDate: rentals.startDate,
      endDate: rentals.endDate,
      statusReason: rentals.statusReason,
      status: rentals.status,
      statusChangedAt: rentals.statusChangedAt,
      pickupTime: rentals.pickupTime,
      returnTime: rentals.returnTime,
      itemName: items.name,
    })
    .from(rentals)
    .innerJoin(items, eq(items.id, rentals.itemId))
    .where(eq(rentals.id, notice.rentalId))
    .limit(1);
  // Only the two parties of the rental are ever told about it.
  if (!rental || (notice.recipientId !== rental.renterId && notice.recipientId !== rental.ownerId)) return null;
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, [rental.renterId, rental.ownerId]));
  const byId = new Map(people.map((p) => [p.id, p]));
  const recipient = byId.get(notice.recipientId);
  if (!recipient || recipient.deletedAt) return null;

  // The notice keeps the facts, rendered in the reader's language when read; the e-mail is written now, in the
  // account's language (docs/decisions/0046).
  const params = rentalNoticeParams({
    recipientRole: notice.recipientId === rental.ownerId ? 'owner' : 'renter',
    itemName: rental.itemName,
    startDate: rental.startDate,
    endDate: rental.endDate,
    renterName: fullName(byId.get(rental.renterId)),
    ownerName: fullName(byId.get(rental.ownerId)),
    statusReason: rental.statusReason,
    completedAt: rental.status === 'completed' ? rental.statusChangedAt : null,
    extra: { ...payByOf(notice.type, rental), ...handoverTimesOf(rental), ...notice.extra },
  });
  const created = await tx
    .insert(notifications)
    .values({
      userId: recipient.id,
      type: notice.type,
      params,
      relatedId: rental.id,
      dedupeKey: notice.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  // Another process (or an earlier run) already sent this one: no second e-mail either.
  if (created.length === 0) return null;
  const deliveryId = await enqueueEmail(
    tx,
    noticeEmail(
      { email: recipient.email, firstName: recipient.firstName, lang: recipient.language },
      storedNoticeText({ type: notice.type, params, title: null, message: null }, recipient.language),
      config.publicUrl,
      notice.type,
      rental.id,
    ),
  );
  return { notificationId: created[0].id, recipientId: recipient.id, deliveryId };
}

/**
 * Creates the notifications (type and params), enqueues their e-mails (in the recipient's language) and tells the
 * recipients' open tabs (a `notification` event each, then their new unread counts), all in the transaction of the
 * move that causes them (docs/decisions/0024, 0028). Returns the deliveries' ids, for the unit of work's `fx`.
 */
export async function writeRentalNotices(
  tx: DbOrTx,
  config: Config,
  notices: readonly RentalNotice[],
): Promise<number[]> {
  const written = [];
  for (const notice of notices) {
    const one = await writeOne(tx, config, notice);
    if (one) written.push(one);
  }
  const events: LiveEventInput[] = written.map((w) => ({
    userId: w.recipientId,
    type: 'notification',
    payload: { notificationId: w.notificationId },
  }));
  for (const userId of new Set(written.map((w) => w.recipientId)))
    events.push({ userId, type: 'unread', payload: await unreadCountsOf(tx, userId) });
  await publishLive(tx, events);
  return written.map((w) => w.deliveryId);
}

/**
 * Notices outside any other change (tests, one-off use): written in their own transaction, then delivered at once.
 * Never throws for a failed send: the delivery stays pending for the drain job, and the failure is logged.
 */
export async function sendRentalNotices(deps: NoticeDeps, notices: RentalNotice[], log?: NoticeLog): Promise<void> {
  await withEffects(
    deps,
    async (tx, fx) => fx.send('deliveries', await writeRentalNotices(tx, deps.config, notices)),
    log,
  );
}

/**
 * The notices among `candidates` (each with a dedupeKey) that have not been written yet: the scheduled reminders
 * check before writing. Two runs at once may both pass this check; the unique dedupe key still keeps one notice.
 */
export async function unsentNotices(db: DbOrTx, candidates: readonly RentalNotice[]): Promise<RentalNotice[]> {
  const keys = candidates.map((c) => c.dedupeKey).filter((k): k is string => k !== undefined);
  if (keys.length === 0) return [...candidates];
  const sent = await db
    .select({ key: notifications.dedupeKey })
    .from(notifications)
    .where(inArray(notifications.dedupeKey, keys));
  const sentKeys = new Set(sent.map((s) => s.key));
  return candidates.filter((c) => c.dedupeKey === undefined || !sentKeys.has(c.dedupeKey));
}
