import { useTranslation } from 'react-i18next';
import type { PriceBreakdown } from '@/shared/domain/pricing';
import { formatZl } from '@/client/lib/item-format';

/** Days (both ends counted), subtotal, the 10% booking fee and the total in zł, and the deposit when there is one. */
export function CostBreakdown({ price }: { price: PriceBreakdown }) {
  const { t, i18n } = useTranslation();
  const zl = (v: string) => formatZl(v, i18n.language);
  const deposit = Number(price.damageDeposit) > 0;
  return (
    <section aria-labelledby="cost-title" className="flex flex-col gap-2 rounded-lg bg-gray-50 p-4 text-sm">
      <h3 id="cost-title" className="font-semibold text-gray-900">
        {t('booking.breakdown')}
      </h3>
      <dl className="flex flex-col gap-1.5" data-testid="cost-breakdown">
        <Row label={t('booking.daysLabel')} value={t('booking.days', { count: price.days })} />
        <Row
          label={t('booking.subtotal')}
          hint={t('booking.priceTimesDays', {
            price: zl(price.pricePerDay),
            days: t('booking.days', { count: price.days }),
          })}
          value={zl(price.subtotal)}
        />
        <Row label={t('booking.bookingFee')} value={zl(price.bookingFee)} />
        <Row label={t('booking.total')} value={zl(price.totalPrice)} strong />
        {deposit && (
          <Row label={t('booking.deposit')} hint={t('booking.depositHint')} value={zl(price.damageDeposit)} />
        )}
      </dl>
    </section>
  );
}

function Row({ label, value, hint, strong }: { label: string; value: string; hint?: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-3 border-t border-gray-300 pt-2 text-base font-semibold'
          : 'flex justify-between gap-3'
      }
    >
      <dt className="min-w-0 text-gray-800">
        <span>{label}</span>
        {hint && <span className="block text-xs font-normal text-gray-600">{hint}</span>}
      </dt>
      <dd className="shrink-0 text-right text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}
