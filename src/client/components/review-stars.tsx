import { SpriteIcon } from '@/client/components/icons/sprite';
import { useTranslation } from '@/client/i18n/use-translation';
import { REVIEW_RATING_MAX } from '@/shared/domain/reviews';
import { cn } from '@/client/lib/cn';

/** A review's rating as five stars, read out as "4 of 5 stars". */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <p role="img" aria-label={t('reviews.stars', { rating })} className={cn('flex gap-0.5', className)}>
      {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => (
        <SpriteIcon
          key={i}
          name="star"
          className={i < rating ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4 text-gray-300'}
        />
      ))}
    </p>
  );
}
