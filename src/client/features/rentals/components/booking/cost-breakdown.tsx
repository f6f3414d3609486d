import { useTranslation } from '@/client/i18n/use-translation';
import type { PriceBreakdown } from '@/shared/domain/pricing';
import { MoneyBreakdown } from '@/client/components/money-breakdown';

/**
 * The quote of the chosen dates in the one breakdown's words (issue 19 §3): the rental (days × price), the 10%
 * booking fee, the rental total, the deposit when there is one, and what checkout will charge now (both together).
 */
export function CostBreakdown({ price }: { price: PriceBreakdown }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cost-title" className="flex flex-col gap-2 rounded-lg bg-gray-50 p-4 text-sm">
      <h3 id="cost-title" className="font-semibold text-gray-900">
        {t('booking.breakdown')}
      </h3>
      <MoneyBreakdown money={price} testId="cost-breakdown" />
    </section>
  );
}
