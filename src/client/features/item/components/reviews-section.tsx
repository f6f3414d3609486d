import { MessageSquare, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { useUser } from '@/client/lib/auth';
import type { ItemReview } from '@/client/lib/items';
import { useItemReviews } from '@/client/features/item/api/get-reviews';

/**
 * Reviews of the item with their real count in the right plural form (0 opinii, 1 opinia, 2 opinie, 5 opinii).
 * Writing one comes with the reviews issue: the signed-in user sees the button disabled, with the reason.
 */
export function ReviewsSection({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const { data: reviews, isPending, isError } = useItemReviews(itemId);
  const lockedId = useId();

  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h2 id="reviews-title" className="text-xl font-semibold">
            {t('reviews.title')}
          </h2>
          {reviews && (
            <p className="text-gray-700" data-testid="reviews-count">
              {t('reviews.count', { count: reviews.length })}
            </p>
          )}
        </div>
        {user && (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <Button variant="outline" disabled aria-describedby={lockedId}>
              <MessageSquare className="h-4 w-4" aria-hidden />
              {t('reviews.write')}
            </Button>
            <p id={lockedId} className="max-w-xs text-xs text-gray-600 sm:text-right">
              {t('reviews.writeLocked')}
            </p>
          </div>
        )}
      </div>
      {isPending && <div aria-hidden className="h-12 animate-pulse rounded-md bg-gray-100" />}
      {isError && <p className="text-gray-700">{t('reviews.loadError')}</p>}
      {reviews?.length === 0 && (
        <p className="rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center text-gray-700">
          {t('reviews.empty')}
        </p>
      )}
      {reviews && reviews.length > 0 && (
        <ul className="flex flex-col gap-3">
          {reviews.map((r) => (
            <ReviewEntry key={r.id} review={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewEntry({ review }: { review: ItemReview }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-gray-200 p-4">
      <p role="img" aria-label={t('reviews.stars', { rating: review.rating })} className="flex gap-0.5">
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            className={i < review.rating ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4 text-gray-300'}
            aria-hidden
          />
        ))}
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-gray-800">{review.comment}</p>
    </li>
  );
}
