import { Camera } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { FieldError } from '@/client/components/ui/field-error';
import { Label } from '@/client/components/ui/label';

/**
 * One photo of the KYC form: `accept="image/*"` with `capture` so that a phone offers its camera (the back one for
 * documents, the front one for the selfie), the 10 MB hint and a preview of the chosen image.
 */
export function KycFileField({
  id,
  label,
  hint,
  capture,
  file,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  capture: 'environment' | 'user';
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;
  return (
    <div className="grid gap-1.5">
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      {/* The native input's own button speaks the browser's language, not the page's: it is hidden behind ours. */}
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept="image/*"
          capture={capture}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${id}-error` : hintId}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          aria-hidden
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-gray-50"
        >
          <Camera className="h-4 w-4" aria-hidden />
          {file ? t('kyc.changePhoto') : t('kyc.choosePhoto')}
        </label>
        <span className="min-w-0 text-sm break-all text-gray-700">{file ? file.name : t('kyc.noFile')}</span>
      </div>
      <p id={hintId} className="text-sm text-gray-600">
        {hint ? `${hint} ` : ''}
        {t('kyc.fileHint')}
      </p>
      {preview && (
        <img
          src={preview}
          alt={t('kyc.preview', { label })}
          className="mt-1 h-32 w-auto max-w-full rounded-md border border-gray-200 object-contain"
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
