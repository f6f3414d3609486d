import { and, inArray, lt, sql } from 'drizzle-orm';
import { ACCOUNTING_RETENTION_YEARS, RENTAL_RECORDS_RETENTION_YEARS, yearsBefore } from '@/shared/domain/legal';
import { MARKET_TIME_ZONE, todayIso } from '@/shared/domain/dates';
import { conversations, dac7Notices, paymentEvents, taxInfos, users } from '@/server/db/tables';
import { writeAudit } from '@/server/audit/audit';
import type { JobDeps, JobLog } from '@/server/jobs/types';
import { cleanUpExports } from '@/server/features/data-export/public';

/** The rental statuses after which nothing more happens to a rental: its end is the move into one of them. */
const ENDED = sql`('completed', 'cancelled', 'declined')`;

/**
 * The first moment of the year in Poland `years` calendar years before the current one: rows of money last moved
 * before it have been kept for `years` full years after the end of their year (Ordynacja podatkowa art. 70 § 1,
 * ustawa o rachunkowości art. 74 ust. 2).
 */
export function accountingCutoff(now: Date, years = ACCOUNTING_RETENTION_YEARS): Date {
  const year = Number(todayIso(now).slice(0, 4)) - years;
  // Midnight of 1 January in Warsaw: UTC+1 in winter, whatever the server's zone.
  const probe = new Date(Date.UTC(year, 0, 1, 0, 0, 0));
  const offsetHours = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: MARKET_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(probe),
  );
  return new Date(probe.getTime() - offsetHours * 3_600_000);
}

export interface RetentionResult {
  conversations: number;
  payments: number;
  payouts: number;
  paymentEvents: number;
  taxRecords: number;
  exportFiles: number;
}

/**
 * The daily retention job (docs/retention.md): applies the schedule's rules that no other job applies.
 * - A conversation (and its messages) goes RENTAL_RECORDS_RETENTION_YEARS after its last message and after the end
 *   of every rental between its two people for that item; one with a rental still running, or ended less long ago,
 *   stays whole. Both people lose it at once: the thread is shared.
 * - Money (payments with their refunds and intents' cancellations, payouts with their reversals, the provider's
 *   events) goes once it last moved before accountingCutoff: ACCOUNTING_RETENTION_YEARS after the end of its year. The
 *   rental stays (the other party's history); a deleted account's rows were detached from the person at deletion.
 * - DAC7 records (tax_infos of deleted accounts, dac7_notices) on the same accounting rule.
 * - Exports whose link expired lose their files (features/data-export).
 * The identity documents (features/kyc, hourly) and the rentals' photos (features/damage, nightly) have their own
 * jobs. Idempotent; `now` passed in so tests move the clock.
 */
export async function runRetention(deps: JobDeps, now: Date, log?: JobLog): Promise<RetentionResult> {
  const { db } = deps;
  const recordsCutoff = yearsBefore(now, RENTAL_RECORDS_RETENTION_YEARS);
  const goneConversations = await db
    .delete(conversations)
    .where(
      and(
        lt(conversations.lastMessageAt, recordsCutoff),
        sql`NOT EXISTS (SELECT 1 FROM rentals r WHERE r.item_id = ${conversations.itemId}
              AND r.renter_id = ${conversations.renterId}
              AND (r.status NOT IN ${ENDED} OR r.status_changed_at IS NULL OR r.status_changed_at >= ${recordsCutoff}))`,
      ),
    )
    .returning({ id: conversations.id });

  const cutoff = accountingCutoff(now);
  const money = { payments: 0, payouts: 0 };
  // In batches of MONEY_BATCH rentals, each in its own transaction, until none is due.
  for (;;) {
    const batch = await deleteDueMoney(db, cutoff, now);
    money.payments += batch.payments;
    money.payouts += batch.payouts;
    if (batch.rentals < MONEY_BATCH) break;
  }
  const events = await db
    .delete(paymentEvents)
    .where(lt(paymentEvents.receivedAt, cutoff))
    .returning({ id: paymentEvents.id });

  const notices = await db.delete(dac7Notices).where(lt(dac7Notices.notifiedAt, cutoff)).returning();
  // A deleted account's tax data goes with the last of its money and reports: while a payment for one of its rentals
  // or a payout to it is kept, a DAC7 report may still need it (its updatedAt says nothing of its last payout).
  const taxRecords = await db
    .delete(taxInfos)
    .where(
      and(
        lt(taxInfos.updatedAt, cutoff),
        sql`NOT EXISTS (SELECT 1 FROM payouts o WHERE o.owner_id = ${taxInfos.userId})`,
        sql`NOT EXISTS (SELECT 1 FROM payments p JOIN rentals r ON r.id = p.rental_id WHERE r.owner_id = ${taxInfos.userId})`,
        inArray(
          taxInfos.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(sql`${users.deletedAt} IS NOT NULL`),
        ),
        sql`NOT EXISTS (SELECT 1 FROM dac7_notices n WHERE n.user_id = ${taxInfos.userId})`,
      ),
    )
    .returning({ userId: taxInfos.userId });

  const exportFiles = await cleanUpExports(deps, now, log);
  const result: RetentionResult = {
    conversations: goneConversations.length,
    payments: money.payments,
    payouts: money.payouts,
    paymentEvents: events.length,
    taxRecords: taxRecords.length + notices.length,
    exportFiles,
  };
  if (Object.values(result).some((n) => n > 0)) log?.info?.({ ...result }, 'retention applied');
  return result;
}

const MONEY_BATCH = 1000;

/** One batch of the accounting rule (runRetention): the money of up to MONEY_BATCH rentals, in one transaction. */
async function deleteDueMoney(
  db: JobDeps['db'],
  cutoff: Date,
  now: Date,
): Promise<{ rentals: number; payments: number; payouts: number }> {
  return db.transaction(async (tx) => {
    // A rental's money, all of it or none: no row of it (its payment, refunds, intent's cancellation, payout or
    // reversals) moved on or after the cutoff.
    const due = await tx.execute<{ rental_id: number }>(sql`
      SELECT m.rental_id FROM (SELECT rental_id FROM payments UNION SELECT rental_id FROM payouts) m
      WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.rental_id = m.rental_id
                        AND greatest(p.created_at, p.updated_at, p.paid_at) >= ${cutoff})
        AND NOT EXISTS (SELECT 1 FROM refunds f JOIN payments p ON p.id = f.payment_id
                        WHERE p.rental_id = m.rental_id AND greatest(f.created_at, f.updated_at) >= ${cutoff})
        AND NOT EXISTS (SELECT 1 FROM intent_cancellations c JOIN payments p ON p.id = c.payment_id
                        WHERE p.rental_id = m.rental_id AND greatest(c.created_at, c.updated_at) >= ${cutoff})
        AND NOT EXISTS (SELECT 1 FROM payouts o WHERE o.rental_id = m.rental_id
                        AND greatest(o.created_at, o.updated_at, o.paid_at, o.sent_at) >= ${cutoff})
        AND NOT EXISTS (SELECT 1 FROM payouts o JOIN payout_reversals v ON v.payout_id = o.id
                        WHERE o.rental_id = m.rental_id AND greatest(v.created_at, v.updated_at) >= ${cutoff})
      LIMIT ${MONEY_BATCH}`);
    const rentalIds = due.rows.map((r) => r.rental_id);
    if (rentalIds.length === 0) return { rentals: 0, payments: 0, payouts: 0 };
    const ids = sql.join(
      rentalIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`DELETE FROM payout_reversals WHERE payout_id IN (SELECT id FROM payouts WHERE rental_id IN (${ids}))
                           OR refund_id IN (SELECT f.id FROM refunds f JOIN payments p ON p.id = f.payment_id WHERE p.rental_id IN (${ids}))`);
    await tx.execute(
      sql`DELETE FROM refunds WHERE payment_id IN (SELECT id FROM payments WHERE rental_id IN (${ids}))`,
    );
    await tx.execute(
      sql`DELETE FROM intent_cancellations WHERE payment_id IN (SELECT id FROM payments WHERE rental_id IN (${ids}))`,
    );
    const payouts = await tx.execute(sql`DELETE FROM payouts WHERE rental_id IN (${ids})`);
    const payments = await tx.execute(sql`DELETE FROM payments WHERE rental_id IN (${ids})`);
    await writeAudit(
      tx,
      {
        actorId: null,
        action: 'retention.accounting_deleted',
        subjectType: 'rental',
        subjectId: rentalIds.length === 1 ? String(rentalIds[0]) : 'many',
        details: { rentalIds, cutoff: cutoff.toISOString(), years: ACCOUNTING_RETENTION_YEARS },
      },
      now,
    );
    return { rentals: rentalIds.length, payments: payments.rowCount ?? 0, payouts: payouts.rowCount ?? 0 };
  });
}
