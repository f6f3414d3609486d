import { eq, inArray } from 'drizzle-orm';
import type { NotificationType } from '@/shared/domain/notifications';
import type { AppDeps } from '../../app-deps';
import { items, notifications, rentals, users } from '../../db/tables';
import { noticeEmail, noticeText } from './texts';

/** One notification to create about a rental, for one recipient (owner or renter of that rental). */
export interface RentalNotice {
  type: NotificationType;
  recipientId: number;
  rentalId: number;
  /** Given for a notification that must exist once only (the reminder before a rental starts). */
  dedupeKey?: string;
}

/** Where a failed notice is reported; a route passes req.log, jobs their own logger. */
export interface NoticeLog {
  error(obj: object, msg: string): void;
}

const consoleLog: NoticeLog = { error: (obj, msg) => console.error(`[notifications] ${msg}`, obj) };

type NoticeDeps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

const fullName = (u: { firstName: string | null; lastName: string | null } | undefined) =>
  [u?.firstName, u?.lastName].filter(Boolean).join(' ') || null;

/** Creates one notice and e-mails it; false when there was nothing to send (no such rental, recipient gone, duplicate). */
async function sendOne({ db, mailer, config }: NoticeDeps, notice: RentalNotice): Promise<boolean> {
  const [rental] = await db
    .select({
      id: rentals.id,
      renterId: rentals.renterId,
      ownerId: rentals.ownerId,
      startDate: rentals.startDate,
      endDate: rentals.endDate,
      statusReason: rentals.statusReason,
      itemName: items.name,
    })
    .from(rentals)
    .innerJoin(items, eq(items.id, rentals.itemId))
    .where(eq(rentals.id, notice.rentalId))
    .limit(1);
  // Only the two parties of the rental are ever told about it.
  if (!rental || (notice.recipientId !== rental.renterId && notice.recipientId !== rental.ownerId)) return false;
  const people = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [rental.renterId, rental.ownerId]));
  const byId = new Map(people.map((p) => [p.id, p]));
  const recipient = byId.get(notice.recipientId);
  if (!recipient || recipient.deletedAt) return false;

  const text = noticeText({
    type: notice.type,
    lang: recipient.language,
    recipientRole: notice.recipientId === rental.ownerId ? 'owner' : 'renter',
    itemName: rental.itemName,
    startDate: rental.startDate,
    endDate: rental.endDate,
    renterName: fullName(byId.get(rental.renterId)),
    ownerName: fullName(byId.get(rental.ownerId)),
    statusReason: rental.statusReason,
  });
  const created = await db
    .insert(notifications)
    .values({ userId: recipient.id, type: notice.type, title: text.title, message: text.message, relatedId: rental.id, dedupeKey: notice.dedupeKey ?? null })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  // Another process (or an earlier run) already sent this one: no second e-mail either.
  if (created.length === 0) return false;
  await mailer.send(noticeEmail({ email: recipient.email, firstName: recipient.firstName, lang: recipient.language }, text, config.publicUrl));
  return true;
}

/**
 * Creates the notifications (title and message in the recipient's language) and sends each by e-mail. Called after
 * the move's transaction committed; never throws (a failure is logged, the move stands, the other notices still go).
 */
export async function sendRentalNotices(deps: NoticeDeps, notices: RentalNotice[], log: NoticeLog = consoleLog): Promise<void> {
  for (const notice of notices) {
    try {
      await sendOne(deps, notice);
    } catch (err) {
      log.error({ err, notice }, 'rental notice not sent');
    }
  }
}
