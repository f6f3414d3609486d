import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { addDays } from '@/shared/domain/dates';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { itemBlockedDates, items, rentals } from '@/server/db/tables';
import { FetchRefused, safeFetch } from '@/server/lib/safe-fetch';
import { WARSAW_TZID, warsawTime, warsawTimezone } from './ical-warsaw';
import type { JobDeps, JobLog } from '@/server/jobs/types';

/** How often an imported calendar is read again (issue 26 §1: hourly). */
export const ICAL_REFRESH_MS = 3_600_000;
/** The largest calendar file read (a year of a busy listing is a few tens of kB). */
const ICAL_MAX_BYTES = 1_000_000;
/** Days ahead an imported event may block: the furthest a request may start (BOOKING_LIMITS.maxDaysAhead) and more. */
const IMPORT_HORIZON_DAYS = 400;

/** The feed's address of a token. */
export const icalUrlOf = (config: Pick<Config, 'publicUrl'>, token: string | null) =>
  token ? `${config.publicUrl}/api/calendar/${token}.ics` : null;

/** A new secret for the item's feed: the old address stops answering at once. */
export async function newCalendarToken(db: DbOrTx, itemId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.update(items).set({ calendarToken: token }).where(eq(items.id, itemId));
  return token;
}

const icsDate = (iso: string) => {
  const t = ICAL.Time.fromDateString(iso);
  return t;
};

/**
 * The item's iCal feed (RFC 5545): one event per booking (confirmed, active, completed in the last 90 days and
 * ahead) and one all-day event per blocked range the owner set; a booking with handover times (issue 26 §3) is timed
 * in Poland's zone from the pickup on its first day to the return on its last, one without them all-day; imported events are left out, so two calendars that import each
 * other do not echo. Events carry no personal data beyond the rental's number. `lang` is the owner's.
 */
export async function calendarFeed(
  db: DbOrTx,
  item: { id: number; name: string },
  today: string,
  host: string,
  lang: 'pl' | 'en',
): Promise<string> {
  const since = addDays(today, -90);
  const booked = await db
    .select({
      id: rentals.id,
      startDate: rentals.startDate,
      endDate: rentals.endDate,
      status: rentals.status,
      pickupTime: rentals.pickupTime,
      returnTime: rentals.returnTime,
    })
    .from(rentals)
    .where(
      and(
        eq(rentals.itemId, item.id),
        inArray(rentals.status, ['confirmed', 'active', 'completed']),
        gte(rentals.endDate, since),
      ),
    )
    .orderBy(asc(rentals.startDate));
  const blocked = await db
    .select({ id: itemBlockedDates.id, startDate: itemBlockedDates.startDate, endDate: itemBlockedDates.endDate })
    .from(itemBlockedDates)
    .where(
      and(
        eq(itemBlockedDates.itemId, item.id),
        eq(itemBlockedDates.source, 'owner'),
        gte(itemBlockedDates.endDate, since),
      ),
    )
    .orderBy(asc(itemBlockedDates.startDate));
  const cal = new ICAL.Component(['vcalendar', [], []]);
  cal.updatePropertyWithValue('prodid', '-//Wypozyczalnia//Calendar//PL');
  cal.updatePropertyWithValue('version', '2.0');
  cal.updatePropertyWithValue('calscale', 'GREGORIAN');
  cal.updatePropertyWithValue('x-wr-calname', item.name);
  const stamp = ICAL.Time.now();
  const timed = booked.some((r) => r.pickupTime && r.returnTime);
  if (timed) cal.addSubcomponent(warsawTimezone());
  const event = (
    uid: string,
    start: string,
    end: string,
    summary: string,
    times?: { pickupTime: string | null; returnTime: string | null },
  ) => {
    const e = new ICAL.Component('vevent');
    e.updatePropertyWithValue('uid', `${uid}@${host}`);
    e.updatePropertyWithValue('dtstamp', stamp);
    if (times?.pickupTime && times.returnTime) {
      e.updatePropertyWithValue('dtstart', warsawTime(start, times.pickupTime)).setParameter('tzid', WARSAW_TZID);
      e.updatePropertyWithValue('dtend', warsawTime(end, times.returnTime)).setParameter('tzid', WARSAW_TZID);
    } else {
      e.updatePropertyWithValue('dtstart', icsDate(start));
      // DTEND of an all-day event is the day after the last (exclusive).
      e.updatePropertyWithValue('dtend', icsDate(addDays(end, 1)));
    }
    e.updatePropertyWithValue('summary', summary);
    e.updatePropertyWithValue('transp', 'OPAQUE');
    cal.addSubcomponent(e);
  };
  for (const r of booked)
    event(`rental-${r.id}`, r.startDate, r.endDate, lang === 'pl' ? `Rezerwacja nr ${r.id}` : `Booking no. ${r.id}`, r);
  for (const b of blocked) event(`blocked-${b.id}`, b.startDate, b.endDate, lang === 'pl' ? 'Zablokowane' : 'Blocked');
  return cal.toString();
}

/** An event's days ('YYYY-MM-DD', both included) in Poland; null for one without a start or ended before `from`. */
function daysOf(vevent: InstanceType<typeof ICAL.Component>): { startDate: string; endDate: string } | null {
  const ev = new ICAL.Event(vevent);
  if (!ev.startDate) return null;
  const local = (t: InstanceType<typeof ICAL.Time>) => (t.isDate ? t.toString().slice(0, 10) : warsawDay(t.toJSDate()));
  const startDate = local(ev.startDate);
  let endDate = startDate;
  if (ev.endDate) {
    // An all-day DTEND is exclusive; a timed one ends within its own day.
    endDate = ev.endDate.isDate ? addDays(ev.endDate.toString().slice(0, 10), -1) : warsawDay(ev.endDate.toJSDate());
    // A timed event ending at midnight ends the day before.
    if (!ev.endDate.isDate && ev.endDate.hour === 0 && ev.endDate.minute === 0 && endDate > startDate)
      endDate = addDays(endDate, -1);
  }
  return { startDate, endDate: endDate < startDate ? startDate : endDate };
}

const WARSAW = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const warsawDay = (d: Date) => WARSAW.format(d);

/** The day ranges a calendar file blocks from `today` to the horizon; throws on a file that is no calendar. */
export function parseCalendar(text: string, today: string): { startDate: string; endDate: string }[] {
  const parsed: unknown = ICAL.parse(text);
  if (!Array.isArray(parsed)) throw new Error('not a calendar');
  const root = new ICAL.Component(parsed as unknown[]);
  if (root.name !== 'vcalendar') throw new Error('not a calendar');
  const horizon = addDays(today, IMPORT_HORIZON_DAYS);
  const out: { startDate: string; endDate: string }[] = [];
  for (const vevent of root.getAllSubcomponents('vevent')) {
    if (String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    if (String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') continue;
    const days = daysOf(vevent);
    if (!days || days.endDate < today || days.startDate > horizon) continue;
    out.push({
      startDate: days.startDate < today ? today : days.startDate,
      endDate: days.endDate > horizon ? horizon : days.endDate,
    });
  }
  return out.slice(0, 500);
}

/**
 * Reads one item's external calendar and makes its events the item's imported blocks (source `ical`), replacing the
 * previous import; the time and any error are recorded on the item, and a failed read keeps the blocks it had (a
 * calendar down for an hour must not open the days it blocked).
 */
export async function importCalendar(
  deps: Pick<JobDeps, 'db' | 'config'>,
  item: { id: number; icalImportUrl: string },
  now: Date,
  today: string,
): Promise<{ ok: boolean; ranges: number }> {
  let ranges: { startDate: string; endDate: string }[];
  try {
    const { body } = await safeFetch(item.icalImportUrl, {
      allowPrivate: deps.config.IMAGE_URL_ALLOW_PRIVATE,
      maxBytes: ICAL_MAX_BYTES,
    });
    ranges = parseCalendar(body.toString('utf8'), today);
  } catch (err) {
    const reason = err instanceof FetchRefused ? err.reason : 'not-a-calendar';
    await deps.db
      .update(items)
      .set({ icalImportedAt: now, icalImportError: reason })
      .where(and(eq(items.id, item.id), eq(items.icalImportUrl, item.icalImportUrl)));
    return { ok: false, ranges: 0 };
  }
  await deps.db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.id, item.id), eq(items.icalImportUrl, item.icalImportUrl)))
      .for('update');
    // The owner changed or removed the address meanwhile: this read is stale.
    if (!still) return;
    await tx
      .delete(itemBlockedDates)
      .where(and(eq(itemBlockedDates.itemId, item.id), eq(itemBlockedDates.source, 'ical')));
    if (ranges.length > 0)
      await tx
        .insert(itemBlockedDates)
        .values(ranges.map((r) => ({ ...r, itemId: item.id, source: 'ical', note: '' })));
    await tx.update(items).set({ icalImportedAt: now, icalImportError: null }).where(eq(items.id, item.id));
  });
  return { ok: true, ranges: ranges.length };
}

/** Removes an item's imported blocks (the owner cleared the address). */
export async function clearImported(db: DbOrTx, itemId: number): Promise<void> {
  await db
    .delete(itemBlockedDates)
    .where(and(eq(itemBlockedDates.itemId, itemId), eq(itemBlockedDates.source, 'ical')));
}

/**
 * The hourly import (the ical-import job, every 10 minutes): items with an address never read, or read more than
 * ICAL_REFRESH_MS ago, oldest first, a batch a run.
 */
export async function runCalendarImports(deps: JobDeps, now: Date, today: string, log?: JobLog): Promise<number> {
  const due = await deps.db
    .select({ id: items.id, icalImportUrl: items.icalImportUrl })
    .from(items)
    .where(
      and(
        isNotNull(items.icalImportUrl),
        isNull(items.deletedAt),
        or(isNull(items.icalImportedAt), lte(items.icalImportedAt, new Date(now.getTime() - ICAL_REFRESH_MS))),
      ),
    )
    .orderBy(sql`${items.icalImportedAt} ASC NULLS FIRST`)
    .limit(50);
  let done = 0;
  for (const item of due) {
    try {
      await importCalendar(deps, { id: item.id, icalImportUrl: item.icalImportUrl! }, now, today);
      done++;
    } catch (err) {
      log?.error({ err, itemId: item.id }, 'calendar import failed');
    }
  }
  return done;
}
