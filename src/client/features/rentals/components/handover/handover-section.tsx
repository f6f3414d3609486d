import { useTranslation } from '@/client/i18n/use-translation';
import { HANDOVER_MOMENTS, MAX_HANDOVER_PHOTOS } from '@/shared/domain/damage';
import type { RentalView } from '@/shared/schemas/rentals';
import { useHandover } from '@/client/features/rentals/api/get-handover';
import type { RentalParty } from '@/client/features/rentals/utils/handover-rules';
import { HandoverMomentView } from './handover-moment';

/** The rentals that went ahead: only they have a pickup and a return to record. */
const WENT_AHEAD: readonly string[] = ['confirmed', 'active', 'completed'];

/**
 * "Condition at pickup and return" (issue 25 §1): both parties' photos and notes at each moment, so that a later
 * damage report has something to go on; the caller adds theirs while the moment is open.
 */
export function HandoverSection({ rental, viewer }: { rental: RentalView; viewer: RentalParty }) {
  const { t } = useTranslation();
  const handover = useHandover(rental.id);
  if (!WENT_AHEAD.includes(rental.status) && !handover.data?.length) return null;
  return (
    <section
      aria-labelledby="handover-title"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="handover-section"
    >
      <div>
        <h2 id="handover-title" className="text-lg font-semibold text-gray-900">
          {t('handover.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('handover.intro', { max: MAX_HANDOVER_PHOTOS })}</p>
      </div>
      {handover.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('handover.loadFailed')}
        </p>
      ) : !handover.data ? (
        <p className="text-sm text-gray-700">{t('common.loading')}</p>
      ) : (
        HANDOVER_MOMENTS.map((moment) => (
          <HandoverMomentView key={moment} rental={rental} viewer={viewer} moment={moment} records={handover.data} />
        ))
      )}
    </section>
  );
}
