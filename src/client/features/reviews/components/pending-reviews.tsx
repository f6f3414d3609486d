import { useTranslation } from '@/client/i18n/use-translation';
import { usePendingReviews } from '@/client/features/reviews/api/get-pending-reviews';
import { PendingReviewCard } from './pending-review-card';

/** "To review": the caller's completed rentals with something left to write, shown only when there are some. */
export function PendingReviews() {
  const { t } = useTranslation();
  const { data, isError } = usePendingReviews();
  if (isError) return <p className="text-gray-700">{t('reviewsPage.pending.loadError')}</p>;
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="pending-reviews-title" className="flex flex-col gap-3">
      <div>
        <h2 id="pending-reviews-title" className="text-xl font-semibold">
          {t('reviewsPage.pending.title')}
        </h2>
        <p className="text-sm text-gray-700">{t('reviewsPage.pending.subtitle')}</p>
      </div>
      <ul className="flex flex-col gap-4">
        {data.map((p) => (
          <PendingReviewCard key={p.rentalId} pending={p} />
        ))}
      </ul>
    </section>
  );
}
