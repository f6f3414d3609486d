import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

/**
 * A rental's condition or damage photos as thumbnails (handover records, damage reports, the admin's mediation); each
 * opens larger in a dialog. The URLs are authorised same-origin ones: a plain <img>, the session cookie goes with it.
 */
export function RentalPhotos({ urls, label, testId }: { urls: readonly string[]; label: string; testId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return null;
  const alt = (i: number) => t('rentalPhotos.alt', { label, n: i + 1, total: urls.length });
  return (
    <>
      <ul className="flex flex-wrap gap-2" data-testid={testId}>
        {urls.map((url, i) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('rentalPhotos.open', { alt: alt(i) })}
              className="block overflow-hidden rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={url}
                alt={alt(i)}
                loading="lazy"
                className="h-20 w-20 bg-gray-50 object-cover sm:h-24 sm:w-24"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-w-3xl">
          {open !== null && (
            <>
              <DialogHeader>
                <DialogTitle>{alt(open)}</DialogTitle>
                <DialogDescription className="sr-only">{t('rentalPhotos.description')}</DialogDescription>
              </DialogHeader>
              <img
                src={urls[open]}
                alt={alt(open)}
                className="max-h-[70vh] w-full rounded-lg bg-gray-50 object-contain"
              />
              <a
                href={urls[open]}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {t('rentalPhotos.openFull')}
              </a>
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
