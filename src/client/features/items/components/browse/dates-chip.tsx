import { CalendarDays, X } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { formatDisplayDate, parseIsoDate } from '@/client/lib/format';

const display = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? formatDisplayDate(d) : iso;
};

/** The dates from the home search, shown as a chip with a clear button: only items free on them are listed. */
export function DatesChip({ start, end, onClear }: { start: string; end: string; onClear: () => void }) {
  const { t } = useTranslation();
  const range =
    start && end
      ? `${display(start)} – ${display(end)}`
      : start
        ? t('browse.filters.dateFrom', { date: display(start) })
        : t('browse.filters.dateTo', { date: display(end) });
  return (
    <div className="flex sm:col-span-2 lg:col-span-4">
      <span className="inline-flex max-w-full items-center gap-2 rounded-full border border-brand-600 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800">
        <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">{t('browse.filters.dates', { range })}</span>
        <button
          type="button"
          onClick={onClear}
          aria-label={t('browse.filters.clearDates')}
          className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </span>
    </div>
  );
}
