import { eq } from 'drizzle-orm';
import type { AppDeps } from '@/server/app-deps';
import { deliveries } from '@/server/db/tables';
import { withEffects } from '@/server/effects/unit-of-work';
import type { JobLog } from '@/server/jobs/types';
import { writeAudit } from '@/server/audit/audit';
import { AppError } from '@/server/lib/errors';
import type { RetriedDelivery } from '@/shared/schemas/admin';

/**
 * An admin sends a given-up delivery again: back to pending, due now and with its attempts reset to 0, so that it
 * gets a whole new backoff schedule if this attempt fails too (the admin fixed the cause, or believes it passed), and
 * so that the unit of work (which tries only never-attempted rows after its commit) tries it at once. Only a failed row can be retried (409
 * otherwise: a pending one is already being retried, a sent one is done). The retry is audited in its transaction.
 */
export async function retryDelivery(
  deps: AppDeps,
  adminId: number,
  id: number,
  log: JobLog,
  now: Date,
): Promise<RetriedDelivery> {
  const { db } = deps;
  await withEffects(
    deps,
    async (tx, fx) => {
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
      fx.send('deliveries', [id]);
    },
    log,
  );
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
