import { useTranslation } from '@/client/i18n/use-translation';
import { ItemCard } from '@/client/components/item-card';
import { RecommendationSection } from '@/client/components/recommendation-section';
import { useSimilarItems } from '@/client/features/items/api/get-similar-items';

/** A visitor's recommendations: similar items (the same category, the same city first). Nothing when there are none. */
export function SimilarItems({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const { data: items } = useSimilarItems(itemId, null);
  if (!items || items.length === 0) return null;
  return (
    <RecommendationSection title={t('item.recommendations.title')}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} href={`/przedmiot/${item.id}`} />
        </li>
      ))}
    </RecommendationSection>
  );
}
