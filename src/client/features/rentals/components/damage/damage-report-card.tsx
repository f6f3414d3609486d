import { useTranslation } from '@/client/i18n/use-translation';
import { warsawDateTime } from '@/shared/domain/dates';
import type { DamageReport } from '@/shared/schemas/damage';
import { DamageStatusBadge } from '@/client/components/damage-status-badge';
import { RentalPhotos } from '@/client/components/rental-photos';
import type { RentalParty } from '@/client/features/rentals/utils/handover-rules';
import { DamageActions } from './damage-actions';
import { DamageAmounts } from './damage-amounts';

/** What happened to the report, in a sentence for this party: the deadline, the mediation, the settlement. */
function stageText(report: DamageReport, viewer: RentalParty): { key: string; when?: string } {
  switch (report.status) {
    case 'reported':
      return { key: `damage.stage.reported.${viewer}`, when: warsawDateTime(report.answerDueAt) };
    case 'disputed':
      return { key: `damage.stage.disputed.${report.disputedBy ?? 'renter'}` };
    case 'accepted':
      return { key: 'damage.stage.accepted', when: report.settledAt ? warsawDateTime(report.settledAt) : undefined };
    case 'resolved':
      return { key: 'damage.stage.resolved', when: report.settledAt ? warsawDateTime(report.settledAt) : undefined };
    case 'withdrawn':
      return {
        key: 'damage.stage.withdrawn',
        when: report.withdrawnAt ? warsawDateTime(report.withdrawnAt) : undefined,
      };
  }
}

/** One damage report as both parties see it, with what the caller may do about it now. */
export function DamageReportCard({ report, viewer }: { report: DamageReport; viewer: RentalParty }) {
  const { t } = useTranslation();
  const stage = stageText(report, viewer);
  const titleId = `damage-report-${report.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3 sm:p-4"
      data-testid="damage-report"
      data-status={report.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-gray-900">
          {t('damage.reportTitle', { when: warsawDateTime(report.createdAt) })}
        </h3>
        <DamageStatusBadge status={report.status} />
      </div>
      <p
        className={
          report.status === 'reported'
            ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950'
            : 'text-sm text-gray-800'
        }
        data-testid="damage-stage"
      >
        {t(stage.key, { when: stage.when ?? '' })}
      </p>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium text-gray-800">{t('damage.ownerSide')}</h4>
        <p className="text-sm break-words whitespace-pre-line text-gray-900">{report.description}</p>
        <RentalPhotos urls={report.photoUrls} label={t('damage.ownerPhotos')} testId="damage-owner-photos" />
      </div>
      {(report.renterStatement || report.renterPhotoUrls.length > 0) && (
        <div className="flex flex-col gap-2" data-testid="damage-renter-side">
          <h4 className="text-sm font-medium text-gray-800">{t('damage.renterSide')}</h4>
          {report.renterStatement && (
            <p className="text-sm break-words whitespace-pre-line text-gray-900">{report.renterStatement}</p>
          )}
          <RentalPhotos urls={report.renterPhotoUrls} label={t('damage.renterPhotos')} testId="damage-renter-photos" />
        </div>
      )}
      <DamageAmounts report={report} />
      {report.status === 'resolved' && (
        <div
          className="flex flex-col gap-1 rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-950"
          data-testid="damage-decision"
        >
          <h4 className="font-medium">{t('damage.decision.title')}</h4>
          {report.decisionReason && <p className="break-words whitespace-pre-line">{report.decisionReason}</p>}
          <p className="font-medium">{t('damage.decision.final')}</p>
        </div>
      )}
      <DamageActions report={report} />
    </article>
  );
}
