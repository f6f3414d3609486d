import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/client/lib/cn';
import { formatRating, shownRating } from '@/client/lib/item-format';

/** A star with the rating to one decimal, or the 'no rating' label when it is 0 (spec 01 §2 Item card). */
export function ItemRating({ rating, className }: { rating: string | number | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation();
  const value = shownRating(rating);
  if (value === null) return <span className={cn('text-sm text-gray-600', className)}>{t('itemCard.noRating')}</span>;
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-medium text-gray-800', className)}>
      <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden />
      <span className="sr-only">{t('itemCard.rating')}: </span>
      {formatRating(value, i18n.language)}
    </span>
  );
}
