import { HANDOVER_STEPS } from '@/shared/domain/handover-times';
import { useTranslation } from '@/client/i18n/use-translation';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import type { EditorLook } from './editor-look';
import type { ListingFormApi } from './listing-form-values';

/**
 * Handover times (issue 26 §3), as the chosen flexibility uses them: the owner's handover hours (the fixed hours of
 * `low`, where every proposal starts) and, for `moderate`, the step of the times a renter may choose (what the
 * flexibility itself means is said with its choice).
 */
export function HandoverFields({ form, look }: { form: ListingFormApi; look: EditorLook }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const flexibility = form.watch('flexibility');
  const from = look.id('handover-from');
  const to = look.id('handover-to');
  const step = look.id('handover-step');
  return (
    <fieldset className="grid gap-3 rounded-lg border border-gray-200 p-4" data-testid="handover-fields">
      <legend className="px-1 text-sm font-medium text-gray-800">{t('handoverTimes.listing.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={from} label={t('handoverTimes.listing.from')} error={errors.handoverFrom?.message}>
          <Input {...fieldAria(from, errors.handoverFrom?.message)} type="time" {...form.register('handoverFrom')} />
        </FormField>
        <FormField id={to} label={t('handoverTimes.listing.to')} error={errors.handoverTo?.message}>
          <Input {...fieldAria(to, errors.handoverTo?.message)} type="time" {...form.register('handoverTo')} />
        </FormField>
        {flexibility === 'moderate' && (
          <FormField id={step} label={t('handoverTimes.listing.step')} error={errors.handoverStepMinutes?.message}>
            <NativeSelect
              {...fieldAria(step, errors.handoverStepMinutes?.message)}
              {...form.register('handoverStepMinutes')}
            >
              {HANDOVER_STEPS.map((n) => (
                <option key={n} value={String(n)}>
                  {t('handoverTimes.listing.stepOption', { count: n })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </div>
      <p className="text-xs text-gray-700">
        {t('handoverTimes.listing.hoursHint')}
        {flexibility === 'moderate' && ` ${t('handoverTimes.listing.stepHint')}`}
      </p>
    </fieldset>
  );
}
