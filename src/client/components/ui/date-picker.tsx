import { startOfDay } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { DayPicker, labelDayButton, type Matcher } from 'react-day-picker';
import { enUS, pl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { cn } from '@/client/lib/cn';
import { formatDisplayDate } from '@/client/lib/format';
import { dayModifiers, dayStatus, type DayStatus } from './date-picker-days';
import { Label } from './label';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface DatePickerProps {
  /** Visible label; with the shown date or placeholder it makes the trigger's accessible name. */
  label: string;
  placeholder: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  /** The earliest day that can be chosen; earlier days are disabled and earlier months hidden. Default: today. */
  minDate?: Date;
  /** Further days to disable (e.g. past a limit); they look and read like past days. */
  disabled?: Matcher[];
  /** Booked days: disabled too, but struck through, announced as booked, and explained in a legend. */
  booked?: Matcher[];
  className?: string;
}

// `!`: react-day-picker's stylesheet is outside Tailwind's layers, so its colour for today would win otherwise.
const DAY_CLASSES: Record<DayStatus, string> = {
  booked: 'text-rose-700! [&>button]:bg-rose-50! [&>button]:line-through [&>button]:decoration-2',
  unavailable: 'text-gray-500!',
};
/** The legend's samples: the same look as the days. */
const SAMPLE_CLASSES: Record<DayStatus, string> = {
  booked: 'bg-rose-50 text-rose-700 line-through decoration-2',
  unavailable: 'text-gray-500',
};

/**
 * One day at a time in a popover (spec 01 §4). Polish uses date-fns' pl locale (weeks start on Monday,
 * the first week of the year has 4 days) with DayPicker's Polish labels; English uses en-US.
 * Booked days are struck through in their own colour, unlike the plainly greyed past ones, to the eye (with a
 * legend) and to a screen reader (issue 19 §7).
 */
export function DatePicker({
  label,
  placeholder,
  value,
  onChange,
  minDate,
  disabled = [],
  booked,
  className,
}: DatePickerProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const earliest = startOfDay(minDate ?? new Date());
  const locale = i18n.language === 'pl' ? pl : enUS;
  const notChosen = [{ before: earliest }, ...disabled];
  const modifiers = dayModifiers({ today: new Date(), disabled: notChosen, booked: booked ?? [] });
  const localeLabel = locale.labels?.labelDayButton;
  const localeLabelDayButton = typeof localeLabel === 'function' ? localeLabel : labelDayButton;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label id={`${id}-label`}>{label}</Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            id={`${id}-trigger`}
            aria-labelledby={`${id}-label ${id}-trigger`}
            className={cn(
              'flex h-10 w-full items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-left text-sm',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
              value ? 'text-gray-900' : 'text-gray-600',
            )}
          >
            <CalendarDays className="h-4 w-4 shrink-0 text-gray-600" aria-hidden />
            <span className="truncate">{value ? formatDisplayDate(value) : placeholder}</span>
          </button>
        </PopoverTrigger>
        <PopoverContent aria-label={label} onOpenAutoFocus={(e) => e.preventDefault()} className="p-2">
          <DayPicker
            mode="single"
            autoFocus
            locale={locale}
            selected={value}
            defaultMonth={value ?? earliest}
            startMonth={earliest}
            disabled={[...notChosen, ...(booked ?? [])]}
            modifiers={modifiers}
            modifiersClassNames={DAY_CLASSES}
            labels={{
              labelDayButton: (date, flags, options, dateLib) => {
                const day = localeLabelDayButton(date, flags, options, dateLib);
                const status = dayStatus(flags);
                return status ? t(`common.datePicker.day.${status}`, { day }) : day;
              },
            }}
            onSelect={(date) => {
              onChange(date);
              setOpen(false);
            }}
            style={
              {
                '--rdp-accent-color': 'var(--color-brand-700)',
                '--rdp-accent-background-color': 'var(--color-brand-50)',
                // The days that cannot be chosen are coloured by DAY_CLASSES instead of faded.
                '--rdp-disabled-opacity': '1',
              } as React.CSSProperties
            }
          />
          {booked && (
            <ul
              aria-label={t('common.datePicker.legend')}
              className="mt-1 flex flex-wrap gap-x-4 gap-y-1 border-t border-gray-200 px-1 pt-2 text-xs text-gray-700"
            >
              {(['booked', 'unavailable'] as const).map((status) => (
                <li key={status} className="flex items-center gap-1.5">
                  <span
                    aria-hidden
                    className={cn(
                      'inline-flex h-6 w-6 items-center justify-center rounded-full text-xs',
                      SAMPLE_CLASSES[status],
                    )}
                  >
                    14
                  </span>
                  {t(`common.datePicker.legendItem.${status}`)}
                </li>
              ))}
            </ul>
          )}
        </PopoverContent>
      </Popover>
    </div>
  );
}
