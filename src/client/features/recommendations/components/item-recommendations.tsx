import { useTranslation } from '@/client/i18n/use-translation';
import { RecommendationSection } from '@/client/components/recommendation-section';
import { RecommendedItemCell } from '@/client/components/recommended-item-card';
import { useItemRecommendations } from '@/client/features/recommendations/api/get-recommendations';

/**
 * A signed-in viewer's own recommendations with this item as context, each with its reason (issue 13 §3); their links
 * go to /przedmiot/{id} as the spec says. Nothing when there are none.
 */
export function ItemRecommendations({ itemId, viewerId }: { itemId: number; viewerId: number }) {
  const { t } = useTranslation();
  const { data: items } = useItemRecommendations(itemId, viewerId);
  if (!items || items.length === 0) return null;
  return (
    <RecommendationSection title={t('recommendations.title')}>
      {items.map((item) => (
        <RecommendedItemCell key={item.id} item={item} href={`/przedmiot/${item.id}`} />
      ))}
    </RecommendationSection>
  );
}
