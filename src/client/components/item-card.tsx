import { SpriteIcon } from '@/client/components/icons/sprite';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Item } from '@/shared/schemas/items';
import { imageLoadingProps, ITEM_CARD_SIZES, itemCardPhoto, type ImagePriority } from '@/client/lib/images';
import { formatWhole, itemPlace, wholePricePerDay } from '@/client/lib/item-format';
import { itemPath } from '@/client/lib/paths';
import { InstantBadge } from './instant-badge';
import { FavouriteButton } from './favourites/favourite-button';
import { ItemPhoto } from './item-photo';
import { ItemRating } from './item-rating';

type CardItem = Pick<
  Item,
  'id' | 'name' | 'imageUrls' | 'rating' | 'reviewCount' | 'location' | 'district' | 'pricePerDay' | 'available'
> &
  Partial<Pick<Item, 'instantBooking'>>;

interface Props {
  item: CardItem;
  /** Where the card goes; the item page in the current language by default. */
  href?: string;
  /** Lazy unless the card is in the first screen (see ImagePriority). */
  imagePriority?: ImagePriority;
}

/**
 * The item card of spec 01 §2, shared by home, browse and the item page: first photo (card size) or the placeholder,
 * name, rating with its review count or 'no rating', city and district, the daily price rounded down, and an unavailable
 * badge or, for a listing that takes instant bookings, the instant booking badge.
 * The whole card is one link; the heart (issue 26 §5) sits over its photo beside the link, not inside it.
 */
export function ItemCard({ item, href, imagePriority = 'lazy' }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const photo = itemCardPhoto(item.imageUrls);
  return (
    <div className="relative h-full">
      <Link
        to={href ?? itemPath(item.id, lang)}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="relative aspect-[4/3] bg-gray-100">
          <ItemPhoto
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={ITEM_CARD_SIZES}
            fallbackSrc={item.imageUrls[0]}
            {...imageLoadingProps(imagePriority)}
            className="h-full w-full object-cover"
          />
          {!item.available && (
            <span className="absolute top-2 left-2 rounded-full bg-gray-900/85 px-2.5 py-1 text-xs font-semibold text-white">
              {t('itemCard.unavailable')}
            </span>
          )}
          {item.available && item.instantBooking && <InstantBadge className="absolute bottom-2 left-2 shadow-sm" />}
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          <h3 className="line-clamp-2 font-semibold break-words text-gray-900 group-hover:text-brand-700">
            {item.name}
          </h3>
          <ItemRating rating={item.rating} count={item.reviewCount} />
          <p className="flex min-w-0 items-center gap-1 text-sm text-gray-700">
            <SpriteIcon name="map-pin" className="h-4 w-4 shrink-0 text-brand-700" />
            <span className="truncate">{itemPlace(item)}</span>
          </p>
          <p className="mt-auto pt-2 text-gray-900">
            <span className="text-lg font-bold">{formatWhole(wholePricePerDay(item.pricePerDay), lang)}</span>{' '}
            <span className="text-sm text-gray-700">{t('itemCard.perDay')}</span>
          </p>
        </div>
      </Link>
      <FavouriteButton itemId={item.id} className="absolute top-2 right-2" />
    </div>
  );
}
