import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ListingFormApi } from './listing-form-values';

/** An amount in zł: typed as text so that both 12.50 and 12,50 work; the shared schema parses it. */
function MoneyInput({ form, name, id }: { form: ListingFormApi; name: 'pricePerDay' | 'value'; id: string }) {
  const error = form.formState.errors[name]?.message;
  return (
    <div className="relative">
      <Input {...fieldAria(id, error)} inputMode="decimal" autoComplete="off" className="pr-10" placeholder="0,00" {...form.register(name)} />
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-700" aria-hidden>
        zł
      </span>
    </div>
  );
}

/** Price per day and the item's value, both in zł. */
export function PriceFields({ form }: { form: ListingFormApi }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="listing-price" label={t('listing.pricePerDay')} error={errors.pricePerDay?.message} className="content-start">
        <MoneyInput form={form} name="pricePerDay" id="listing-price" />
      </FormField>
      <FormField
        id="listing-value"
        className="content-start"
        label={t('listing.value')}
        error={errors.value?.message}
        hint={<p className="text-xs text-gray-700">{t('listing.valueHint')}</p>}
      >
        <MoneyInput form={form} name="value" id="listing-value" />
      </FormField>
    </div>
  );
}
