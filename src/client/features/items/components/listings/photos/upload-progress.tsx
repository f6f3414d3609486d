import { useTranslation } from '@/client/i18n/use-translation';
import { cn } from '@/client/lib/cn';

/** A file's upload progress as an accessible progress bar; it stays, full and green, once the photo is stored. */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  const { t } = useTranslation();
  const done = value >= 100;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={done ? t('listing.photos.uploaded') : `${value}%`}
        className="h-1.5 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', done ? 'bg-green-600' : 'bg-brand-600')}
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="text-xs text-gray-700" aria-hidden>
        {done ? t('listing.photos.uploaded') : `${value}%`}
      </p>
    </div>
  );
}
