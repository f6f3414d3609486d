import { ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { CANCELLATION_POLICY } from '@/shared/constants/listing';
import type { Item } from '@/shared/schemas/items';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { formatZl, itemPlace } from '@/client/lib/item-format';
import { itemPath } from '@/client/lib/paths';
import { AvailabilityBadge } from './availability-badge';
import { AvailabilityToggle } from './availability-toggle';
import { ListingPhotos } from './listing-photos';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 border-t border-gray-100 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="min-w-0 text-sm break-words whitespace-pre-line text-gray-900 sm:col-span-2" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** View mode: photos, every detail the owner can change, the availability switch and the way to edit. */
export function ListingDetails({ item, onEdit }: { item: Item; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6 md:grid-cols-2">
        <ListingPhotos name={item.name} imageUrls={item.imageUrls} />
        <div className="grid content-start gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 className="min-w-0 text-2xl font-semibold break-words" data-testid="listing-name">
              {item.name}
            </h2>
            <AvailabilityBadge available={item.available} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onEdit}>
              <Pencil className="h-4 w-4" aria-hidden />
              {t('owner.manage.edit')}
            </Button>
            <Button asChild variant="outline">
              <Link to={itemPath(item.id, lang)}>
                <ExternalLink className="h-4 w-4" aria-hidden />
                {t('owner.manage.viewPublic')}
              </Link>
            </Button>
          </div>
          <AvailabilityToggle item={item} />
        </div>
        <dl className="md:col-span-2">
          <Row label={t('owner.fields.description')}>{item.description}</Row>
          <Row label={t('owner.fields.pricePerDay')} testId="listing-price">
            {formatZl(item.pricePerDay, lang)}
          </Row>
          <Row label={t('owner.fields.value')}>{formatZl(item.value, lang)}</Row>
          <Row label={t('owner.fields.damageDeposit')}>{formatZl(item.damageDeposit, lang)}</Row>
          <Row label={t('owner.fields.place')}>{itemPlace(item)}</Row>
          <Row label={t('owner.fields.cancellationTerms')}>
            {t(`owner.cancellation.${item.cancellationTerms}`, CANCELLATION_POLICY[item.cancellationTerms])}
          </Row>
          <Row label={t('owner.fields.flexibility')}>{t(`owner.flexibility.${item.flexibility}`)}</Row>
          <Row label={t('handoverTimes.listing.legend')}>
            {t('handoverTimes.details', { from: item.handoverFrom, to: item.handoverTo })}
            {item.flexibility === 'moderate' &&
              ` · ${t('handoverTimes.detailsStep', { step: item.handoverStepMinutes })}`}
          </Row>
          <Row label={t('owner.fields.insuranceRequired')}>{t(item.insuranceRequired ? 'owner.yes' : 'owner.no')}</Row>
          <Row label={t('listing.minDays')}>{item.minDays}</Row>
          <Row label={t('listing.maxDays')}>{item.maxDays}</Row>
          <Row label={t('listing.notice')}>{t(`listing.noticeOption.${item.noticeDays}`)}</Row>
          <Row label={t('instantBooking.field')} testId="listing-instant">
            {t(
              !item.instantBooking
                ? 'owner.no'
                : item.instantBookingVerifiedOnly
                  ? 'instantBooking.detailsVerifiedOnly'
                  : 'instantBooking.detailsOn',
            )}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
