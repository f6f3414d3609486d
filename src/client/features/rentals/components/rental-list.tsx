import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { lastPage } from '@/shared/schemas/pagination';
import { RENTALS_PAGE_SIZE } from '@/shared/schemas/rentals';
import { Button } from '@/client/components/ui/button';
import { Pager } from '@/client/components/ui/pager';
import { localizedPath } from '@/client/lib/paths';
import type { RentalsPage } from '@/client/features/rentals/api/get-rentals-page';
import { RentalCard } from './rental-card';
import { useRentalAction } from './use-rental-action';

interface Props {
  query: UseQueryResult<RentalsPage>;
  direction: 'incoming' | 'outgoing';
  page: number;
  onPage: (page: number) => void;
}

/** One tab's page of the list with its loading, error and empty states, and the pager. */
export function RentalList({ query, direction, page, onPage }: Props) {
  const { t, i18n } = useTranslation();
  const action = useRentalAction();

  if (query.isPending) return <p className="py-8 text-center text-gray-600">{t('common.loading')}</p>;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-gray-800">{t('rentals.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('rentals.retry')}
        </Button>
      </div>
    );
  if (query.data.total === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center">
        <p className="text-gray-700">{t(`rentals.empty.${direction}`)}</p>
        {direction === 'outgoing' && (
          <Button asChild variant="outline">
            <Link to={localizedPath('browse', i18n.language)}>{t('rentals.browse')}</Link>
          </Button>
        )}
      </div>
    );
  const pageCount = lastPage(query.data.total, RENTALS_PAGE_SIZE);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700" data-testid={`rentals-total-${direction}`}>
        {t('rentals.total', { count: query.data.total })}
      </p>
      <ul className="flex flex-col gap-3">
        {query.data.rentals.map((rental) => (
          <li key={rental.id}>
            <RentalCard
              rental={rental}
              direction={direction}
              busy={action.pendingId === rental.id}
              onAction={(a) => action.run(rental, a)}
            />
          </li>
        ))}
      </ul>
      <Pager
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onChange={onPage}
        label={t(`rentals.pagerLabel.${direction}`)}
      />
    </div>
  );
}
