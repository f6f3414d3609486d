import { Star } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { REVIEW_RATING_MAX } from '@/shared/domain/reviews';

/** A review's rating as five stars, read out as "4 of 5 stars". */
export function ProfileStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <p role="img" aria-label={t('reviews.stars', { rating })} className="flex gap-0.5">
      {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => (
        <Star
          key={i}
          className={i < rating ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4 text-gray-300'}
          aria-hidden
        />
      ))}
    </p>
  );
}
