import { ImagePlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { MAX_PHOTO_BYTES } from '@/shared/constants/limits';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Label } from '@/client/components/ui/label';
import { addPicks, type PickProblem } from '@/client/features/rentals/utils/photo-picks';

/** Object URLs of the picked files for their previews, revoked when the list changes or the picker goes. */
function usePreviews(files: readonly File[]) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => made.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);
  return urls;
}

interface Props {
  id: string;
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** How many photos may be picked in all (what is left of the limit). */
  max: number;
  disabled?: boolean;
  error?: string;
}

/**
 * Photos from the device for a handover record, a damage report or a dispute: images only, at most `max`, each with
 * a preview and a remove button. They are uploaded when the form is sent.
 */
export function PhotoPicker({ id, label, files, onChange, max, disabled, error }: Props) {
  const { t } = useTranslation();
  const previews = usePreviews(files);
  const [problems, setProblems] = useState<PickProblem[]>([]);
  const left = max - files.length;
  const pick = (chosen: File[]) => {
    const next = addPicks(files, chosen, max);
    setProblems(next.problems);
    onChange(next.files);
  };
  return (
    <div className="grid gap-2" data-testid={`${id}-picker`}>
      <Label htmlFor={id}>{label}</Label>
      <p className="text-sm text-gray-700" id={`${id}-hint`}>
        {left > 0 ? t('rentalPhotos.left', { count: left }) : t('rentalPhotos.limitReached', { max })}
      </p>
      <label
        className={
          left > 0 && !disabled
            ? 'inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-900 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-gray-50'
            : 'hidden'
        }
      >
        <ImagePlus className="h-4 w-4" aria-hidden />
        <span aria-hidden>{t('rentalPhotos.choose')}</span>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          disabled={disabled || left <= 0}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            pick(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </label>
      {problems.length > 0 && (
        <p role="status" className="text-sm text-amber-900">
          {problems.map((p) => t(`rentalPhotos.problems.${p}`, { max, mb: MAX_PHOTO_BYTES / 1_000_000 })).join(' ')}
        </p>
      )}
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('rentalPhotos.picked')}>
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="relative">
              {previews[i] && (
                <img
                  src={previews[i]}
                  alt={t('rentalPhotos.preview', { n: i + 1, name: file.name })}
                  className="h-20 w-20 rounded-lg border border-gray-200 object-cover"
                />
              )}
              <Button
                type="button"
                variant="secondary"
                size="icon"
                disabled={disabled}
                className="absolute -top-2 -right-2 h-7 w-7 rounded-full shadow"
                aria-label={t('rentalPhotos.remove', { n: i + 1, name: file.name })}
                onClick={() => {
                  setProblems([]);
                  onChange(files.filter((_, j) => j !== i));
                }}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
