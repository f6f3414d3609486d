import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/client/i18n/use-translation';
import { DAMAGE_ANSWER_HOURS, DAMAGE_TEXT_MAX, MAX_DAMAGE_PHOTOS } from '@/shared/domain/damage';
import { damageReportBodySchema } from '@/shared/schemas/damage';
import { Button } from '@/client/components/ui/button';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useReportDamage } from '@/client/features/rentals/api/report-damage';
import { failureText, photoFieldError } from '@/client/features/rentals/utils/server-errors';
import { PhotoPicker } from '../photo-picker';
import { usePhotoUpload } from '../use-photo-upload';
import { DamageCostNote } from './damage-cost-note';

const schema = damageReportBodySchema.omit({ photoUrls: true });
type Values = z.input<typeof schema>;

const ID = 'damage-report';

/**
 * The owner's damage report (issue 25 §2), behind a "Report damage" button: what is damaged, the estimated cost with
 * the live note on what the deposit covers, and photos. The renter then accepts or disputes it.
 */
export function DamageReportForm({ rentalId, deposit }: { rentalId: number; deposit: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const photos = usePhotoUpload();
  const report = useReportDamage();
  const [photoError, setPhotoError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { description: '', estimatedCost: '' },
  });
  const errors = form.formState.errors;
  const busy = photos.uploading || report.isPending;
  const costText = String(useWatch({ control: form.control, name: 'estimatedCost' }) ?? '');

  if (!open)
    return (
      <Button variant="outline" className="w-full text-red-800 sm:w-fit" onClick={() => setOpen(true)}>
        <TriangleAlert className="h-4 w-4" aria-hidden />
        {t('damage.report.open')}
      </Button>
    );

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setPhotoError(undefined);
    try {
      const photoUrls = await photos.upload();
      await report.mutateAsync({ rentalId, ...values, photoUrls });
      toast({ title: t('damage.report.sent') });
    } catch (err) {
      applyServerFieldErrors(err, ['description', 'estimatedCost'], form.setError);
      setPhotoError(photoFieldError(err));
      setFailure(failureText(err, t('damage.report.failed')));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${ID}-title`}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 p-3 sm:p-4"
      data-testid="damage-report-form"
    >
      <div>
        <h3 id={`${ID}-title`} className="font-semibold text-gray-900">
          {t('damage.report.title')}
        </h3>
        <p className="mt-1 text-sm text-gray-700">{t('damage.report.intro', { hours: DAMAGE_ANSWER_HOURS })}</p>
      </div>
      <FormField
        id={`${ID}-description`}
        label={t('damage.report.description')}
        error={errors.description?.message}
        hint={<p className="text-xs text-gray-600">{t('damage.textHint', { max: DAMAGE_TEXT_MAX })}</p>}
      >
        <Textarea
          {...fieldAria(`${ID}-description`, errors.description?.message)}
          rows={4}
          maxLength={DAMAGE_TEXT_MAX}
          {...form.register('description')}
        />
      </FormField>
      <FormField id={`${ID}-cost`} label={t('damage.report.cost')} error={errors.estimatedCost?.message}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Input
            {...fieldAria(`${ID}-cost`, errors.estimatedCost?.message)}
            aria-describedby={`${ID}-cost-note${errors.estimatedCost ? ` ${ID}-cost-error` : ''}`}
            inputMode="decimal"
            autoComplete="off"
            className="sm:w-40"
            {...form.register('estimatedCost')}
          />
          <DamageCostNote id={`${ID}-cost-note`} deposit={deposit} costText={costText} />
        </div>
      </FormField>
      <PhotoPicker
        id={`${ID}-photos`}
        label={t('damage.report.photos')}
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
        <Button type="submit" variant="destructive" disabled={busy}>
          {photos.uploading ? t('damage.uploading') : t('damage.report.submit')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
