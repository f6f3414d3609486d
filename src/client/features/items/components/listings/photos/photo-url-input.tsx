import { Link2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api-client';
import { addPhotoFromUrl } from '@/client/features/items/api/add-photo-from-url';
import { isHttpUrl } from '@/shared/schemas/uploads';
import { urlKey } from './photo-entry';
import type { ListingPhotos } from './use-listing-photos';

const ID = 'listing-photo-url';

/** Adds a photo by its address: the server fetches, checks and re-hosts it ('Invalid URL' / 'Invalid image'). */
export function PhotoUrlInput({ photos, onLoginRequired }: { photos: ListingPhotos; onLoginRequired: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function add() {
    const url = value.trim();
    setError(undefined);
    if (!isHttpUrl(url)) return setError('validation.invalidUrl');
    if (photos.has(urlKey(url))) return photos.setNotice(t('validation.duplicatePhoto'));
    if (photos.isFull) return photos.setNotice(t('validation.tooManyPhotos'));
    const id = photos.startUrl(urlKey(url));
    setPending(true);
    try {
      const photo = await addPhotoFromUrl(url);
      photos.finishUrl(id, photo.url);
      setValue('');
    } catch (err) {
      photos.remove(id);
      if (err instanceof ApiError && err.status === 401) return onLoginRequired();
      if (err instanceof ApiError && err.code === 'IMAGE_URL_REFUSED')
        return setError(err.fields?.url ?? 'validation.invalidImage');
      if (err instanceof ApiError && err.status === 400) return setError(err.fields?.url ?? 'validation.invalidUrl');
      toast({
        variant: 'destructive',
        title: t('listing.photos.urlError'),
        description: t('listing.photos.urlErrorText'),
      });
    } finally {
      setPending(false);
    }
  }

  // Enter adds the photo instead of submitting the whole listing.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={ID}>{t('listing.photos.urlLabel')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={ID}
          type="url"
          inputMode="url"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="https://"
          disabled={photos.isFull}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-error` : undefined}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void add()}
          disabled={pending || photos.isFull || !value.trim()}
        >
          <Link2 className="h-4 w-4" aria-hidden />
          {pending ? t('listing.photos.adding') : t('listing.photos.addUrl')}
        </Button>
      </div>
      <FieldError id={`${ID}-error`} message={error} />
    </div>
  );
}
