import { useTranslation } from 'react-i18next';
import { CANCELLATION_POLICY, CANCELLATION_TERMS, FLEXIBILITY } from '@/shared/constants/listing';
import type { ListingFormApi } from './listing-form-values';
import { OptionGroup } from './option-group';

/** Cancellation terms and flexibility (spec 01 §9, with what each means) and the owner's insurance option. */
export function TermsFields({ form }: { form: ListingFormApi }) {
  const { t } = useTranslation();
  const cancellation = CANCELLATION_TERMS.map((value) => ({
    value,
    title: t(`listing.cancellation.${value}`),
    description: t('listing.cancellation.policy', CANCELLATION_POLICY[value]),
  }));
  const flexibility = FLEXIBILITY.map((value) => ({ value, title: t(`listing.flexibility.${value}`), description: t(`listing.flexibility.${value}Text`) }));
  return (
    <>
      <OptionGroup legend={t('listing.cancellation.legend')} name="listing-cancellation" options={cancellation} field={form.register('cancellationTerms')} />
      <OptionGroup legend={t('listing.flexibility.legend')} name="listing-flexibility" options={flexibility} field={form.register('flexibility')} />
      <div className="flex gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
        <input id="listing-insurance" type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" aria-describedby="listing-insurance-text" {...form.register('insuranceRequired')} />
        <div className="grid gap-0.5 text-sm">
          <label htmlFor="listing-insurance" className="font-semibold text-gray-900">
            {t('listing.insurance')}
          </label>
          <p id="listing-insurance-text" className="text-gray-700">
            {t('listing.insuranceText')}
          </p>
        </div>
      </div>
    </>
  );
}
