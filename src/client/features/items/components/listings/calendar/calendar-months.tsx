import { DayPicker, labelDayButton, type DateRange } from 'react-day-picker';
import { enUS, pl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from '@/client/i18n/use-translation';
import { parseIsoDate, toIsoDate } from '@/client/lib/format';
import { useMediaQuery } from '@/client/lib/use-media-query';
import { canBlock, dayKind, DAY_KINDS, type DayKind, type ItemCalendar } from './calendar-days';

// `!`: react-day-picker's stylesheet is outside Tailwind's layers (as in the date picker).
const KIND_CLASSES: Record<DayKind, string> = {
  booked: 'text-rose-800! [&>button]:bg-rose-100! [&>button]:line-through [&>button]:decoration-2',
  requested: 'text-amber-900! [&>button]:bg-amber-100! [&>button]:underline [&>button]:decoration-dotted',
  blocked: 'text-white! [&>button]:bg-gray-700!',
  imported: 'text-white! [&>button]:bg-indigo-700! [&>button]:italic',
  past: 'text-gray-500!',
};

interface Props {
  calendar: ItemCalendar;
  /** 'YYYY-MM-DD' in Poland. */
  today: string;
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
}

/**
 * The owner's months (one on a phone, two from the tablet's width on), weeks from Monday: booked, requested, blocked,
 * imported and past days in their own looks, named to a screen reader too. Past and booked days cannot be selected, nor a
 * range across them.
 */
export function CalendarMonths({ calendar, today, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const wide = useMediaQuery('(min-width: 768px)');
  const locale = i18n.language === 'pl' ? pl : enUS;
  const kindOf = (date: Date) => dayKind(toIsoDate(date), calendar, today);
  const modifiers = Object.fromEntries(DAY_KINDS.map((k) => [k, (date: Date) => kindOf(date) === k]));
  const localeLabel = locale.labels?.labelDayButton;
  const labelDay = typeof localeLabel === 'function' ? localeLabel : labelDayButton;
  const firstMonth = parseIsoDate(today) ?? new Date();

  return (
    <DayPicker
      mode="range"
      locale={locale}
      weekStartsOn={1}
      numberOfMonths={wide ? 2 : 1}
      startMonth={firstMonth}
      defaultMonth={firstMonth}
      selected={selected}
      onSelect={onSelect}
      excludeDisabled
      disabled={(date) => !canBlock(toIsoDate(date), calendar, today)}
      modifiers={modifiers}
      modifiersClassNames={KIND_CLASSES}
      labels={{
        labelDayButton: (date, flags, options, dateLib) => {
          const day = labelDay(date, flags, options, dateLib);
          const kind = kindOf(date);
          return kind ? t(`owner.calendar.day.${kind}`, { day }) : day;
        },
      }}
      className="max-w-full"
      style={
        {
          '--rdp-accent-color': 'var(--color-brand-700)',
          '--rdp-accent-background-color': 'var(--color-brand-50)',
          '--rdp-disabled-opacity': '1',
          '--rdp-day-width': '2.5rem',
          '--rdp-day-height': '2.5rem',
          '--rdp-day_button-width': '2.375rem',
          '--rdp-day_button-height': '2.375rem',
        } as React.CSSProperties
      }
    />
  );
}
