import { useTranslation } from 'react-i18next';

/** Grey cards in the grid's shape while the first page loads. */
export function ItemGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <span className="sr-only">{t('browse.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-gray-200"
        >
          <div className="aspect-[4/3] bg-gray-200" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-4 w-3/4 rounded bg-gray-200" />
            <div className="h-3 w-1/3 rounded bg-gray-200" />
            <div className="h-3 w-1/2 rounded bg-gray-200" />
            <div className="mt-2 h-5 w-1/4 rounded bg-gray-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
