import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api-client';
import { useUser } from '@/client/lib/auth';
import { useItem } from '@/client/features/item/api/get-item';
import { BookingPanel } from '@/client/features/item/components/booking-panel';
import { ItemDetails } from '@/client/features/item/components/item-details';
import { ItemNotFound } from '@/client/features/item/components/item-not-found';
import { ItemSummary } from '@/client/features/item/components/item-summary';
import { OwnerCard } from '@/client/features/item/components/owner-card';
import { PhotoGallery } from '@/client/features/item/components/photo-gallery';
import { Recommendations } from '@/client/features/item/components/recommendations';
import { ReviewsSection } from '@/client/features/item/components/reviews-section';
import { parseItemId } from '@/client/features/item/utils/booking';

/** Item detail (spec 01 §2), at /item/{id} and /przedmiot/{id}. */
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
  if (isPending) return <p className="p-8 text-center text-gray-600">{t('item.loading')}</p>;

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
          <ReviewsSection itemId={item.id} itemName={item.name} ownerId={item.ownerId} />
        </div>
      </div>
      <Recommendations itemId={item.id} />
    </div>
  );
}
