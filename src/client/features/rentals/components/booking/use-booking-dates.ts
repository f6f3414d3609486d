import { startOfDay } from 'date-fns';
import { useSearchParams } from 'react-router';
import { parseIsoDate, toIsoDate } from '@/client/lib/format';

/**
 * The chosen days of the booking panel, kept in the address (?start=YYYY-MM-DD&end=YYYY-MM-DD, the browse page's names):
 * the login redirect's returnTo carries them there and back, and a reload or a shared link keeps them. A past start
 * is dropped (the picker would not offer it), and so is an end before the start.
 */
export function useBookingDates() {
  const [params, setParams] = useSearchParams();
  const today = startOfDay(new Date());
  const parsedStart = parseIsoDate(params.get('start'));
  const start = parsedStart && parsedStart >= today ? parsedStart : undefined;
  const parsedEnd = parseIsoDate(params.get('end'));
  const end = parsedEnd && start && parsedEnd >= start ? parsedEnd : undefined;

  const setDates = (next: { start: Date | undefined; end: Date | undefined }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [key, day] of [
          ['start', next.start],
          ['end', next.end],
        ] as const) {
          if (day) p.set(key, toIsoDate(day));
          else p.delete(key);
        }
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  return { start, end, setDates };
}
