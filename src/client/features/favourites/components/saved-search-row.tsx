import { Search, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import type { SavedSearch } from '@/shared/schemas/favourites';
import { browseHref, filtersOf } from '@/client/components/favourites/search-filters';
import { Button } from '@/client/components/ui/button';
import { formatDisplayDate, toIsoDate } from '@/client/lib/format';
import { searchWords } from './search-words';

interface Props {
  search: SavedSearch;
  onDelete: () => void;
  deleting: boolean;
}

/** One saved search: in words, when it was last e-mailed (or that its dates are past), its results and delete. */
export function SavedSearchRow({ search, onDelete, deleting }: Props) {
  const { t, i18n } = useTranslation();
  const words = searchWords(t, search);
  const ended = search.end !== null && search.end < toIsoDate(new Date());
  const status = ended
    ? t('savedSearches.row.ended')
    : search.lastSentAt
      ? t('savedSearches.row.lastSent', { date: formatDisplayDate(new Date(search.lastSentAt)) })
      : t('savedSearches.row.neverSent');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Search className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0">
          <p className="font-semibold break-words text-gray-900">{words}</p>
          <p className="text-sm text-gray-700">{status}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button asChild variant="outline" size="sm">
          <Link
            to={browseHref(filtersOf(search), i18n.language)}
            aria-label={t('savedSearches.row.openNamed', { name: words })}
          >
            {t('savedSearches.row.open')}
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          disabled={deleting}
          aria-label={t('savedSearches.row.deleteNamed', { name: words })}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('savedSearches.row.delete')}
        </Button>
      </div>
    </li>
  );
}
