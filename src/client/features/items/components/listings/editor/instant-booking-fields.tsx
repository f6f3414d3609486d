import { useTranslation } from '@/client/i18n/use-translation';
import { CheckboxCard } from './checkbox-card';
import type { EditorLook } from './editor-look';
import type { ListingFormApi } from './listing-form-values';

/**
 * Instant booking (issue 26 §2): a request that fits the calendar and the rules is confirmed at once, and the second
 * switch keeps that to renters with a verified identity (it means nothing without the first, so it waits for it).
 */
export function InstantBookingFields({ form, look }: { form: ListingFormApi; look: EditorLook }) {
  const { t } = useTranslation();
  const instant = form.watch('instantBooking');
  return (
    <div className="grid gap-3">
      <CheckboxCard
        form={form}
        name="instantBooking"
        id={look.id('instant')}
        hintId={look.id('instant-hint')}
        label={t('instantBooking.field')}
        hint={t('instantBooking.fieldHint')}
      />
      <div className="ps-7">
        <CheckboxCard
          form={form}
          name="instantBookingVerifiedOnly"
          id={look.id('instant-verified')}
          hintId={look.id('instant-verified-hint')}
          label={t('instantBooking.verifiedOnly')}
          hint={t('instantBooking.verifiedOnlyHint')}
          disabled={!instant}
        />
      </div>
    </div>
  );
}
