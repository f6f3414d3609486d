import { useTranslation } from '@/client/i18n/use-translation';
import { DAMAGE_REPORT_WINDOW_HOURS, type HandoverMoment as Moment } from '@/shared/domain/damage';
import type { HandoverRecord } from '@/shared/schemas/damage';
import type { RentalView } from '@/shared/schemas/rentals';
import {
  handoverOpen,
  handoverPhotosLeft,
  recordsOf,
  type RentalParty,
} from '@/client/features/rentals/utils/handover-rules';
import { HandoverForm } from './handover-form';
import { HandoverRecordView } from './handover-record';

const PARTIES: RentalParty[] = ['owner', 'renter'];

interface Props {
  rental: RentalView;
  viewer: RentalParty;
  moment: Moment;
  records: HandoverRecord[];
}

/** One moment (pickup or return): each party's records, and the caller's form while the moment is open. */
export function HandoverMomentView({ rental, viewer, moment, records }: Props) {
  const { t } = useTranslation();
  const open = handoverOpen(rental, moment);
  const titleId = `handover-${moment}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid={`handover-${moment}`}>
      <h3 id={titleId} className="text-base font-semibold text-gray-900">
        {t(`handover.moments.${moment}`)}
      </h3>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {PARTIES.map((by) => {
          const own = recordsOf(records, moment, by);
          return (
            <div key={by} className="flex min-w-0 flex-col gap-2" data-testid={`handover-${moment}-${by}`}>
              <h4 className="text-sm font-medium text-gray-800">
                {t(by === viewer ? 'handover.yours' : `handover.theirs.${by}`)}
              </h4>
              {own.length === 0 ? (
                <p className="text-sm text-gray-600">{t('handover.none')}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {own.map((r) => (
                    <HandoverRecordView key={r.id} record={r} />
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
      {open ? (
        <HandoverForm rentalId={rental.id} moment={moment} left={handoverPhotosLeft(records, moment, viewer)} />
      ) : (
        <p className="text-sm text-gray-600">{t(`handover.closed.${moment}`, { hours: DAMAGE_REPORT_WINDOW_HOURS })}</p>
      )}
    </section>
  );
}
