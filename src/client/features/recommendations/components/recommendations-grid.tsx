import { AlertTriangle, PackageSearch, RotateCcw } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { RecommendedItemCell } from '@/client/components/recommended-item-card';
import { Button } from '@/client/components/ui/button';
import { localizedPath } from '@/client/lib/paths';
import { useRecommendations } from '@/client/features/recommendations/api/get-recommendations';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4';

function GridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} aria-hidden className="flex animate-pulse flex-col gap-2">
          <div className="overflow-hidden rounded-xl border border-gray-200">
            <div className="aspect-[4/3] bg-gray-200" />
            <div className="flex flex-col gap-2 p-4">
              <div className="h-4 w-3/4 rounded bg-gray-200" />
              <div className="h-3 w-1/2 rounded bg-gray-200" />
              <div className="mt-2 h-5 w-1/4 rounded bg-gray-200" />
            </div>
          </div>
          <div className="h-3 w-2/3 rounded bg-gray-200" />
        </div>
      ))}
    </div>
  );
}

/** The user's recommendations as a grid of item cards with their reasons; loading, error and empty states. */
export function RecommendationsGrid({ viewerId }: { viewerId: number }) {
  const { t, i18n } = useTranslation();
  const query = useRecommendations(viewerId);
  if (query.isPending) return <GridSkeleton />;
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center"
      >
        <AlertTriangle className="h-10 w-10 text-red-700" aria-hidden />
        <p className="font-medium text-gray-900">{t('recommendations.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('recommendations.retry')}
        </Button>
      </div>
    );
  if (query.data.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-12 text-center">
        <PackageSearch className="h-10 w-10 text-gray-500" aria-hidden />
        <p className="font-medium text-gray-900">{t('recommendations.empty')}</p>
        <p className="text-sm text-gray-700">{t('recommendations.emptyHint')}</p>
        <Button asChild variant="outline">
          <Link to={localizedPath('browse', i18n.language)}>{t('recommendations.browse')}</Link>
        </Button>
      </div>
    );
  return (
    <ul className={GRID} data-testid="recommendations-grid">
      {query.data.map((item) => (
        <RecommendedItemCell key={item.id} item={item} />
      ))}
    </ul>
  );
}
