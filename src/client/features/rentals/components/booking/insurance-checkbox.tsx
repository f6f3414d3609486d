import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';

/** The renter's acceptance of the insurance the owner requires (spec 01 §5 Booking request). */
export function InsuranceCheckbox({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
      <p className="flex items-center gap-2 text-sm text-gray-700">
        <ShieldCheck className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
        {t('booking.insuranceHint')}
      </p>
      <label htmlFor={id} className="flex items-start gap-2 text-sm font-medium text-gray-900">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 h-4 w-4 accent-brand-700"
        />
        {t('booking.insurance')}
      </label>
    </div>
  );
}
