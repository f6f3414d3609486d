import { MapPin } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { RentalView } from '@/shared/schemas/rentals';
import { ItemPhoto } from '@/client/components/item-photo';
import { MoneyBreakdown } from '@/client/components/money-breakdown';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { itemCardImage } from '@/client/lib/images';
import { itemPlace } from '@/client/lib/item-format';
import { formatDisplayDate, parseIsoDate } from '@/client/lib/format';

const day = (value: string) => {
  const date = parseIsoDate(value.slice(0, 10));
  return date ? formatDisplayDate(date) : value;
};

/**
 * The checkout's rental summary (spec 02 §2): the first photo (or the placeholder), the item's name and place, the
 * dates, the renter, and the money in the one breakdown of the item page's quote and the receipt (issue 19 §3): its
 * last line, what is charged now, is the pay button's amount.
 */
export function CheckoutSummary({ rental }: { rental: RentalView }) {
  const { t } = useTranslation();
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
        </dl>
        <MoneyBreakdown money={rental} className="flex flex-col gap-1.5 border-t border-gray-200 pt-3 text-sm" />
      </CardContent>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="min-w-0 text-gray-700">{label}</dt>
      <dd className="shrink-0 text-right text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}
