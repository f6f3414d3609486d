import { useTranslation } from '@/client/i18n/use-translation';
import { DAMAGE_REPORT_WINDOW_HOURS } from '@/shared/domain/damage';
import type { RentalView } from '@/shared/schemas/rentals';
import { useDamageReports } from '@/client/features/rentals/api/get-damage-reports';
import { canReportDamage } from '@/client/features/rentals/utils/damage-rules';
import type { RentalParty } from '@/client/features/rentals/utils/handover-rules';
import { DamageReportCard } from './damage-report-card';
import { DamageReportForm } from './damage-report-form';

/**
 * Damage after the return (issue 25 §2): the rental's reports, newest first, and the owner's "Report damage" while
 * the deposit is still held and nothing is open or settled. Only a completed rental can have any.
 */
export function DamageSection({ rental, viewer }: { rental: RentalView; viewer: RentalParty }) {
  const { t } = useTranslation();
  const completed = rental.status === 'completed';
  const reports = useDamageReports(rental.id, completed);
  if (!completed) return null;
  if (reports.isError)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {t('damage.loadFailed')}
      </p>
    );
  if (!reports.data) return null;
  const canReport = canReportDamage(rental, reports.data, viewer);
  if (!canReport && reports.data.length === 0) return null;
  return (
    <section
      aria-labelledby="damage-title"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="damage-section"
    >
      <div>
        <h2 id="damage-title" className="text-lg font-semibold text-gray-900">
          {t('damage.title')}
        </h2>
        {canReport && (
          <p className="mt-1 text-sm text-gray-700">{t('damage.ownerIntro', { hours: DAMAGE_REPORT_WINDOW_HOURS })}</p>
        )}
      </div>
      {canReport && <DamageReportForm rentalId={rental.id} deposit={rental.damageDeposit} />}
      {reports.data.map((r) => (
        <DamageReportCard key={r.id} report={r} viewer={viewer} />
      ))}
    </section>
  );
}
