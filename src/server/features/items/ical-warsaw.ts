import ICAL from 'ical.js';

/**
 * Poland's time zone as an iCalendar VTIMEZONE (RFC 5545 §3.6.5): CET, and CEST from the last Sunday of March to the
 * last Sunday of October (the EU rule since 1996). A feed's timed events name it by TZID, so a phone shows a rental's
 * handover times (issue 26 §3) as the parties agreed them, wherever it is.
 */
const WARSAW_VTIMEZONE = `BEGIN:VCALENDAR
BEGIN:VTIMEZONE
TZID:Europe/Warsaw
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE
END:VCALENDAR`;

export const WARSAW_TZID = 'Europe/Warsaw';

/** A fresh VTIMEZONE component for Europe/Warsaw, to add to a calendar that has timed events. */
export function warsawTimezone(): InstanceType<typeof ICAL.Component> {
  return new ICAL.Component(ICAL.parse(WARSAW_VTIMEZONE) as unknown[]).getFirstSubcomponent('vtimezone')!;
}

/** 'YYYY-MM-DD' and "HH:MM" as a local date-time in Poland (written with TZID=Europe/Warsaw by the caller). */
export function warsawTime(date: string, time: string): InstanceType<typeof ICAL.Time> {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false });
}
