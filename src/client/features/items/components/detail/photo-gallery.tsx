import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { ItemPhoto } from '@/client/components/item-photo';
import { cn } from '@/client/lib/cn';
import { cardImageUrl, ITEM_GALLERY_SIZES, ITEM_PLACEHOLDER_IMAGE, itemPhotoSrcSet } from '@/client/lib/images';

/** The main photo and, with more than one, thumbnails that switch it. The placeholder when there is none. */
export function PhotoGallery({ name, imageUrls }: { name: string; imageUrls: string[] }) {
  const { t } = useTranslation();
  const photos = imageUrls.filter((u) => u.trim() !== '');
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, Math.max(photos.length - 1, 0));
  const total = photos.length;

  return (
    <section aria-label={t('item.photos.label')} className="flex flex-col gap-3">
      <div className="aspect-[4/3] overflow-hidden rounded-xl bg-gray-100">
        <ItemPhoto
          key={photos[index] ?? 'placeholder'}
          src={photos[index] ?? ITEM_PLACEHOLDER_IMAGE}
          srcSet={photos[index] === undefined ? undefined : itemPhotoSrcSet(photos[index])}
          sizes={ITEM_GALLERY_SIZES}
          alt={total > 0 ? t('item.photos.photo', { name, index: index + 1, total }) : name}
          // The first photo is the page's largest paint: fetched before the rest.
          fetchPriority={index === 0 ? 'high' : undefined}
          className="h-full w-full object-cover"
        />
      </div>
      {total > 1 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={t('item.photos.show', { index: i + 1, total })}
                aria-pressed={i === index}
                className={cn(
                  'block h-16 w-20 overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:h-20 sm:w-24',
                  i === index ? 'border-brand-700' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ItemPhoto
                  src={cardImageUrl(url)}
                  fallbackSrc={url}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
