import { SpriteIcon } from '@/client/components/icons/sprite';
import { useTranslation } from '@/client/i18n/use-translation';
import { cn } from '@/client/lib/cn';
import { formatRating, shownRating } from '@/client/lib/item-format';

/**
 * A rating with one decimal and, when given, its review count: "4,8 (12)" on screen, read as "Ocena 4,8 na 5,
 * 12 opinii" (the count in the language's plural form). `value` is a shown rating (above 0).
 */
export function RatingFigure({ value, count }: { value: number; count?: number }) {
  const { t, i18n } = useTranslation();
  const rating = formatRating(value, i18n.language);
  if (count === undefined) {
    return (
      <>
        <span className="sr-only">{t('itemCard.rating')}: </span>
        {rating}
      </>
    );
  }
  return (
    <>
      <span className="sr-only">{t('itemCard.ratingSummary', { rating, count })}</span>
      <span aria-hidden>
        {rating} <span className="font-normal text-gray-600">({count})</span>
      </span>
    </>
  );
}

/**
 * A star with the rating to one decimal and the review count, or the 'no rating' label when it is 0 (spec 01 §2 Item
 * card; the rating is the mean of the item's published reviews).
 */
export function ItemRating({
  rating,
  count,
  className,
}: {
  rating: string | number | null | undefined;
  count?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const value = shownRating(rating);
  if (value === null) return <span className={cn('text-sm text-gray-600', className)}>{t('itemCard.noRating')}</span>;
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-medium text-gray-800', className)}>
      <SpriteIcon name="star" className="h-4 w-4 fill-amber-400 text-amber-500" />
      <RatingFigure value={value} count={count} />
    </span>
  );
}
