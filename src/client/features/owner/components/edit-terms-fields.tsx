import { useTranslation } from 'react-i18next';
import { CANCELLATION_POLICY, CANCELLATION_TERMS, FLEXIBILITY } from '@/shared/constants/listing';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import type { ListingEditForm } from './listing-edit-form-api';

function Checkbox({ form, name, id, label, hint }: { form: ListingEditForm; name: 'insuranceRequired' | 'available'; id: string; label: string; hint: string }) {
  return (
    <div className="flex gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
      <input id={id} type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" aria-describedby={`${id}-hint`} {...form.register(name)} />
      <div className="grid gap-0.5 text-sm">
        <label htmlFor={id} className="font-semibold text-gray-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-gray-700">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** Cancellation terms and flexibility (with what each means), the insurance option and availability. */
export function EditTermsFields({ form }: { form: ListingEditForm }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="edit-cancellation" label={t('owner.fields.cancellationTerms')} className="content-start">
          <NativeSelect id="edit-cancellation" {...form.register('cancellationTerms')}>
            {CANCELLATION_TERMS.map((v) => (
              <option key={v} value={v}>
                {t(`owner.cancellation.${v}`, CANCELLATION_POLICY[v])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="edit-flexibility" label={t('owner.fields.flexibility')} className="content-start">
          <NativeSelect id="edit-flexibility" {...form.register('flexibility')}>
            {FLEXIBILITY.map((v) => (
              <option key={v} value={v}>
                {t(`owner.flexibility.${v}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <Checkbox form={form} name="insuranceRequired" id="edit-insurance" label={t('owner.fields.insuranceRequired')} hint={t('owner.fields.insuranceHint')} />
      <Checkbox form={form} name="available" id="edit-available" label={t('owner.fields.available')} hint={t('owner.fields.availableHint')} />
    </>
  );
}
