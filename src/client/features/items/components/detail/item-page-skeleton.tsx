import { useTranslation } from '@/client/i18n/use-translation';

function Bar({ className }: { className: string }) {
  return <div className={`rounded bg-gray-200 ${className}`} />;
}

/**
 * The item page while its item loads, in the page's own grid: the 4:3 photo box, the summary's lines, the booking
 * panel and the description, each about as tall as what replaces it, so the footer stays below the fold and the page
 * is not rebuilt around the content when it comes.
 */
export function ItemPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-8 sm:py-12">
      <span className="sr-only">{t('item.loading')}</span>
      <div aria-hidden className="grid animate-pulse grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <div className="aspect-[4/3] rounded-xl bg-gray-100" />
          <div className="flex flex-col gap-3">
            <Bar className="h-5 w-32" />
            <Bar className="h-9 w-3/4" />
            <Bar className="h-8 w-56" />
            <Bar className="h-6 w-40" />
          </div>
        </div>
        <div className="min-w-0 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <div className="flex h-78 flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5">
            <Bar className="h-7 w-1/2" />
            <Bar className="h-16 w-full" />
            <Bar className="mt-auto h-11 w-full" />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <Bar className="h-7 w-40" />
          <Bar className="h-24 w-full" />
          <Bar className="h-28 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
