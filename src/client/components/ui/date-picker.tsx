import { startOfDay } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enUS, pl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { cn } from '@/client/lib/cn';
import { formatDisplayDate } from '@/client/lib/format';
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
  /** Further days to disable (e.g. booked ranges). */
  disabled?: Matcher[];
  className?: string;
}

/**
 * One day at a time in a popover (spec 01 §4). Polish uses date-fns' pl locale (weeks start on Monday,
 * the first week of the year has 4 days) with DayPicker's Polish labels; English uses en-US.
 */
export function DatePicker({
  label,
  placeholder,
  value,
  onChange,
  minDate,
  disabled = [],
  className,
}: DatePickerProps) {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const earliest = startOfDay(minDate ?? new Date());
  const locale = i18n.language === 'pl' ? pl : enUS;

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
            disabled={[{ before: earliest }, ...disabled]}
            onSelect={(date) => {
              onChange(date);
              setOpen(false);
            }}
            style={
              {
                '--rdp-accent-color': 'var(--color-brand-700)',
                '--rdp-accent-background-color': 'var(--color-brand-50)',
              } as React.CSSProperties
            }
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
