import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { RentalView } from '@/shared/schemas/rentals';
import { RentalRow } from './rental-row';
import { useRentalAction } from './use-rental-action';

interface Props {
  query: { data: RentalView[] | undefined; isPending: boolean; isError: boolean };
  side: 'incoming' | 'rented';
  label: string;
  empty: ReactNode;
}

/** A dashboard tab's rentals, or its loading, error or empty state. */
export function RentalRowList({ query, side, label, empty }: Props) {
  const { t } = useTranslation();
  const action = useRentalAction();
  if (query.isPending) return <p className="py-6 text-center text-gray-700">{t('common.loading')}</p>;
  if (query.isError) return <p className="py-6 text-center text-red-700">{t('owner.rentals.loadFailed')}</p>;
  if (!query.data?.length) return empty;
  return (
    <ul className="grid gap-3" aria-label={label}>
      {query.data.map((rental) => (
        <RentalRow
          key={rental.id}
          rental={rental}
          side={side}
          busy={action.pendingId === rental.id}
          onAction={(a) => action.run(rental, a)}
        />
      ))}
    </ul>
  );
}
