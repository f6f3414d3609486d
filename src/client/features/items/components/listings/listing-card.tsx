import { Eye, MapPin, Settings } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Item } from '@/shared/schemas/items';
import { ItemPhoto } from '@/client/components/item-photo';
import { Button } from '@/client/components/ui/button';
import { itemCardImage } from '@/client/lib/images';
import { formatZl, itemPlace } from '@/client/lib/item-format';
import { itemPath, manageListingPath } from '@/client/lib/paths';
import { AvailabilityBadge } from './availability-badge';

/** One of my listings in the grid (spec 02 §2): photo, name, place, price, availability, then view and manage. */
export function ListingCard({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
      data-testid="listing-card"
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        <ItemPhoto
          src={itemCardImage(item.imageUrls)}
          fallbackSrc={item.imageUrls[0]}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        <AvailabilityBadge available={item.available} className="absolute top-2 left-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h2 className="line-clamp-2 font-semibold break-words text-gray-900">{item.name}</h2>
        <p className="flex min-w-0 items-center gap-1 text-sm text-gray-700">
          <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
          <span className="truncate">{itemPlace(item)}</span>
        </p>
        <p className="text-gray-900">
          <span className="font-bold">{formatZl(item.pricePerDay, lang)}</span>{' '}
          <span className="text-sm text-gray-700">{t('owner.perDay')}</span>
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-3">
          <Button asChild variant="outline" size="sm">
            <Link to={itemPath(item.id, lang)} aria-label={t('owner.listings.viewNamed', { name: item.name })}>
              <Eye className="h-4 w-4" aria-hidden />
              {t('owner.listings.view')}
            </Link>
          </Button>
          <Button asChild size="sm">
            <Link to={manageListingPath(item.id)} aria-label={t('owner.listings.manageNamed', { name: item.name })}>
              <Settings className="h-4 w-4" aria-hidden />
              {t('owner.listings.manage')}
            </Link>
          </Button>
        </div>
      </div>
    </li>
  );
}
