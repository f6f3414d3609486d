import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import {
  PAYMENT_DEADLINE_HOURS,
  PAYMENT_MIN_WINDOW_HOURS,
  PAYMENT_REMINDER_HOURS,
} from '@/shared/domain/payment-deadline';
import { MARKET_TIME_ZONE } from '@/shared/domain/dates';
import { payments, rentals } from '@/server/db/tables';
import { withEffects } from '@/server/effects/unit-of-work';
import type { JobDeps, JobLog } from '@/server/jobs/types';
import { unsentNotices, writeRentalNotices, type RentalNotice } from '@/server/features/notifications/public';

/** shared/domain/payment-deadline.ts in SQL: the acceptance is the confirmed rental's last move. */
const deadline = sql`greatest(
  least(${rentals.statusChangedAt} + make_interval(hours => ${PAYMENT_DEADLINE_HOURS}),
        (${rentals.startDate}::timestamp AT TIME ZONE ${MARKET_TIME_ZONE})),
  ${rentals.statusChangedAt} + make_interval(hours => ${PAYMENT_MIN_WINDOW_HOURS}))`;

/** Confirmed, unpaid, and no payment settling at the provider (a bank transfer under way is given its time). */
const unpaidConfirmed = and(
  eq(rentals.status, 'confirmed'),
  eq(rentals.paymentStatus, 'unpaid'),
  notExists(
    sql`(SELECT 1 FROM ${payments} WHERE ${payments.rentalId} = ${rentals.id} AND ${payments.status} = 'processing')`,
  ),
) as SQL;

export interface PaymentDeadlineResult {
  cancelled: number[];
  reminded: number[];
}

/**
 * The payment deadline by the clock (every minute, `now` passed in so tests control it): an unpaid confirmed rental
 * past its deadline is cancelled by the system (reason unpaid: both parties told, its days free again, its open
 * intent cancelled at the provider), through the process; one due within PAYMENT_REMINDER_HOURS reminds its renter
 * once (payment_due, a dedupe key). Rows another transaction holds are skipped and picked up next minute.
 */
export async function runPaymentDeadlines(deps: JobDeps, now: Date, log?: JobLog): Promise<PaymentDeadlineResult> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const cancelled = await withEffects(
    deps,
    (tx, fx) =>
      deps.process.move(tx, fx, {
        action: 'cancel',
        actor: 'system',
        reason: 'unpaid',
        now,
        skipLocked: true,
        where: and(unpaidConfirmed, sql`${deadline} <= ${at}`) as SQL,
      }),
    log,
  );
  const due = await deps.db
    .select({ id: rentals.id, renterId: rentals.renterId })
    .from(rentals)
    .where(
      and(
        unpaidConfirmed,
        sql`${deadline} > ${at}`,
        sql`${deadline} - make_interval(hours => ${PAYMENT_REMINDER_HOURS}) <= ${at}`,
      ),
    );
  const candidates = due.map((r): RentalNotice => ({
    type: 'payment_due',
    recipientId: r.renterId,
    rentalId: r.id,
    dedupeKey: `payment_due:${r.id}`,
  }));
  const reminders = await unsentNotices(deps.db, candidates);
  await withEffects(
    deps,
    async (tx, fx) => fx.send('deliveries', await writeRentalNotices(tx, deps.config, reminders)),
    log,
  );
  return { cancelled: cancelled.map((r) => r.id), reminded: reminders.map((r) => r.rentalId) };
}
