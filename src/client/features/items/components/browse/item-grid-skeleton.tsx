import { useTranslation } from '@/client/i18n/use-translation';

/** A grey bar centred in a line box of the real text's height, so the skeleton is as tall as the card. */
function Line({ box, width }: { box: string; width: string }) {
  return (
    <div className={`flex items-center ${box}`}>
      <div className={`h-3/5 rounded bg-gray-200 ${width}`} />
    </div>
  );
}

/**
 * One item card while it loads, line for line the size of ItemCard with a one-line name (photo 4:3, name, rating,
 * place, price), so the grid does not move when the cards come.
 */
export function ItemCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-gray-200 bg-white"
    >
      <div className="aspect-[4/3] bg-gray-200" />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Line box="h-6" width="w-3/4" />
        <Line box="h-5" width="w-1/3" />
        <Line box="h-5" width="w-1/2" />
        <div className="mt-auto pt-2">
          <Line box="h-7" width="w-1/4" />
        </div>
      </div>
    </div>
  );
}

/** Grey cards in the grid's shape while the first page loads. */
export function ItemGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <span className="sr-only">{t('browse.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <ItemCardSkeleton key={i} />
      ))}
    </div>
  );
}
