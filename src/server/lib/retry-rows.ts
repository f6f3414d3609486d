import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db/client';

/** A table of durable side effects retried with backoff: deliveries, refunds, intent cancellations. */
export type RetryTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
};

/** The wait after the n-th failed try is 2^(n-1) minutes (the first retry one minute after the first try). */
export const RETRY_BACKOFF_BASE_MS = 60_000;

/**
 * Claims up to `batch` due pending rows of `table` in one statement: each claimed row's attempt is counted and its
 * next attempt moved a backoff away before anything is sent, so another drain (or process) neither waits for it nor
 * takes it again. SKIP LOCKED makes two claims at once split the rows instead of queueing on them.
 */
export async function claimDue<T extends RetryTable>(
  db: DbOrTx,
  table: T,
  due: SQL | undefined,
  now: Date,
  batch: number,
): Promise<T['$inferSelect'][]> {
  // Drizzle's builders take a concrete table; the columns used are the RetryTable's.
  const target: PgTable = table;
  const picked = db
    .select({ id: table.id })
    .from(target)
    .where(and(eq(table.status, 'pending'), due))
    .orderBy(asc(table.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(target)
    .set({
      attempts: sql`${table.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + ${RETRY_BACKOFF_BASE_MS}::int * power(2, ${table.attempts}) * interval '1 millisecond'`,
    })
    .where(inArray(table.id, picked))
    .returning();
  return rows;
}
