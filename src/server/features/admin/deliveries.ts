import { eq } from 'drizzle-orm';
import type { AppDeps } from '@/server/app-deps';
import { deliveries } from '@/server/db/tables';
import { deliverNow } from '@/server/jobs/deliveries';
import type { JobLog } from '@/server/jobs/types';
import { writeAudit } from '@/server/lib/audit';
import { AppError } from '@/server/lib/errors';
import type { RetriedDelivery } from '@/shared/schemas/admin';

/**
 * An admin sends a given-up delivery again: back to pending, due now and with its attempts reset to 0, so that it
 * gets a whole new backoff schedule if this attempt fails too (the admin fixed the cause, or believes it passed), and
 * so that deliverNow (which takes only never-attempted rows) tries it at once. Only a failed row can be retried (409
 * otherwise: a pending one is already being retried, a sent one is done). The retry is audited in its transaction.
 */
export async function retryDelivery(
  deps: AppDeps,
  adminId: number,
  id: number,
  log: JobLog,
  now: Date = new Date(),
): Promise<RetriedDelivery> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'failed') throw new AppError('CONFLICT');
    await tx
      .update(deliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(eq(deliveries.id, id));
    await writeAudit(
      tx,
      {
        actorId: adminId,
        action: 'delivery.retried',
        subjectType: 'delivery',
        subjectId: id,
        details: { channel: row.channel, attempts: row.attempts, lastError: row.lastError },
      },
      now,
    );
  });
  await deliverNow(deps, [id], log);
  const [after] = await db
    .select({
      id: deliveries.id,
      status: deliveries.status,
      attempts: deliveries.attempts,
      lastError: deliveries.lastError,
    })
    .from(deliveries)
    .where(eq(deliveries.id, id));
  return after;
}
