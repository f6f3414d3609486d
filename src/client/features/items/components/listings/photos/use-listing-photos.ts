import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING } from '@/shared/constants/limits';
import { cardPhotoUrl } from '@/shared/schemas/uploads';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api-client';
import { uploadPhoto } from '@/client/features/items/api/upload-photo';
import { cardImageUrl } from '@/client/lib/images';
import { fileKey, isImageFile, urlKey, type PhotoEntry } from './photo-entry';

let nextPhotoId = 1;

/** The photos a listing already has, in order: kept by URL unless the owner removes them. */
const storedEntries = (urls: readonly string[]): PhotoEntry[] =>
  urls.map((url) => ({
    id: nextPhotoId++,
    key: urlKey(url),
    source: 'stored',
    preview: cardImageUrl(url),
    progress: null,
    url,
  }));

/**
 * The photos of a listing form: at most 5, no duplicates; files upload at once, each with its progress.
 * `initialUrls` are the photos the listing already has (the edit form). `onUrlsChange` receives the stored
 * photos' URLs (in order) whenever they change: they are the form's imageUrls.
 */
export function useListingPhotos(
  onUrlsChange: (urls: string[]) => void,
  onLoginRequired: () => void,
  initialUrls: readonly string[] = [],
) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<PhotoEntry[]>(() => storedEntries(initialUrls));
  /** A short note about photos that were ignored (duplicates, over the limit); read out politely. */
  const [notice, setNotice] = useState<string | null>(null);
  // Upload callbacks finish later; they read the photos as they are then, not as they were when the upload began.
  const entriesRef = useRef(entries);
  useEffect(() => {
    entriesRef.current = entries;
  });
  const uploads = useRef(new Map<number, AbortController>());

  const update = (id: number, patch: Partial<PhotoEntry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));

  function remove(id: number) {
    uploads.current.get(id)?.abort();
    uploads.current.delete(id);
    const gone = entriesRef.current.find((e) => e.id === id);
    if (gone?.source === 'file' && gone.preview) URL.revokeObjectURL(gone.preview);
    setEntries((list) => list.filter((e) => e.id !== id));
  }

  /** A stored photo whose server URL another photo already has is a duplicate too (same bytes). */
  function settle(id: number, url: string, patch: Partial<PhotoEntry> = {}) {
    if (entriesRef.current.some((e) => e.id !== id && e.url === url)) {
      remove(id);
      setNotice(t('validation.duplicatePhoto'));
    } else update(id, { ...patch, url });
  }

  const toastTooLarge = () =>
    toast({
      variant: 'destructive',
      title: t('listing.photos.fileTooLarge'),
      description: t('validation.fileTooLarge'),
    });

  function upload(entry: PhotoEntry, file: File) {
    const controller = new AbortController();
    uploads.current.set(entry.id, controller);
    uploadPhoto(file, (progress) => update(entry.id, { progress }), controller.signal)
      .then(({ url }) => settle(entry.id, url, { progress: 100 }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        remove(entry.id);
        if (error instanceof ApiError && error.status === 401) return onLoginRequired();
        if (error instanceof ApiError && error.code === 'FILE_TOO_LARGE') return toastTooLarge();
        const description =
          error instanceof ApiError && error.serverMessage ? error.serverMessage : t('listing.photos.uploadFailedText');
        toast({ variant: 'destructive', title: t('listing.photos.uploadFailed'), description });
      })
      .finally(() => uploads.current.delete(entry.id));
  }

  /** Files from the device: images up to 5,000,000 bytes, no duplicates, as many as still fit. */
  function addFiles(files: File[]) {
    setNotice(null);
    const added: PhotoEntry[] = [];
    const known = new Set(entries.map((e) => e.key));
    let room = MAX_PHOTOS_PER_LISTING - entries.length;
    for (const file of files) {
      if (!isImageFile(file)) {
        toast({
          variant: 'destructive',
          title: t('validation.invalidImage'),
          description: t('listing.photos.notAnImage', { name: file.name }),
        });
        continue;
      }
      if (file.size > MAX_PHOTO_BYTES) {
        toastTooLarge();
        continue;
      }
      if (known.has(fileKey(file))) {
        setNotice(t('validation.duplicatePhoto'));
        continue;
      }
      if (room <= 0) {
        setNotice(t('validation.tooManyPhotos'));
        break;
      }
      room -= 1;
      known.add(fileKey(file));
      const entry: PhotoEntry = {
        id: nextPhotoId++,
        key: fileKey(file),
        source: 'file',
        preview: URL.createObjectURL(file),
        progress: 0,
        url: null,
      };
      added.push(entry);
      upload(entry, file);
    }
    if (added.length) setEntries((list) => [...list, ...added]);
  }

  /** A URL photo in the making: it holds its place (and counts) while the server fetches it. */
  function startUrl(key: string): number {
    const id = nextPhotoId++;
    setNotice(null);
    setEntries((list) => [...list, { id, key, source: 'url', preview: null, progress: null, url: null }]);
    return id;
  }

  /** Puts a photo at another place; the order is the listing's (imageUrls), the first photo its cover. */
  function move(id: number, to: number) {
    setEntries((list) => {
      const from = list.findIndex((e) => e.id === id);
      if (from < 0 || to < 0 || to >= list.length || from === to) return list;
      const next = [...list];
      const [entry] = next.splice(from, 1);
      next.splice(to, 0, entry);
      return next;
    });
  }

  const finishUrl = (id: number, url: string) => settle(id, url, { preview: cardPhotoUrl(url) });

  const urls = entries.flatMap((e) => (e.url ? [e.url] : []));
  const urlsKey = urls.join('\n');
  useEffect(() => {
    onUrlsChange(urlsKey ? urlsKey.split('\n') : []);
    // Only a change of the stored URLs matters, not a new callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlsKey]);

  // Leaving the page: stop uploads and free the local previews.
  useEffect(() => {
    const pending = uploads.current;
    return () => {
      pending.forEach((c) => c.abort());
      entriesRef.current.forEach((e) => e.source === 'file' && e.preview && URL.revokeObjectURL(e.preview));
    };
  }, []);

  return {
    entries,
    notice,
    setNotice,
    isFull: entries.length >= MAX_PHOTOS_PER_LISTING,
    isBusy: entries.some((e) => e.url === null),
    has: (key: string) => entries.some((e) => e.key === key),
    addFiles,
    startUrl,
    finishUrl,
    remove,
    move,
  };
}

export type ListingPhotos = ReturnType<typeof useListingPhotos>;
