import { CalendarDays } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { formatDisplayDate } from '@/client/lib/format';

interface DatePickerTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: Date | undefined;
  placeholder: string;
}

/**
 * The date picker's button: the shown date or the placeholder. The same button stands in while the calendar's code
 * loads (date-picker.tsx) and then opens it (date-picker-calendar.tsx), so nothing moves when it arrives.
 */
export function DatePickerTrigger({ value, placeholder, className, ...props }: DatePickerTriggerProps) {
  return (
    <button
      type="button"
      className={cn(
        'flex h-10 w-full items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-left text-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        value ? 'text-gray-900' : 'text-gray-600',
        className,
      )}
      {...props}
    >
      <CalendarDays className="h-4 w-4 shrink-0 text-gray-600" aria-hidden />
      <span className="truncate">{value ? formatDisplayDate(value) : placeholder}</span>
    </button>
  );
}
