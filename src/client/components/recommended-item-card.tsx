import { Sparkles } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { RecommendedItem } from '@/shared/schemas/recommendations';
import { ItemCard } from './item-card';

/** Why the item is recommended, in the reader's language, with the item or city the reason names. */
export function RecommendationReason({ reason }: { reason: RecommendedItem['reason'] }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-1.5 text-sm text-gray-700">
      <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
      <span className="min-w-0 break-words">
        {t(`recommendations.reason.${reason.key}`, { itemName: reason.itemName, city: reason.city })}
      </span>
    </p>
  );
}

/**
 * One cell of a grid of recommendations: the item card with its reason under it. The cell spans two rows of the
 * grid's subgrid, so that the cards of a row end level and their reasons start level, however long each reason is.
 */
export function RecommendedItemCell({ item, href }: { item: RecommendedItem; href?: string }) {
  return (
    <li className="row-span-2 grid grid-rows-subgrid gap-y-2">
      <ItemCard item={item} href={href} />
      <RecommendationReason reason={item.reason} />
    </li>
  );
}
