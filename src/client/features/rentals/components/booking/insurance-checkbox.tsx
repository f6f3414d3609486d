import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { formatZl } from '@/client/lib/item-format';
import { toGrosze } from '@/shared/domain/pricing';
import { helpArticlePath } from '@/shared/help/paths';

/**
 * The renter's acceptance of the insurance the owner requires (spec 01 §5 Booking request), said for what it is today
 * (issue 25 §4, decision 0063): liability for damage up to the item's declared value, settled through the deposit and
 * the damage process, with no insurer behind it. The label keeps the spec's words; the meaning describes the box.
 */
export function InsuranceCheckbox({
  value,
  checked,
  onChange,
}: {
  /** The item's declared value in zł ("1200.00"). */
  value: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // Not lib/help-content's languageOf: that module (the help texts' loader) would join the item page's first load.
  const lang = i18n.language === 'en' ? 'en' : 'pl';
  const meaning =
    toGrosze(value) > 0
      ? t('booking.insuranceMeaning', { value: formatZl(value, lang) })
      : t('booking.insuranceMeaningNoValue');
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
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
          aria-describedby={`${id}-meaning`}
          className="mt-0.5 h-4 w-4 accent-brand-700"
        />
        {t('booking.insurance')}
      </label>
      <p id={`${id}-meaning`} className="text-sm text-gray-700">
        {meaning}{' '}
        <Link
          to={helpArticlePath('insurance', lang)}
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('booking.insuranceLink')}
        </Link>
      </p>
    </div>
  );
}
