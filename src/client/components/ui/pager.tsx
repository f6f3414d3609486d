import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from './button';

/**
 * Previous / "page N of M" / next for a list paged on the server (the page lives in the caller's state); nothing when
 * everything fits on one page.
 */
export function Pager({
  page,
  pageCount,
  onChange,
  label,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-2 pt-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        {t('common.pager.previous')}
      </Button>
      <span className="px-2 text-sm text-gray-700" aria-live="polite">
        {t('common.pager.status', { page, pages: pageCount })}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {t('common.pager.next')}
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
