import { CheckCircle2, MapPin, XCircle } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { Item } from '@/shared/schemas/items';
import { ItemRating } from '@/client/components/item-rating';
import { cn } from '@/client/lib/cn';
import { categoryText } from '@/client/lib/category-text';
import { useCategories } from '@/client/features/items/api/get-categories';
import { formatAmount, itemPlace } from '@/client/lib/item-format';
import { CategoryIcon } from '@/client/components/category-icon';
import { FavouriteButton } from '@/client/components/favourites/favourite-button';
import { InstantBadge } from '@/client/components/instant-badge';

/** Name and heart (issue 26 §5), price, rating, availability badge, category and place (spec 01 §2 Item detail). */
export function ItemSummary({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const { data: categories } = useCategories();
  const category = categories?.find((c) => c.id === item.categoryId);

  return (
    <div className="flex flex-col gap-3">
      {/* The category's line is there before the categories are, so the name under it does not move down. */}
      <p className="flex h-5 items-center gap-1.5 text-sm font-medium text-brand-800">
        {category && (
          <>
            <CategoryIcon categoryId={category.id} className="h-4 w-4" />
            {categoryText(t, category).name}
          </>
        )}
      </p>
      <div className="flex items-start justify-between gap-3">
        <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words text-gray-900">{item.name}</h1>
        <FavouriteButton itemId={item.id} className="mt-0.5" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-brand-700 px-3 py-1 text-base font-semibold text-white">
          <span className="sr-only">{t('item.pricePerDay')}: </span>
          {formatAmount(item.pricePerDay, i18n.language)} {t('item.perDay')}
        </span>
        <ItemRating rating={item.rating} count={item.reviewCount} />
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium',
            item.available ? 'bg-brand-50 text-brand-800' : 'bg-gray-200 text-gray-900',
          )}
        >
          {item.available ? (
            <CheckCircle2 className="h-4 w-4" aria-hidden />
          ) : (
            <XCircle className="h-4 w-4" aria-hidden />
          )}
          {item.available ? t('item.available') : t('item.unavailable')}
        </span>
        {item.available && item.instantBooking && <InstantBadge className="px-3 text-sm" />}
      </div>
      <p className="flex items-center gap-1 text-gray-700">
        <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
        <span className="sr-only">{t('item.location')}: </span>
        {itemPlace(item)}
      </p>
    </div>
  );
}
