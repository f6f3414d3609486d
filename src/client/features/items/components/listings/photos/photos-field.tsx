import { Upload } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { MAX_PHOTOS_PER_LISTING } from '@/shared/constants/limits';
import { FieldError } from '@/client/components/ui/field-error';
import { cn } from '@/client/lib/cn';
import { PhotoList } from './photo-list';
import { PhotoUrlInput } from './photo-url-input';
import type { ListingPhotos } from './use-listing-photos';

const FILES_ID = 'listing-photo-files';
export const PHOTOS_ERROR_ID = 'listing-photos-error';

/** The photos part of the listing form: from the device or by URL, up to 5, the first is the cover. */
export function PhotosField({
  photos,
  error,
  onLoginRequired,
}: {
  photos: ListingPhotos;
  error?: string;
  onLoginRequired: () => void;
}) {
  const { t } = useTranslation();

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    photos.addFiles(Array.from(e.target.files ?? []));
    // The same file may be chosen again after it was removed.
    e.target.value = '';
  };

  return (
    <fieldset className="grid gap-4" aria-describedby={error ? PHOTOS_ERROR_ID : undefined}>
      <legend className="sr-only">{t('listing.photos.legend')}</legend>
      <p className="text-sm text-gray-700">
        {t('listing.photos.hint', { max: MAX_PHOTOS_PER_LISTING })}{' '}
        <span className="font-medium">
          {t('listing.photos.count', { added: photos.entries.length, max: MAX_PHOTOS_PER_LISTING })}
        </span>
      </p>
      <div>
        <input
          id={FILES_ID}
          type="file"
          accept="image/*"
          multiple
          className="peer sr-only"
          onChange={onFiles}
          disabled={photos.isFull}
        />
        <label
          htmlFor={FILES_ID}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          <Upload className="h-4 w-4" aria-hidden />
          {t('listing.photos.fromDevice')}
        </label>
      </div>
      <PhotoUrlInput photos={photos} onLoginRequired={onLoginRequired} />
      {photos.isFull && (
        <p className="text-sm text-gray-700">{t('listing.photos.limitReached', { max: MAX_PHOTOS_PER_LISTING })}</p>
      )}
      <p role="status" className="text-sm text-amber-800 empty:hidden">
        {photos.notice}
      </p>
      <PhotoList photos={photos} />
      <FieldError id={PHOTOS_ERROR_ID} message={error} />
    </fieldset>
  );
}
