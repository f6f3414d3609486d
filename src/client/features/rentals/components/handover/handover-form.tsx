import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@/client/i18n/use-translation';
import { HANDOVER_NOTE_MAX, type HandoverMoment } from '@/shared/domain/damage';
import { Button } from '@/client/components/ui/button';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useAddHandover } from '@/client/features/rentals/api/add-handover';
import { failureText, photoFieldError } from '@/client/features/rentals/utils/server-errors';
import { PhotoPicker } from '../photo-picker';
import { usePhotoUpload } from '../use-photo-upload';

const noteSchema = z.object({ note: z.string().trim().max(HANDOVER_NOTE_MAX, 'validation.tooLong') });
type NoteValues = z.infer<typeof noteSchema>;

/**
 * Adds the caller's photos (up to what is left of their limit at this moment) and a note to a handover moment. At least
 * one of the two; the photos are uploaded first, then the record is sent. Errors show in the form.
 */
export function HandoverForm({ rentalId, moment, left }: { rentalId: number; moment: HandoverMoment; left: number }) {
  const { t } = useTranslation();
  const id = `${useId()}-handover-${moment}`;
  const photos = usePhotoUpload();
  const add = useAddHandover();
  const [photoError, setPhotoError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<NoteValues>({ resolver: zodResolver(noteSchema), defaultValues: { note: '' } });
  const noteError = form.formState.errors.note?.message;
  const busy = photos.uploading || add.isPending;

  const onSubmit = form.handleSubmit(async ({ note }) => {
    setFailure(undefined);
    setPhotoError(undefined);
    if (photos.files.length === 0 && note === '') return setPhotoError('validation.handoverEmpty');
    try {
      const photoUrls = await photos.upload();
      await add.mutateAsync({ rentalId, moment, photoUrls, note });
      photos.setFiles([]);
      form.reset();
      toast({ title: t('handover.saved') });
    } catch (err) {
      applyServerFieldErrors(err, ['note'], form.setError);
      setPhotoError(photoFieldError(err));
      setFailure(failureText(err, t('handover.failed')));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-dashed border-gray-300 p-3"
      aria-labelledby={`${id}-title`}
      data-testid={`handover-form-${moment}`}
    >
      <h4 id={`${id}-title`} className="font-semibold text-gray-900">
        {t(`handover.form.title.${moment}`)}
      </h4>
      {left > 0 ? (
        <PhotoPicker
          id={`${id}-photos`}
          label={t(`handover.form.photos.${moment}`)}
          files={photos.files}
          onChange={(files) => {
            setPhotoError(undefined);
            photos.setFiles(files);
          }}
          max={left}
          disabled={busy}
          error={photoError}
        />
      ) : (
        <p className="text-sm text-gray-700">{t('handover.form.noPhotosLeft')}</p>
      )}
      <FormField
        id={`${id}-note`}
        label={t('handover.form.note')}
        error={noteError}
        hint={<p className="text-xs text-gray-600">{t('handover.form.noteHint', { max: HANDOVER_NOTE_MAX })}</p>}
      >
        <Textarea
          {...fieldAria(`${id}-note`, noteError)}
          rows={3}
          maxLength={HANDOVER_NOTE_MAX}
          {...form.register('note')}
        />
      </FormField>
      {left <= 0 && photoError && <p className="text-sm text-red-700">{t(photoError, { defaultValue: photoError })}</p>}
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        <Camera className="h-4 w-4" aria-hidden />
        {photos.uploading ? t('handover.form.uploading') : t(`handover.form.submit.${moment}`)}
      </Button>
    </form>
  );
}
