import { useTranslation } from '@/client/i18n/use-translation';
import type { RentalActor } from '@/shared/domain/rental-status';
import type { RentalHistoryEntry } from '@/shared/schemas/rentals';
import { cn } from '@/client/lib/cn';
import { warsawDateTime } from '@/shared/domain/dates';

/** Who made a step, as the viewer reads it: "you" for their own moves. */
const actorKey = (by: RentalActor, viewer: 'owner' | 'renter') => (by === viewer ? 'you' : by);

/** The rental's steps, oldest first: what happened, when (Poland's time) and who made it (issue 19 §1). */
export function RentalHistory({ history, viewer }: { history: RentalHistoryEntry[]; viewer: 'owner' | 'renter' }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="rental-history-title"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="rental-history-title" className="text-lg font-semibold text-gray-900">
        {t('rentalPage.history.title')}
      </h2>
      <ol className="mt-3 flex flex-col" data-testid="rental-history">
        {history.map((step, i) => {
          const last = i === history.length - 1;
          return (
            <li
              key={`${step.status}-${step.at}`}
              className="relative flex gap-3 pb-4 last:pb-0"
              data-step={step.status}
            >
              {!last && <span className="absolute top-4 left-[5px] h-full w-0.5 bg-gray-200" aria-hidden />}
              <span
                className={cn(
                  'relative mt-1.5 h-3 w-3 shrink-0 rounded-full',
                  last ? 'bg-brand-600 ring-4 ring-brand-100' : 'bg-gray-400',
                )}
                aria-hidden
              />
              <div className="flex min-w-0 flex-col">
                <span className="font-medium text-gray-900">{t(`rentalPage.history.steps.${step.status}`)}</span>
                <span className="text-sm text-gray-700">
                  <time dateTime={step.at}>{warsawDateTime(step.at)}</time>
                  {' · '}
                  {t(`rentalPage.history.by.${actorKey(step.by, viewer)}`)}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
