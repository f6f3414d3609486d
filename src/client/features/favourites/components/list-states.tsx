import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { localizedPath } from '@/client/lib/paths';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from './empty-state';

/**
 * A list of the user's (favourites, saved searches) while it loads, when it failed (with a retry), empty (with a way
 * to fill it), or its rows. `texts` names the list's texts: `<texts>.page.loadError`, `.page.retry`, `.empty.*`.
 */
export function ListStates<T>({
  query,
  texts,
  icon,
  children,
}: {
  query: UseQueryResult<T[]>;
  texts: 'favourites' | 'savedSearches';
  icon: LucideIcon;
  children: (rows: T[]) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = query;
  if (isPending) return <p className="mt-8 text-gray-700">{t('common.loading')}</p>;
  if (isError)
    return (
      <div role="alert" className="mt-8 flex flex-col items-start gap-3">
        <p className="text-red-700">{t(`${texts}.page.loadError`)}</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t(`${texts}.page.retry`)}
        </Button>
      </div>
    );
  if (data.length === 0)
    return (
      <div className="mt-8">
        <EmptyState
          icon={icon}
          title={t(`${texts}.empty.title`)}
          text={t(`${texts}.empty.text`)}
          linkLabel={t(`${texts}.empty.browse`)}
          href={localizedPath('browse', i18n.language)}
        />
      </div>
    );
  return children(data);
}
