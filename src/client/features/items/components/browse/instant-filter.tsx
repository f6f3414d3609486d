import { Zap } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

interface Props {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Only listings that take instant bookings (issue 26 §2): a checkbox across the filters' row, kept in the URL. */
export function InstantFilter({ id, checked, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2 sm:col-span-2 lg:col-span-4">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="flex flex-col text-sm">
        <span className="flex items-center gap-1 font-medium text-gray-900">
          <Zap className="h-4 w-4 text-amber-600" aria-hidden />
          {t('instantBooking.filter')}
        </span>
        <span id={`${id}-hint`} className="text-gray-700">
          {t('instantBooking.filterHint')}
        </span>
      </label>
    </div>
  );
}
