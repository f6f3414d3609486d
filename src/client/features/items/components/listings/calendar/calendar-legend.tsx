import { useTranslation } from '@/client/i18n/use-translation';
import { cn } from '@/client/lib/cn';
import { DAY_KINDS, type DayKind } from './calendar-days';

/** The legend's samples: the days' own looks (calendar-months.tsx). */
const SAMPLES: Record<DayKind, string> = {
  booked: 'bg-rose-100 text-rose-800 line-through decoration-2',
  requested: 'bg-amber-100 text-amber-900 underline decoration-dotted',
  blocked: 'bg-gray-700 text-white',
  imported: 'bg-indigo-700 text-white italic',
  past: 'text-gray-500',
};

export function CalendarLegend() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('owner.calendar.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-800">
      {DAY_KINDS.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className={cn('inline-flex h-7 w-7 items-center justify-center rounded-full text-xs', SAMPLES[kind])}
          >
            14
          </span>
          {t(`owner.calendar.kind.${kind}`)}
        </li>
      ))}
    </ul>
  );
}
