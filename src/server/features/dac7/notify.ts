import { sql } from 'drizzle-orm';
import { fromGrosze } from '@/shared/domain/pricing';
import { sumQuarterly } from '@/shared/domain/dac7';
import type { Dac7NotifyAnswer } from '@/shared/schemas/dac7';
import type { AppDeps } from '@/server/app-deps';
import { writeAudit } from '@/server/audit/audit';
import { dac7Notices } from '@/server/db/tables';
import { withEffects } from '@/server/effects/unit-of-work';
import { AppError } from '@/server/lib/errors';
import { writeUserNotice, type NoticeLog } from '@/server/features/notifications/public';
import { dac7Report, warsawYear } from './report';

type NotifyDeps = Pick<AppDeps, 'db' | 'documents' | 'config' | 'outboxes' | 'clock'>;

/**
 * POST /api/admin/dac7/notify: every reportable seller of a year that has ended is told what was reported (their
 * quarterly figures of transport rentals) or, with no tax data given, that it is needed for the report. A seller is
 * told again only when what there is to tell changed since (a late refund, tax data given later): the notice row's
 * upsert decides, so a second call, or two at once, tell nobody twice. The row, the inbox notice, its e-mail in the
 * deliveries outbox and the audit event are one transaction.
 */
export async function notifySellers(
  deps: NotifyDeps,
  adminId: number,
  year: number,
  log?: NoticeLog,
): Promise<Dac7NotifyAnswer> {
  const now = deps.clock.now();
  // Figures of a year still running would change: the sellers are told after 31 December (in Warsaw).
  if (year >= warsawYear(now)) throw new AppError('VALIDATION_FAILED', { year: 'validation.dac7YearNotOver' });
  const report = await dac7Report(deps, year, now);
  const reportable = report.sellers.filter((s) => s.reportable);
  return withEffects(
    deps,
    async (tx, fx) => {
      let notified = 0;
      let askedForTaxInfo = 0;
      for (const s of reportable) {
        const figures = s.transport;
        const taxInfoGiven = s.taxData !== null;
        const [changed] = await tx
          .insert(dac7Notices)
          .values({ year, userId: s.userId, figures, taxInfoGiven, notifiedAt: now })
          .onConflictDoUpdate({
            target: [dac7Notices.year, dac7Notices.userId],
            set: { figures, taxInfoGiven, notifiedAt: now },
            setWhere: sql`(${dac7Notices.figures}, ${dac7Notices.taxInfoGiven}) is distinct from (excluded.figures, excluded.tax_info_given)`,
          })
          .returning({ userId: dac7Notices.userId });
        if (!changed) continue;
        if (taxInfoGiven) notified += 1;
        else askedForTaxInfo += 1;
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
            ...(taxInfoGiven ? {} : { taxInfo: 'missing' }),
          },
        });
        if (deliveryId !== null) fx.send('deliveries', [deliveryId]);
      }
      const answer = { notified, askedForTaxInfo, alreadyNotified: reportable.length - notified - askedForTaxInfo };
      await writeAudit(
        tx,
        {
          actorId: adminId,
          action: 'dac7.sellers_notified',
          subjectType: 'dac7_report',
          subjectId: year,
          details: answer,
        },
        now,
      );
      return answer;
    },
    log,
  );
}
