import { useId, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { useLoadedAfterPaint } from '@/client/lib/use-loaded-after-paint';
import type { DatePickerProps } from './date-picker-calendar';
import { DatePickerTrigger } from './date-picker-trigger';
import { Label } from './label';

export type { DatePickerProps };

// The calendar (react-day-picker, date-fns' locales, Radix's popover) is not needed for the first paint: it loads
// right after, while the same button stands in for its trigger (issue 22 §3).
const loadCalendar = () => import('./date-picker-calendar');

/** One day at a time in a popover (spec 01 §4; the calendar itself is date-picker-calendar.tsx). */
export function DatePicker({ label, className, ...props }: DatePickerProps) {
  const id = useId();
  // Pressed before the calendar's code arrived: it opens as soon as it has; focused: its trigger takes the focus.
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const calendar = useLoadedAfterPaint(loadCalendar);
  const Calendar = calendar?.default;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label id={`${id}-label`}>{label}</Label>
      {Calendar ? (
        <Calendar id={id} label={label} defaultOpen={pressed} focusTrigger={focused} {...props} />
      ) : (
        <DatePickerTrigger
          id={`${id}-trigger`}
          aria-labelledby={`${id}-label ${id}-trigger`}
          aria-haspopup="dialog"
          aria-expanded={pressed}
          value={props.value}
          placeholder={props.placeholder}
          onClick={() => setPressed(true)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      )}
    </div>
  );
}
