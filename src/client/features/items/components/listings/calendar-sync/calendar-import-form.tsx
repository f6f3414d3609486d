import { zodResolver } from '@hookform/resolvers/zod';
import { Save, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { icalImportUrlSchema } from '@/shared/schemas/items';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { FormField, fieldAria } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useSetCalendarImport } from '@/client/features/items/api/set-calendar-import';
import { ImportStatusLine } from './import-status';
import { importStatusOf, syncFieldsOf } from './sync-fields';
import type { Item } from '@/shared/schemas/items';

/** The import's one field, checked by the server's own rule (http(s) or webcal://; empty for none). */
const importSchema = z.object({ icalImportUrl: icalImportUrlSchema });
type ImportValues = z.input<typeof importSchema>;
type ImportOutput = z.output<typeof importSchema>;

const FIELD_ID = 'ical-import-url';

/**
 * One external calendar per listing (Airbnb, Google, any .ics): saved, read by the server at once and hourly after;
 * its events block the same days here. Remove stops the import and frees the days it blocked.
 */
export function CalendarImportForm({ item }: { item: Item }) {
  const { t } = useTranslation();
  const fields = syncFieldsOf(item);
  const save = useSetCalendarImport(item.id);
  const form = useForm<ImportValues, unknown, ImportOutput>({
    resolver: zodResolver(importSchema),
    defaultValues: { icalImportUrl: fields.icalImportUrl ?? '' },
  });
  const error = form.formState.errors.icalImportUrl?.message;

  const put = (url: string | null) =>
    save.mutate(url, {
      onSuccess: (saved) => {
        form.reset({ icalImportUrl: saved.icalImportUrl ?? '' });
        if (!url) return toast({ title: t('owner.calendarSync.import.removed') });
        if (saved.icalImportError)
          return toast({ variant: 'destructive', title: t('owner.calendarSync.import.savedNotRead') });
        toast({ title: t('owner.calendarSync.import.saved') });
      },
      onError: (e) => {
        if (applyServerFieldErrors(e, ['icalImportUrl'], form.setError)) return;
        toast({
          variant: 'destructive',
          title: t('common.error'),
          description: errorMessage(e, t('owner.calendarSync.import.saveFailed')),
        });
      },
    });

  return (
    <div className="grid content-start gap-4" data-testid="ical-import">
      <div className="grid gap-1">
        <h3 className="font-semibold">{t('owner.calendarSync.import.title')}</h3>
        <p className="text-sm text-gray-700">{t('owner.calendarSync.import.text')}</p>
      </div>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={form.handleSubmit((values) => put(values.icalImportUrl ?? null))}
      >
        <FormField id={FIELD_ID} label={t('owner.calendarSync.import.url')} error={error}>
          <Input
            {...fieldAria(FIELD_ID, error)}
            {...form.register('icalImportUrl')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('owner.calendarSync.import.placeholder')}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            <Save className="h-4 w-4" aria-hidden />
            {save.isPending ? t('owner.calendarSync.import.saving') : t('owner.calendarSync.import.save')}
          </Button>
          {fields.icalImportUrl && (
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => put(null)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('owner.calendarSync.import.remove')}
            </Button>
          )}
        </div>
      </form>
      <ImportStatusLine status={importStatusOf(fields)} />
    </div>
  );
}
