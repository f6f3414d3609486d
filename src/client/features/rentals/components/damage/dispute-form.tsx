import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/client/i18n/use-translation';
import { DAMAGE_TEXT_MAX, MAX_DAMAGE_PHOTOS } from '@/shared/domain/damage';
import { damageDisputeBodySchema } from '@/shared/schemas/damage';
import { Button } from '@/client/components/ui/button';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useDisputeDamage } from '@/client/features/rentals/api/dispute-damage';
import { failureText, photoFieldError } from '@/client/features/rentals/utils/server-errors';
import { PhotoPicker } from '../photo-picker';
import { usePhotoUpload } from '../use-photo-upload';

const schema = damageDisputeBodySchema.omit({ photoUrls: true });
type Values = z.input<typeof schema>;

/** The renter's dispute: their side of it and photos; the report then goes to an administrator. */
export function DisputeForm({ reportId, onClose }: { reportId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const id = `damage-dispute-${reportId}`;
  const photos = usePhotoUpload();
  const dispute = useDisputeDamage();
  const [photoError, setPhotoError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { statement: '' },
  });
  const error = form.formState.errors.statement?.message;
  const busy = photos.uploading || dispute.isPending;

  const onSubmit = form.handleSubmit(async ({ statement }) => {
    setFailure(undefined);
    setPhotoError(undefined);
    try {
      const photoUrls = await photos.upload();
      await dispute.mutateAsync({ reportId, statement, photoUrls });
      toast({ title: t('damage.dispute.sent') });
      onClose();
    } catch (err) {
      applyServerFieldErrors(err, ['statement'], form.setError);
      setPhotoError(photoFieldError(err));
      setFailure(failureText(err, t('damage.dispute.failed')));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 p-3"
      data-testid="damage-dispute-form"
    >
      <div>
        <h4 id={`${id}-title`} className="font-semibold text-gray-900">
          {t('damage.dispute.title')}
        </h4>
        <p className="mt-1 text-sm text-gray-700">{t('damage.dispute.intro')}</p>
      </div>
      <FormField
        id={`${id}-statement`}
        label={t('damage.dispute.statement')}
        error={error}
        hint={<p className="text-xs text-gray-600">{t('damage.textHint', { max: DAMAGE_TEXT_MAX })}</p>}
      >
        <Textarea
          {...fieldAria(`${id}-statement`, error)}
          rows={4}
          maxLength={DAMAGE_TEXT_MAX}
          {...form.register('statement')}
        />
      </FormField>
      <PhotoPicker
        id={`${id}-photos`}
        label={t('damage.dispute.photos')}
        files={photos.files}
        onChange={photos.setFiles}
        max={MAX_DAMAGE_PHOTOS}
        disabled={busy}
        error={photoError}
      />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={busy}>
          {photos.uploading ? t('damage.uploading') : t('damage.dispute.submit')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
