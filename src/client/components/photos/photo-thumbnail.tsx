import { ImageIcon, Loader2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ItemPhoto } from '../item-photo';
import { Button } from '../ui/button';
import type { PhotoEntry } from '../../lib/photos/photo-entry';
import { UploadProgress } from './upload-progress';

/** One chosen photo: its preview, the cover mark on the first, the upload progress and a remove button. */
export function PhotoThumbnail({ entry, index, onRemove }: { entry: PhotoEntry; index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const number = index + 1;
  const isCover = index === 0;
  return (
    <li className="relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <div className="relative aspect-square bg-gray-100">
        {entry.preview ? (
          <ItemPhoto src={entry.preview} fallbackSrc={entry.url ?? undefined} alt={t('listing.photos.photoAlt', { number })} className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full w-full items-center justify-center text-gray-600">
            {entry.url === null ? <Loader2 className="h-6 w-6 animate-spin" aria-hidden /> : <ImageIcon className="h-6 w-6" aria-hidden />}
          </div>
        )}
        {isCover && <span className="absolute top-1.5 left-1.5 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">{t('listing.photos.cover')}</span>}
        <Button
          variant="secondary"
          size="icon"
          className="absolute top-1.5 right-1.5 h-8 w-8 rounded-full bg-white/90 shadow"
          onClick={onRemove}
          aria-label={t('listing.photos.remove', { number })}
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <div className="px-2 py-1.5">
        {entry.progress !== null ? (
          <UploadProgress value={entry.progress} label={t('listing.photos.progressLabel', { number })} />
        ) : (
          <p className="text-xs text-gray-700">{!entry.url ? t('listing.photos.fetching') : entry.source === 'stored' ? t('listing.photos.uploaded') : t('listing.photos.fromUrl')}</p>
        )}
      </div>
    </li>
  );
}
