import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { itemSchema, ownerItemSchema } from '@/shared/schemas/items';
import { notifications, rentals } from '@/server/db/tables';
import { storedNoticeText } from '@/server/features/notifications/params';
import { createTestApp, latestEmailTo, registerUser } from '@/server/test/test-app';
import { insertItem, pngDataUrl } from '@/server/features/items/test-fixtures';

/** 'YYYY-MM-DD' as the notices show it. */
const dd = (iso: string) => iso.split('-').reverse().join('/');
const compact = (iso: string) => iso.replaceAll('-', '');

describe('handover times (issue 26 §3)', async () => {
  const { app, db, clock } = await createTestApp();
  const owner = await registerUser(app, { firstName: 'Olga', lastName: 'Właścicielka' });
  const day = (n: number) => addDays(todayIso(clock.now()), n);

  type Lang = 'pl' | 'en';
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    cookie: string | null,
    payload?: object,
    lang: Lang = 'en',
  ) => app.inject({ method, url, payload, headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) } });
  const request = (cookie: string, itemId: number, start: number, end: number, times: object = {}, lang: Lang = 'en') =>
    call('POST', '/api/rentals', cookie, { itemId, startDate: day(start), endDate: day(end), ...times }, lang);
  const storedTimes = async (id: number) =>
    (
      await db
        .select({ pickupTime: rentals.pickupTime, returnTime: rentals.returnTime, status: rentals.status })
        .from(rentals)
        .where(eq(rentals.id, id))
    )[0];

  describe('the listing’s fields', () => {
    const listing = async () => ({
      name: 'Wiertarka udarowa',
      description: 'Z walizką i wiertłami',
      categoryId: 1,
      pricePerDay: '40',
      value: 600,
      location: 'Warszawa',
      imageUrls: [await pngDataUrl('#a73')],
    });

    it('default to 09:00–18:00 in steps of 30 minutes; the owner sets them on creation and edit; every read shows them', async () => {
      const plain = await call('POST', '/api/items', owner.cookie, await listing());
      expect(plain.statusCode).toBe(201);
      expect(plain.json()).toMatchObject({ handoverFrom: '09:00', handoverTo: '18:00', handoverStepMinutes: 30 });

      const created = await call('POST', '/api/items', owner.cookie, {
        ...(await listing()),
        flexibility: 'low',
        handoverFrom: '08:30',
        handoverTo: '20:00',
        handoverStepMinutes: 60,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: number }>().id;
      expect(ownerItemSchema.strict().parse(created.json())).toMatchObject({
        handoverFrom: '08:30',
        handoverTo: '20:00',
        handoverStepMinutes: 60,
      });
      // The public read says so too (a visitor's booking panel needs them).
      const read = await call('GET', `/api/items/${id}`, null);
      expect(itemSchema.strict().parse(read.json())).toMatchObject({ handoverFrom: '08:30', handoverTo: '20:00' });

      const edited = await call('PUT', `/api/items/${id}`, owner.cookie, {
        handoverTo: '17:30',
        handoverStepMinutes: 15,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ handoverFrom: '08:30', handoverTo: '17:30', handoverStepMinutes: 15 });
    });

    it('refuses a malformed time, an unknown step and hours ending before they start with a field message, never a 500', async () => {
      const bad = async (body: object) => {
        const res = await call('POST', '/api/items', owner.cookie, { ...(await listing()), ...body }, 'pl');
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        return res.json<{ code: string; fields: Record<string, string> }>();
      };
      expect(await bad({ handoverFrom: '9:00' })).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { handoverFrom: 'Podaj godzinę w formacie GG:MM, np. 09:30' },
      });
      expect((await bad({ handoverTo: '24:00' })).fields.handoverTo).toBeTruthy();
      expect((await bad({ handoverStepMinutes: 45 })).fields).toEqual({
        handoverStepMinutes: 'Wybierz krok: co 15, 30, 60 albo 120 minut',
      });
      expect((await bad({ handoverFrom: '18:00', handoverTo: '09:00' })).fields).toEqual({
        handoverTo: 'Koniec godzin przekazania musi być później niż ich początek',
      });

      // An edit of one of the two is checked against the stored other.
      const item = await insertItem(db, owner.id, { handoverFrom: '10:00', handoverTo: '16:00' });
      const alone = await call('PUT', `/api/items/${item.id}`, owner.cookie, { handoverTo: '09:00' });
      expect(alone.statusCode).toBe(400);
      expect(alone.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { handoverTo: 'The end of the handover hours must come after their start' },
      });
      const both = await call('PUT', `/api/items/${item.id}`, owner.cookie, {
        handoverFrom: '17:00',
        handoverTo: '16:00',
      });
      expect(both.statusCode).toBe(400);
      expect((await call('PUT', `/api/items/${item.id}`, owner.cookie, { handoverStepMinutes: 0 })).statusCode).toBe(
        400,
      );
      expect((await call('GET', `/api/items/${item.id}`, null)).json()).toMatchObject({
        handoverFrom: '10:00',
        handoverTo: '16:00',
        handoverStepMinutes: 30,
      });
    });
  });

  describe('a request’s times by the item’s flexibility', () => {
    it('low: full days, both times within the owner’s fixed hours; the hours themselves when none are given', async () => {
      const renter = await registerUser(app);
      const item = await insertItem(db, owner.id, { flexibility: 'low', handoverFrom: '09:00', handoverTo: '17:00' });
      const ok = await request(renter.cookie, item.id, 3, 4, { pickupTime: '10:00', returnTime: '17:00' });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ pickupTime: '10:00', returnTime: '17:00', status: 'pending' });

      for (const [times, field] of [
        [{ pickupTime: '08:30', returnTime: '16:00' }, 'pickupTime'],
        [{ pickupTime: '09:00', returnTime: '17:30' }, 'returnTime'],
      ] as const) {
        const refused = await request(renter.cookie, item.id, 6, 7, times);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          code: 'HANDOVER_TIME',
          message: 'This item is rented by full days: pickup and return between 09:00 and 17:00',
          fields: { [field]: 'Choose another time' },
        });
      }
      const pl = await request(renter.cookie, item.id, 6, 7, { pickupTime: '07:00' }, 'pl');
      expect(pl.json().message).toBe(
        'Ten przedmiot wynajmuje się na pełne dni: odbiór i zwrot w godzinach 09:00–17:00',
      );

      const defaults = await request(renter.cookie, item.id, 9, 9);
      expect(defaults.statusCode).toBe(201);
      expect(defaults.json()).toMatchObject({ pickupTime: '09:00', returnTime: '17:00' });
      expect(await storedTimes(defaults.json().id)).toMatchObject({ pickupTime: '09:00', returnTime: '17:00' });
    });

    it('moderate: times on the owner’s step, at least 4 hours; the price stays per day', async () => {
      const renter = await registerUser(app);
      const item = await insertItem(db, owner.id, {
        flexibility: 'moderate',
        handoverStepMinutes: 30,
        pricePerDay: '40.00',
      });
      const ok = await request(renter.cookie, item.id, 3, 3, { pickupTime: '10:30', returnTime: '14:30' });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ pickupTime: '10:30', returnTime: '14:30', days: 1, subtotal: '40.00' });
      // Overnight: 22:00 to 02:00 is 4 hours.
      const overnight = await request(renter.cookie, item.id, 5, 6, { pickupTime: '22:00', returnTime: '02:00' });
      expect(overnight.statusCode).toBe(201);
      expect(overnight.json()).toMatchObject({ days: 2, subtotal: '80.00' });

      const offStep = await request(renter.cookie, item.id, 8, 8, { pickupTime: '10:15', returnTime: '16:00' });
      expect(offStep.statusCode).toBe(400);
      expect(offStep.json()).toMatchObject({
        code: 'HANDOVER_TIME',
        message: 'Pickup and return times go in steps of 30 minutes, e.g. 10:00, 10:30',
        fields: { pickupTime: 'Choose another time' },
      });
      const short = await request(renter.cookie, item.id, 8, 8, { pickupTime: '10:00', returnTime: '13:30' }, 'pl');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        code: 'HANDOVER_TIME',
        message: 'Wynajem musi trwać co najmniej 4 godziny od odbioru do zwrotu: wybierz późniejszy zwrot',
        fields: { returnTime: 'Wybierz inną godzinę' },
      });
      // One time given: the other is the owner's default (18:00), and together they are checked.
      const half = await request(renter.cookie, item.id, 10, 10, { pickupTime: '12:00' });
      expect(half.json()).toMatchObject({ pickupTime: '12:00', returnTime: '18:00' });
      const tooLate = await request(renter.cookie, item.id, 12, 12, { pickupTime: '15:00' });
      expect(tooLate.json().code).toBe('HANDOVER_TIME');
    });

    it('high: any full hour, the return after the pickup', async () => {
      const renter = await registerUser(app);
      const item = await insertItem(db, owner.id, { flexibility: 'high', handoverFrom: '08:30', handoverTo: '19:45' });
      const ok = await request(renter.cookie, item.id, 3, 3, { pickupTime: '06:00', returnTime: '07:00' });
      expect(ok.statusCode).toBe(201);
      const half = await request(renter.cookie, item.id, 5, 5, { pickupTime: '10:30', returnTime: '12:00' });
      expect(half.json()).toMatchObject({
        code: 'HANDOVER_TIME',
        message: 'Choose a full hour for pickup and return, e.g. 10:00',
        fields: { pickupTime: 'Choose another time' },
      });
      const backwards = await request(renter.cookie, item.id, 5, 5, { pickupTime: '12:00', returnTime: '11:00' });
      expect(backwards.json()).toMatchObject({
        code: 'HANDOVER_TIME',
        message: 'The return must come after the pickup: choose a later return time',
        fields: { returnTime: 'Choose another time' },
      });
      // The owner's hours off the full hour: the defaults move onto it.
      const defaults = await request(renter.cookie, item.id, 7, 7);
      expect(defaults.json()).toMatchObject({ pickupTime: '09:00', returnTime: '19:00' });
    });

    it('a malformed time is a validation error on its field; nothing is stored', async () => {
      const renter = await registerUser(app);
      const item = await insertItem(db, owner.id);
      for (const bad of ['25:00', '9:00', '10:00:00', 'noon', '', 930]) {
        const res = await request(renter.cookie, item.id, 3, 3, { returnTime: bad }, 'pl');
        expect(res.statusCode, String(bad)).toBe(400);
        expect(res.json(), String(bad)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { returnTime: 'Podaj godzinę w formacie GG:MM, np. 09:30' },
        });
      }
      expect(await db.select().from(rentals).where(eq(rentals.itemId, item.id))).toEqual([]);
    });

    it('an instant booking is checked before it is confirmed, and confirmed with the renter’s times', async () => {
      const renter = await registerUser(app);
      const item = await insertItem(db, owner.id, { flexibility: 'high', instantBooking: true });
      const refused = await request(renter.cookie, item.id, 3, 3, { pickupTime: '10:15', returnTime: '12:00' });
      expect(refused.json().code).toBe('HANDOVER_TIME');
      expect(await db.select().from(rentals).where(eq(rentals.itemId, item.id))).toEqual([]);
      const booked = await request(renter.cookie, item.id, 3, 3, { pickupTime: '10:00', returnTime: '12:00' });
      expect(booked.statusCode).toBe(201);
      expect(booked.json()).toMatchObject({ status: 'confirmed', pickupTime: '10:00', returnTime: '12:00' });
    });
  });

  describe('the owner accepts with the agreed times', () => {
    it('changes the proposal in the acceptance; the notices, e-mails, booking page and iCal feed name the times', async () => {
      const renter = await registerUser(app, { firstName: 'Rafał', lastName: 'Najemca' });
      const item = await insertItem(db, owner.id, {
        name: 'Kosiarka',
        flexibility: 'moderate',
        handoverStepMinutes: 30,
      });
      const made = await request(renter.cookie, item.id, 4, 5, { pickupTime: '10:30', returnTime: '12:00' });
      expect(made.statusCode).toBe(201);
      const id = made.json<{ id: number }>().id;

      // The owner's notice and e-mail about the request name the proposed times, in the reader's language.
      const [requested] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.relatedId, id)));
      expect(storedNoticeText(requested, 'pl').message).toBe(
        `Rafał Najemca prosi o wypożyczenie „Kosiarka” od ${dd(day(4))} o godz. 10:30 do ${dd(day(5))} o godz. 12:00.`,
      );
      expect(storedNoticeText(requested, 'en').message).toBe(
        `Rafał Najemca would like to rent “Kosiarka” from ${dd(day(4))} at 10:30 to ${dd(day(5))} at 12:00.`,
      );
      // The e-mail is in the account's language: English, the language of its last requests.
      expect((await latestEmailTo(db, owner.email)).text).toContain(`from ${dd(day(4))} at 10:30`);

      // Both parties read the times on the booking page.
      for (const who of [owner, renter])
        expect((await call('GET', `/api/rentals/${id}`, who.cookie)).json()).toMatchObject({
          pickupTime: '10:30',
          returnTime: '12:00',
          item: { handoverFrom: '09:00', handoverTo: '18:00', handoverStepMinutes: 30 },
        });

      // Times that break the rule are refused and change nothing: still pending, the proposal kept.
      const bad = await call('PUT', `/api/rentals/${id}/accept`, owner.cookie, { returnTime: '12:10' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'HANDOVER_TIME', fields: { returnTime: 'Choose another time' } });
      expect(await storedTimes(id)).toEqual({ pickupTime: '10:30', returnTime: '12:00', status: 'pending' });
      // Only the owner accepts: the renter's times are not a way in.
      expect((await call('PUT', `/api/rentals/${id}/accept`, renter.cookie, { returnTime: '18:00' })).statusCode).toBe(
        403,
      );

      const accepted = await call('PUT', `/api/rentals/${id}/accept`, owner.cookie, { returnTime: '18:00' });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'confirmed', pickupTime: '10:30', returnTime: '18:00' });
      expect(await storedTimes(id)).toEqual({ pickupTime: '10:30', returnTime: '18:00', status: 'confirmed' });
      expect((await call('GET', `/api/rentals/${id}`, renter.cookie)).json()).toMatchObject({ returnTime: '18:00' });

      // The renter's acceptance notice and e-mail name the agreed times.
      const [acceptedNotice] = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, renter.id),
            eq(notifications.relatedId, id),
            eq(notifications.type, 'rental_accepted'),
          ),
        );
      expect(storedNoticeText(acceptedNotice, 'en').message).toContain(
        `“Kosiarka” from ${dd(day(4))} at 10:30 to ${dd(day(5))} at 18:00 has been accepted`,
      );
      const mail = await latestEmailTo(db, renter.email);
      expect(mail.text).toMatch(/o godz\. 18:00|at 18:00/);

      // The owner's iCal feed: the booking is a timed event in Poland's zone, pickup to return.
      const token = await call('POST', `/api/items/${item.id}/calendar-token`, owner.cookie);
      const feed = await app.inject({ url: new URL(token.json<{ icalUrl: string }>().icalUrl).pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Warsaw');
      expect(feed.body).toContain(`DTSTART;TZID=Europe/Warsaw:${compact(day(4))}T103000`);
      expect(feed.body).toContain(`DTEND;TZID=Europe/Warsaw:${compact(day(5))}T180000`);
      const root = new ICAL.Component(ICAL.parse(feed.body) as unknown[]);
      for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
      const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
      const warsaw = (d: Date) =>
        new Intl.DateTimeFormat('sv-SE', {
          timeZone: 'Europe/Warsaw',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        }).format(d);
      expect(warsaw(event.startDate.toJSDate())).toBe(`${day(4)} 10:30`);
      expect(warsaw(event.endDate.toJSDate())).toBe(`${day(5)} 18:00`);
    });

    it('accepts as before without a body, and through PATCH …/status with times', async () => {
      const renter = await registerUser(app);
      const item = await insertItem(db, owner.id, { flexibility: 'high' });
      const first = (await request(renter.cookie, item.id, 3, 3, { pickupTime: '10:00', returnTime: '15:00' })).json();
      const second = (await request(renter.cookie, item.id, 6, 6, { pickupTime: '10:00', returnTime: '15:00' })).json();
      const plain = await app.inject({
        method: 'PUT',
        url: `/api/rentals/${first.id}/accept`,
        headers: { cookie: owner.cookie },
      });
      expect(plain.statusCode).toBe(200);
      expect(plain.json()).toMatchObject({ status: 'confirmed', pickupTime: '10:00', returnTime: '15:00' });

      const patched = await call('PATCH', `/api/rentals/${second.id}/status`, owner.cookie, {
        status: 'confirmed',
        pickupTime: '11:00',
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ status: 'confirmed', pickupTime: '11:00', returnTime: '15:00' });
      const malformed = await call('PUT', `/api/rentals/${second.id}/accept`, owner.cookie, { pickupTime: '1100' });
      expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { pickupTime: expect.any(String) } });
    });
  });
});
