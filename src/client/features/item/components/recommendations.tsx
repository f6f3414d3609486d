import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemCard } from '@/client/components/item-card';
import { RecommendedItemCell } from '@/client/components/recommended-item-card';
import { useUser } from '@/client/lib/auth';
import { useItemRecommendations } from '@/client/features/item/api/get-item-recommendations';
import { useSimilarItems } from '@/client/features/item/api/get-similar-items';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="recommendations-title" className="flex flex-col gap-4">
      <h2 id="recommendations-title" className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}

/** A signed-in viewer's own recommendations with this item as context, each with its reason. */
function PersonalRecommendations({ itemId, viewerId }: { itemId: number; viewerId: number }) {
  const { t } = useTranslation();
  const { data: items } = useItemRecommendations(itemId, viewerId);
  if (!items || items.length === 0) return null;
  return (
    <Section title={t('recommendations.title')}>
      {items.map((item) => (
        <RecommendedItemCell key={item.id} item={item} href={`/przedmiot/${item.id}`} />
      ))}
    </Section>
  );
}

/** A visitor's: similar items (the same category, the same city first). */
function SimilarItems({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const { data: items } = useSimilarItems(itemId, null);
  if (!items || items.length === 0) return null;
  return (
    <Section title={t('item.recommendations.title')}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} href={`/przedmiot/${item.id}`} />
        </li>
      ))}
    </Section>
  );
}

/**
 * Up to 3 recommendations (spec 01 §2); their links go to /przedmiot/{id} as the spec says. Nothing when there are
 * none. A signed-in viewer gets the same scoring as the recommendations page (issue 13 §3).
 */
export function Recommendations({ itemId }: { itemId: number }) {
  const { user, isLoading } = useUser();
  if (isLoading && !user) return null;
  return user ? <PersonalRecommendations itemId={itemId} viewerId={user.id} /> : <SimilarItems itemId={itemId} />;
}
