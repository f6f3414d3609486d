import { useTranslation } from '@/client/i18n/use-translation';
import { ItemPhoto } from '@/client/components/item-photo';
import { cardImageUrl } from '@/client/lib/images';

/** The listing's photos: the first large, the others as a row of thumbnails (or the placeholder without photos). */
export function ListingPhotos({ name, imageUrls }: { name: string; imageUrls: string[] }) {
  const { t } = useTranslation();
  const [first, ...rest] = imageUrls;
  return (
    <div className="grid gap-2">
      <ItemPhoto
        src={first ?? ''}
        alt={t('owner.manage.photoAlt', { name, n: 1 })}
        className="aspect-[4/3] w-full rounded-xl bg-gray-100 object-cover"
      />
      {rest.length > 0 && (
        <ul className="grid grid-cols-4 gap-2">
          {rest.map((url, i) => (
            <li key={url}>
              <ItemPhoto
                src={cardImageUrl(url)}
                fallbackSrc={url}
                loading="lazy"
                alt={t('owner.manage.photoAlt', { name, n: i + 2 })}
                className="aspect-square w-full rounded-lg bg-gray-100 object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
