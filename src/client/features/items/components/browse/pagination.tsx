import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { cn } from '@/client/lib/cn';
import { browseSearch, type BrowseFilters } from '@/client/features/items/utils/browse-params';
import { pageList } from '@/client/features/items/utils/page-list';

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Page links that keep the page in the URL (?page=N), so a reload or a shared link shows the same results. */
export function Pagination({ filters, pageCount }: { filters: BrowseFilters; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const current = Math.min(filters.page, pageCount);
  const to = (page: number) => ({ search: browseSearch({ ...filters, page }) });
  const scrollUp = () =>
    document.getElementById('browse-items-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <nav aria-label={t('browse.pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {current > 1 && (
          <li>
            <Link
              to={to(current - 1)}
              onClick={scrollUp}
              rel="prev"
              className={cn(itemClass, 'text-gray-800 hover:bg-gray-100')}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
              <span className="hidden sm:inline">{t('browse.pagination.previous')}</span>
              <span className="sr-only sm:hidden">{t('browse.pagination.previous')}</span>
            </Link>
          </li>
        )}
        {pageList(current, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={to(p)}
                onClick={scrollUp}
                aria-label={t('browse.pagination.page', { page: p })}
                aria-current={p === current ? 'page' : undefined}
                className={cn(itemClass, p === current ? 'bg-brand-700 text-white' : 'text-gray-800 hover:bg-gray-100')}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <Link
              to={to(current + 1)}
              onClick={scrollUp}
              rel="next"
              className={cn(itemClass, 'text-gray-800 hover:bg-gray-100')}
            >
              <span className="hidden sm:inline">{t('browse.pagination.next')}</span>
              <span className="sr-only sm:hidden">{t('browse.pagination.next')}</span>
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
