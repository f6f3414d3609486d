import { useTranslation } from 'react-i18next';
import { PhotoThumbnail } from './photo-thumbnail';
import type { ListingPhotos } from '../../lib/photos/use-listing-photos';

/** The chosen photos in order; the first one is the listing's cover. */
export function PhotoList({ photos }: { photos: ListingPhotos }) {
  const { t } = useTranslation();
  if (photos.entries.length === 0) return null;
  return (
    <ul aria-label={t('listing.photos.listLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
      {photos.entries.map((entry, index) => (
        <PhotoThumbnail key={entry.id} entry={entry} index={index} onRemove={() => photos.remove(entry.id)} />
      ))}
    </ul>
  );
}
