import { fromGrosze } from '@/shared/domain/pricing';
import { sumQuarterly } from '@/shared/domain/dac7';
import type { Dac7NotifyAnswer } from '@/shared/schemas/dac7';
import type { AppDeps } from '@/server/app-deps';
import { writeAudit } from '@/server/audit/audit';
import { dac7Notices } from '@/server/db/tables';
import { withEffects } from '@/server/effects/unit-of-work';
import { writeUserNotice, type NoticeLog } from '@/server/features/notifications/public';
import { dac7Report } from './report';

type NotifyDeps = Pick<AppDeps, 'db' | 'documents' | 'config' | 'outboxes' | 'clock'>;

/**
 * POST /api/admin/dac7/notify: every reportable seller of `year` is told once what was reported (their quarterly
 * figures of transport rentals). The notice row (the primary key year + seller makes a second call a no-op), the
 * inbox notice, its e-mail in the deliveries outbox and the audit event are one transaction.
 */
export async function notifySellers(
  deps: NotifyDeps,
  adminId: number,
  year: number,
  log?: NoticeLog,
): Promise<Dac7NotifyAnswer> {
  const now = deps.clock.now();
  const report = await dac7Report(deps, year, now);
  const reportable = report.sellers.filter((s) => s.reportable);
  return withEffects(
    deps,
    async (tx, fx) => {
      let notified = 0;
      for (const s of reportable) {
        const figures = s.transport;
        const [inserted] = await tx
          .insert(dac7Notices)
          .values({ year, userId: s.userId, figures, notifiedAt: now })
          .onConflictDoNothing()
          .returning({ userId: dac7Notices.userId });
        if (!inserted) continue;
        notified += 1;
        const [q1, q2, q3, q4] = figures.consideration.map(fromGrosze);
        const deliveryId = await writeUserNotice(tx, deps.config, {
          type: 'dac7_reported',
          recipientId: s.userId,
          relatedId: year,
          extra: {
            year: String(year),
            q1,
            q2,
            q3,
            q4,
            count: String(sumQuarterly(figures.activities)),
            fees: fromGrosze(sumQuarterly(figures.fees)),
          },
        });
        if (deliveryId !== null) fx.send('deliveries', [deliveryId]);
      }
      await writeAudit(
        tx,
        {
          actorId: adminId,
          action: 'dac7.sellers_notified',
          subjectType: 'dac7_report',
          subjectId: year,
          details: { notified, alreadyNotified: reportable.length - notified },
        },
        now,
      );
      return { notified, alreadyNotified: reportable.length - notified };
    },
    log,
  );
}
