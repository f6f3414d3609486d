import { useTranslation } from '@/client/i18n/use-translation';
import { CANCELLATION_POLICY, CANCELLATION_TERMS, FLEXIBILITY } from '@/shared/constants/listing';
import { FormField } from '@/client/components/ui/form-field';
import { NativeSelect } from '@/client/components/ui/native-select';
import { CheckboxCard } from './checkbox-card';
import type { EditorLook } from './editor-look';
import { HandoverFields } from './handover-fields';
import { InstantBookingFields } from './instant-booking-fields';
import type { ListingFormApi } from './listing-form-values';
import { OptionGroup } from './option-group';
import { RulesFields } from './rules-fields';

/** Creation explains every choice (spec 01 §9): cancellation terms and flexibility as cards, then the insurance option. */
function TermsCards({ form }: { form: ListingFormApi }) {
  const { t } = useTranslation();
  const cancellation = CANCELLATION_TERMS.map((value) => ({
    value,
    title: t(`listing.cancellation.${value}`),
    description: t('listing.cancellation.policy', CANCELLATION_POLICY[value]),
  }));
  const flexibility = FLEXIBILITY.map((value) => ({
    value,
    title: t(`listing.flexibility.${value}`),
    description: t(`listing.flexibility.${value}Text`),
  }));
  return (
    <>
      <OptionGroup
        legend={t('listing.cancellation.legend')}
        name="listing-cancellation"
        options={cancellation}
        field={form.register('cancellationTerms')}
      />
      <OptionGroup
        legend={t('listing.flexibility.legend')}
        name="listing-flexibility"
        options={flexibility}
        field={form.register('flexibility')}
      />
      <CheckboxCard
        form={form}
        name="insuranceRequired"
        id="listing-insurance"
        hintId="listing-insurance-text"
        label={t('listing.insurance')}
        hint={t('listing.insuranceText')}
      />
    </>
  );
}

/** An edit is compact: the terms as selects (each option says what it means), insurance and availability. */
function TermsSelects({ form }: { form: ListingFormApi }) {
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
        <FormField
          id="edit-flexibility"
          label={t('owner.fields.flexibility')}
          className="content-start"
          // What the choice really does (issue 26 §3): the handover times it allows, the price always per day.
          hint={
            <p className="text-xs text-gray-700">{t(`handoverTimes.flexibilityHint.${form.watch('flexibility')}`)}</p>
          }
        >
          <NativeSelect id="edit-flexibility" {...form.register('flexibility')}>
            {FLEXIBILITY.map((v) => (
              <option key={v} value={v}>
                {t(`owner.flexibility.${v}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <CheckboxCard
        form={form}
        name="insuranceRequired"
        id="edit-insurance"
        hintId="edit-insurance-hint"
        label={t('owner.fields.insuranceRequired')}
        hint={t('owner.fields.insuranceHint')}
      />
      <CheckboxCard
        form={form}
        name="available"
        id="edit-available"
        hintId="edit-available-hint"
        label={t('owner.fields.available')}
        hint={t('owner.fields.availableHint')}
      />
    </>
  );
}

/** The renter's rules, cancellation terms, flexibility and the insurance option (an edit adds availability). */
export function TermsFields({ form, look }: { form: ListingFormApi; look: EditorLook }) {
  return (
    <>
      <RulesFields form={form} look={look} />
      <InstantBookingFields form={form} look={look} />
      {look.mode === 'create' ? <TermsCards form={form} /> : <TermsSelects form={form} />}
      <HandoverFields form={form} look={look} />
    </>
  );
}
