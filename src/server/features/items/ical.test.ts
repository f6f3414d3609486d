import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { insertItem, insertRental } from './test-fixtures';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { testDeps } from '@/server/test/test-deps';
import { parseCalendar, runCalendarImports } from './ical';

const compact = (iso: string) => iso.replaceAll('-', '');

describe('iCal: the item’s feed and an imported calendar (issue 26 §1)', async () => {
  const { app, db, clock, config } = await createTestApp({ IMAGE_URL_ALLOW_PRIVATE: 'true' });
  const owner = await registerUser(app);
  const renter = await registerUser(app);
  const day = (n: number) => addDays(todayIso(clock.now()), n);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });

  // An external calendar (Airbnb's, a phone's): served by a local HTTP server, changed by the tests.
  let served = '';
  let brokenServesCalendar = false;
  const server = http.createServer((req, res) => {
    if (req.url === '/broken.ics' && !brokenServesCalendar)
      return res.writeHead(200, { 'content-type': 'text/calendar' }).end('not a calendar');
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(served);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const calendar = (events: string[]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
  const allDay = (uid: string, start: string, endExclusive: string) =>
    `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${compact(start)}\r\nDTEND;VALUE=DATE:${compact(endExclusive)}\r\nSUMMARY:Reserved\r\nEND:VEVENT`;

  // A booking with handover times is a timed event instead (issue 26 §3): rentals/handover-times.test.ts.
  it('the feed lists bookings without times and blocked days as all-day events, at a secret address that can be replaced', async () => {
    const item = await insertItem(db, owner.id, { name: 'Rower z kalendarzem' });
    const booked = await insertRental(db, item, renter.id, day(4), day(6), 'confirmed');
    await call('PUT', `/api/items/${item.id}/blocked-dates`, owner.cookie, {
      blockedDates: [{ startDate: day(10), endDate: day(11), note: 'private note' }],
    });
    expect((await call('POST', `/api/items/${item.id}/calendar-token`, renter.cookie)).statusCode).toBe(403);
    const made = await call('POST', `/api/items/${item.id}/calendar-token`, owner.cookie);
    expect(made.statusCode).toBe(200);
    const { icalUrl } = made.json<{ icalUrl: string }>();
    expect(icalUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    // The owner reads it with the item; nobody else does.
    expect((await call('GET', `/api/items/${item.id}`, owner.cookie)).json()).toMatchObject({ icalUrl });
    expect((await call('GET', `/api/items/${item.id}`, renter.cookie)).json().icalUrl).toBeUndefined();

    const path = new URL(icalUrl).pathname;
    const feed = await app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e));
    const days = events.map((e) => [e.startDate.toString(), e.endDate.toString(), e.summary]);
    // DTEND is exclusive; the summaries are in the owner's language (English here).
    expect(days).toEqual([
      [day(4), day(7), `Booking no. ${booked.id}`],
      [day(10), day(12), 'Blocked'],
    ]);
    expect(feed.body).not.toContain('private note');
    expect(feed.body).not.toContain(renter.email);

    const again = (await call('POST', `/api/items/${item.id}/calendar-token`, owner.cookie)).json().icalUrl as string;
    expect(again).not.toBe(icalUrl);
    expect((await app.inject({ url: path })).statusCode).toBe(404);
    expect((await app.inject({ url: new URL(again).pathname })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/calendar/nothing.ics' })).statusCode).toBe(404);
  });

  it('an imported calendar blocks its events’ days at once and hourly after; a broken read keeps the last blocks', async () => {
    served = calendar([allDay('a', day(20), day(23)), allDay('b', day(30), day(31))]);
    const item = await insertItem(db, owner.id, { name: 'Namiot importowany' });
    const set = await call('PUT', `/api/items/${item.id}`, owner.cookie, { icalImportUrl: `${base}/cal.ics` });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ icalImportUrl: `${base}/cal.ics`, icalImportError: null });
    expect(set.json().icalImportedAt).not.toBeNull();
    const unavailable = async () =>
      (await call('GET', `/api/items/${item.id}/unavailable-dates`, null)).json().unavailableDates;
    expect(await unavailable()).toEqual([
      { startDate: day(20), endDate: day(22) },
      { startDate: day(30), endDate: day(30) },
    ]);
    const refused = await call('POST', '/api/rentals', renter.cookie, {
      itemId: item.id,
      startDate: day(22),
      endDate: day(24),
    });
    expect(refused.json().code).toBe('BLOCKED');
    // The owner's own blocks are theirs: the import neither shows in nor replaces them; the owner sees it apart.
    expect((await call('GET', `/api/items/${item.id}/blocked-dates`, owner.cookie)).json()).toEqual({
      blockedDates: [],
      importedDates: [
        { startDate: day(20), endDate: day(22) },
        { startDate: day(30), endDate: day(30) },
      ],
    });

    // An hour later the calendar changed: the job reads it again.
    served = calendar([allDay('c', day(40), day(41))]);
    const deps = testDeps({ db, config, clock });
    const later = new Date(clock.now().getTime() + 61 * 60_000);
    await runCalendarImports(deps, later, todayIso(later));
    expect(await unavailable()).toEqual([{ startDate: day(40), endDate: day(40) }]);

    // A broken file: the error is recorded, the blocks stay.
    await call('PUT', `/api/items/${item.id}`, owner.cookie, { icalImportUrl: `${base}/broken.ics` });
    expect((await call('GET', `/api/items/${item.id}`, owner.cookie)).json()).toMatchObject({
      icalImportError: 'not-a-calendar',
    });
    expect(await unavailable()).toEqual([{ startDate: day(40), endDate: day(40) }]);
    // Saved again once it is fixed at the other end: read again at once, the error gone.
    served = calendar([allDay('d', day(50), day(51))]);
    brokenServesCalendar = true;
    const retried = await call('PUT', `/api/items/${item.id}`, owner.cookie, { icalImportUrl: `${base}/broken.ics` });
    expect(retried.json()).toMatchObject({ icalImportError: null });
    expect(await unavailable()).toEqual([{ startDate: day(50), endDate: day(50) }]);
    // The same address saved again after a good read is not read again (the job does it hourly).
    served = calendar([]);
    await call('PUT', `/api/items/${item.id}`, owner.cookie, { icalImportUrl: `${base}/broken.ics` });
    expect(await unavailable()).toEqual([{ startDate: day(50), endDate: day(50) }]);
    // Cleared: the imported blocks go.
    await call('PUT', `/api/items/${item.id}`, owner.cookie, { icalImportUrl: '' });
    const cleared = await call('GET', `/api/items/${item.id}`, owner.cookie);
    expect(cleared.json()).toMatchObject({ icalImportUrl: null, icalImportedAt: null, icalImportError: null });
    expect(await unavailable()).toEqual([]);
    expect((await call('GET', `/api/items/${item.id}/blocked-dates`, owner.cookie)).json().importedDates).toEqual([]);
  });

  it('parses timed events in Poland’s days, skips cancelled and free ones, clips to today', () => {
    const today = '2026-12-01';
    const text = calendar([
      'BEGIN:VEVENT\r\nUID:t\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20261205T230000Z\r\nDTEND:20261206T080000Z\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:x\r\nDTSTAMP:20260101T000000Z\r\nSTATUS:CANCELLED\r\nDTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261211\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:f\r\nDTSTAMP:20260101T000000Z\r\nTRANSP:TRANSPARENT\r\nDTSTART;VALUE=DATE:20261212\r\nDTEND;VALUE=DATE:20261213\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:p\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:20261128\r\nDTEND;VALUE=DATE:20261203\r\nEND:VEVENT',
    ]);
    expect(parseCalendar(text, today)).toEqual([
      // 23:00 UTC is midnight in Warsaw: the 6th.
      { startDate: '2026-12-06', endDate: '2026-12-06' },
      { startDate: '2026-12-01', endDate: '2026-12-02' },
    ]);
    expect(() => parseCalendar('hello', today)).toThrow();
  });
});
