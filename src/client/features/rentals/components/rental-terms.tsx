import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { RentalView } from '@/shared/schemas/rentals';

/** The terms fixed at the request that apply to this rental: cancellation, flexibility and insurance. */
export function RentalTerms({ rental }: { rental: RentalView }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="rental-terms-title"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="rental-terms-title" className="text-lg font-semibold text-gray-900">
        {t('rentalPage.terms.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-gray-900">{t('item.cancellation')}</dt>
          <dd className="text-gray-700" data-testid="rental-cancellation-terms">
            {t(`item.cancellationTerms.${rental.cancellationTerms}`)}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-gray-900">{t('item.flexibility')}</dt>
          <dd className="text-gray-700">{t(`item.flexibilityLevels.${rental.flexibility}`)}</dd>
        </div>
      </dl>
      {(rental.insuranceRequired || rental.insuranceAccepted) && (
        <p className="mt-3 flex items-center gap-2 text-sm text-gray-800">
          <ShieldCheck className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
          {t(rental.insuranceAccepted ? 'rentalPage.terms.insuranceAccepted' : 'item.insuranceRequired')}
        </p>
      )}
    </section>
  );
}
