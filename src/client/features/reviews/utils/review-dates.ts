import { lazyDateFormat, MARKET_TIME_ZONE } from '@/shared/domain/dates';

const WARSAW_DAY = lazyDateFormat({
  timeZone: MARKET_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const WARSAW_TIME = lazyDateFormat({
  timeZone: MARKET_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/MM/yyyy (spec 01 §9) of a calendar day (YYYY-MM-DD, as rentals' dates are) or of an instant in Poland. */
export function reviewDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : WARSAW_DAY().format(instant);
}

/** dd/MM/yyyy HH:mm of an instant as Poland's wall clock: when a review window closes. */
export function reviewDeadlineText(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${WARSAW_DAY().format(instant)} ${WARSAW_TIME().format(instant)}`;
}
