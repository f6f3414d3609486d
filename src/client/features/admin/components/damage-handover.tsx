import { useTranslation } from '@/client/i18n/use-translation';
import { HANDOVER_MOMENTS } from '@/shared/domain/damage';
import type { HandoverRecord } from '@/shared/schemas/damage';
import { RentalPhotos } from '@/client/components/rental-photos';
import { formatMoment } from './format';

const PARTIES = ['owner', 'renter'] as const;

/** Both parties' handover records, grouped by moment (pickup, return) and party, as the admin weighs them. */
export function DamageHandover({ records }: { records: HandoverRecord[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="admin-damage-handover">
      {HANDOVER_MOMENTS.map((moment) => (
        <section key={moment} aria-labelledby={`admin-handover-${moment}`} className="flex flex-col gap-2">
          <h3 id={`admin-handover-${moment}`} className="font-semibold text-gray-900">
            {t(`handover.moments.${moment}`)}
          </h3>
          <div className="grid gap-3 md:grid-cols-2">
            {PARTIES.map((by) => {
              const own = records.filter((r) => r.moment === moment && r.by === by);
              return (
                <div key={by} className="flex min-w-0 flex-col gap-2" data-testid={`admin-handover-${moment}-${by}`}>
                  <h4 className="text-sm font-medium text-gray-800">{t(`handover.theirs.${by}`)}</h4>
                  {own.length === 0 ? (
                    <p className="text-sm text-gray-600">{t('handover.none')}</p>
                  ) : (
                    own.map((r) => (
                      <div key={r.id} className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3">
                        <p className="text-xs text-gray-700">
                          <time dateTime={r.createdAt}>{formatMoment(r.createdAt, i18n.language)}</time>
                        </p>
                        {r.note && <p className="text-sm break-words whitespace-pre-line">{r.note}</p>}
                        <RentalPhotos
                          urls={r.photoUrls}
                          label={t('handover.photoLabel', {
                            moment: t(`handover.moments.${moment}`),
                            party: t(`handover.parties.${by}`),
                          })}
                        />
                      </div>
                    ))
                  )}
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
