import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import type { RentalView } from '@/shared/schemas/rentals';
import { ItemPhoto } from '@/client/components/item-photo';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { itemCardImage } from '@/client/lib/images';
import { formatZl, itemPlace } from '@/client/lib/item-format';
import { formatDisplayDate, parseIsoDate } from '@/client/lib/format';

const day = (value: string) => {
  const date = parseIsoDate(value.slice(0, 10));
  return date ? formatDisplayDate(date) : value;
};

/** What the renter pays: the rental's total (price and booking fee) and the deposit, charged together (issue 12). */
export const amountToPay = (rental: Pick<RentalView, 'totalPrice' | 'damageDeposit'>) =>
  fromGrosze(toGrosze(rental.totalPrice) + toGrosze(rental.damageDeposit));

/**
 * The checkout's rental summary (spec 02 §2): the first photo (or the placeholder), the item's name and place, the
 * dates, the renter, the daily rate times the days, the booking fee, the deposit when there is one, and the total.
 */
export function CheckoutSummary({ rental }: { rental: RentalView }) {
  const { t, i18n } = useTranslation();
  const zl = (v: string) => formatZl(v, i18n.language);
  const deposit = toGrosze(rental.damageDeposit) > 0;
  return (
    <Card data-testid="checkout-summary">
      <CardHeader>
        <CardTitle>{t('checkout.summaryTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <ItemPhoto
            src={itemCardImage(rental.item.imageUrls)}
            fallbackSrc={rental.item.imageUrls[0]}
            className="h-20 w-20 shrink-0 rounded-lg bg-gray-100 object-cover"
          />
          <div className="grid min-w-0 gap-1">
            <p className="font-semibold break-words text-gray-900">{rental.item.name}</p>
            <p className="flex items-center gap-1 text-sm text-gray-700">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden />
              {itemPlace(rental.item)}
            </p>
          </div>
        </div>
        <dl className="flex flex-col gap-1.5 text-sm">
          <Row label={t('checkout.startDate')} value={day(rental.startDate)} />
          <Row label={t('checkout.endDate')} value={day(rental.endDate)} />
          <Row label={t('checkout.renter')} value={`${rental.renter.firstName} ${rental.renter.lastName}`.trim()} />
          <div className="my-1 border-t border-gray-200" />
          <Row label={t('checkout.dailyRate')} value={zl(rental.item.pricePerDay)} />
          <Row label={t('checkout.duration')} value={t('checkout.days', { count: rental.days })} />
          <Row label={t('checkout.subtotal')} value={zl(rental.subtotal)} />
          <Row label={t('checkout.bookingFee')} value={zl(rental.bookingFee)} />
          {deposit && (
            <Row label={t('checkout.deposit')} hint={t('checkout.depositHint')} value={zl(rental.damageDeposit)} />
          )}
          <div
            className="mt-1 flex justify-between gap-3 border-t border-gray-300 pt-2 text-base font-semibold"
            data-testid="checkout-total"
          >
            <dt className="text-gray-900">{t('checkout.total')}</dt>
            <dd className="text-gray-900 tabular-nums">{zl(amountToPay(rental))}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function Row({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="min-w-0 text-gray-700">
        <span>{label}</span>
        {hint && <span className="block text-xs text-gray-600">{hint}</span>}
      </dt>
      <dd className="shrink-0 text-right text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}
