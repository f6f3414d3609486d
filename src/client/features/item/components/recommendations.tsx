import { useTranslation } from 'react-i18next';
import { ItemCard } from '@/client/components/item-card';
import { useUser } from '@/client/lib/auth';
import { useSimilarItems } from '@/client/features/item/api/get-similar-items';

/** Up to 3 similar items (spec 01 §2); their links go to /przedmiot/{id} as the spec says. Nothing when there are none. */
export function Recommendations({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const { data: items } = useSimilarItems(itemId, user?.id ?? null);
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby="recommendations-title" className="flex flex-col gap-4">
      <h2 id="recommendations-title" className="text-2xl font-bold">
        {t('item.recommendations.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} href={`/przedmiot/${item.id}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
