import { startOfDay } from 'date-fns';
import { useLayoutEffect, useRef, useState } from 'react';
import { DayPicker, labelDayButton, type Matcher } from 'react-day-picker';
import { enUS, pl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from '@/client/i18n/use-translation';
import { cn } from '@/client/lib/cn';
import { dayModifiers, dayStatus, type DayStatus } from './date-picker-days';
import { DatePickerTrigger } from './date-picker-trigger';
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

interface DatePickerCalendarProps extends Omit<DatePickerProps, 'label' | 'className'> {
  /** The trigger's accessible name is the label's id and its own (date-picker.tsx). */
  id: string;
  label: string;
  /** Opened at once: the stand-in button was pressed before this code had loaded. */
  defaultOpen: boolean;
  /** The stand-in button had the focus: this trigger, which replaces it, takes it over. */
  focusTrigger: boolean;
}

/**
 * The trigger with its calendar in a popover (spec 01 §4), loaded apart from the first paint by date-picker.tsx.
 * Polish uses date-fns' pl locale (weeks start on Monday, the first week of the year has 4 days) with DayPicker's
 * Polish labels; English uses en-US. Booked days are struck through in their own colour, unlike the plainly greyed
 * past ones, to the eye (with a legend) and to a screen reader (issue 19 §7).
 */
export default function DatePickerCalendar({
  id,
  label,
  placeholder,
  value,
  onChange,
  minDate,
  disabled = [],
  booked,
  defaultOpen,
  focusTrigger,
}: DatePickerCalendarProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTrigger) trigger.current?.focus();
    // Only when it replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const earliest = startOfDay(minDate ?? new Date());
  const locale = i18n.language === 'pl' ? pl : enUS;
  const notChosen = [{ before: earliest }, ...disabled];
  const modifiers = dayModifiers({ today: new Date(), disabled: notChosen, booked: booked ?? [] });
  const localeLabel = locale.labels?.labelDayButton;
  const localeLabelDayButton = typeof localeLabel === 'function' ? localeLabel : labelDayButton;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild ref={trigger}>
        <DatePickerTrigger
          id={`${id}-trigger`}
          aria-labelledby={`${id}-label ${id}-trigger`}
          value={value}
          placeholder={placeholder}
        />
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
  );
}
