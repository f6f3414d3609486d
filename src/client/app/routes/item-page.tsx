import { RotateCcw } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api-client';
import { useUser } from '@/client/lib/session';
import type { Item } from '@/shared/schemas/items';
import { useItem } from '@/client/features/items/api/get-item';
import { ItemDetails } from '@/client/features/items/components/detail/item-details';
import { ItemNotFound } from '@/client/features/items/components/detail/item-not-found';
import { ItemPageSkeleton } from '@/client/features/items/components/detail/item-page-skeleton';
import { ItemSummary } from '@/client/features/items/components/detail/item-summary';
import { PhotoGallery } from '@/client/features/items/components/detail/photo-gallery';
import { SimilarItems } from '@/client/features/items/components/detail/similar-items';
import { parseItemId } from '@/client/features/items/utils/item-id';
import { ItemRecommendations } from '@/client/features/recommendations/components/item-recommendations';
import { BookingPanel } from '@/client/features/rentals/components/booking/booking-panel';
import { ItemReviewsSection } from '@/client/features/reviews/components/item-reviews-section';
import { usePublicUserCard } from '@/client/features/users/api/get-public-user';
import { OwnerCard } from '@/client/features/users/components/owner-card';

/** The item's reviews; the owner's name (for the review form) comes from the owner card's query. */
function ItemReviews({ item }: { item: Item }) {
  const owner = usePublicUserCard(item.ownerId).data;
  return <ItemReviewsSection itemId={item.id} itemName={item.name} owner={owner} />;
}

/**
 * Up to 3 recommendations (spec 01 §2): a signed-in viewer gets the same scoring as the recommendations page (issue 13
 * §3), a visitor similar items.
 */
function Recommendations({ itemId }: { itemId: number }) {
  const { user, isLoading } = useUser();
  if (isLoading && !user) return null;
  return user ? <ItemRecommendations itemId={itemId} viewerId={user.id} /> : <SimilarItems itemId={itemId} />;
}

/**
 * Item detail (spec 01 §2), at /item/{id} and /przedmiot/{id}: the item (items), the booking panel (rentals), the
 * owner (users), the reviews (reviews) and the recommendations (recommendations or items).
 */
export default function ItemPage() {
  const { t } = useTranslation();
  const id = parseItemId(useParams().id);
  const { user } = useUser();
  const { data: item, isPending, error, refetch, isFetching } = useItem(id);

  if (id === null || (error instanceof ApiError && error.status === 404)) return <ItemNotFound />;
  if (error) {
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t('item.loadError')}</h1>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('item.retry')}
        </Button>
      </div>
    );
  }
  if (isPending) return <ItemPageSkeleton />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-8 sm:py-12">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <PhotoGallery name={item.name} imageUrls={item.imageUrls} />
          <ItemSummary item={item} />
        </div>
        {/* On phones the panel follows the summary; on large screens it sits beside the whole column. */}
        <aside className="min-w-0 lg:col-start-3 lg:row-span-2 lg:row-start-1" aria-labelledby="booking-title">
          <div className="lg:sticky lg:top-20">
            <BookingPanel key={item.id} item={item} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-10 lg:col-span-2">
          <ItemDetails item={item} />
          <OwnerCard ownerId={item.ownerId} contactItemId={user?.id === item.ownerId ? null : item.id} />
          <ItemReviews item={item} />
        </div>
      </div>
      <Recommendations itemId={item.id} />
    </div>
  );
}
