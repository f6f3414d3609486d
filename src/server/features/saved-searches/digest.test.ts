import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import type { SavedSearch } from '@/shared/schemas/favourites';
import type { MailMessage } from '@/server/adapters/mail/mailer';
import { deliveries, uploads, users } from '@/server/db/tables';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';
import { sendSavedSearchEmails } from './digest';

/** The instant a Warsaw wall-clock hour of a day is (winter or summer time). */
function warsawAt(day: string, hour: number): Date {
  for (const offset of [1, 2]) {
    const d = new Date(`${day}T${String(hour - offset).padStart(2, '0')}:00:00Z`);
    const h = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: 'numeric' }).format(d));
    if (h === hour) return d;
  }
  throw new Error('no such hour');
}

/** The requests come from this machine, as a developer's do. */
const LOCAL = { host: 'localhost:3000', 'accept-language': 'en' };

describe('the daily e-mail of saved searches', async () => {
  const { app, db, clock, deps } = await createTestApp();
  const seller = await insertUser(db);
  const emailsTo = async (email: string) =>
    (await db.select().from(deliveries).where(eq(deliveries.recipient, email)).orderBy(asc(deliveries.id))).map(
      (d) => d.payload as MailMessage,
    );
  const save = async (cookie: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: '/api/saved-searches', payload, headers: { cookie } });
    expect(res.statusCode).toBe(201);
    return res.json<SavedSearch>();
  };

  it('new matching items: one e-mail a day per search with links and an unsubscribe link that needs no session', async () => {
    const me = await signedInUser(db);
    const t0 = clock.now();
    const day0 = todayIso(t0);
    const search = await save(me.cookie, { q: 'wiertarka', location: 'Kraków' });
    const made = (name: string, at: Date, overrides: Parameters<typeof insertItem>[2] = {}) =>
      insertItem(db, seller.id, { name, location: 'Kraków', createdAt: at, ...overrides });
    const older = await made('Wiertarka sprzed zapisu', new Date(t0.getTime() - 3_600_000));
    const first = await made('Wiertarka udarowa Bosch', new Date(t0.getTime() + 1000), { pricePerDay: '25.00' });
    const tent = await made('Namiot czteroosobowy', new Date(t0.getTime() + 1000));
    const elsewhere = await made('Wiertarka w Warszawie', new Date(t0.getTime() + 1000), { location: 'Warszawa' });
    const own = await insertItem(db, me.id, { name: 'Moja wiertarka', location: 'Kraków', createdAt: t0 });
    // One through the API, as an owner lists it: created at the app's clock.
    const lister = await signedInUser(db);
    const photo = `/uploads/items/${lister.id}-drill.webp`;
    await db.insert(uploads).values({ userId: lister.id, url: photo });
    const listed = await app.inject({
      method: 'POST',
      url: '/api/items',
      headers: { cookie: lister.cookie },
      payload: {
        name: 'Wiertarka akumulatorowa Makita',
        description: 'Dwie baterie',
        categoryId: 1,
        pricePerDay: 30,
        value: 900,
        location: 'Kraków',
        imageUrls: [photo],
      },
    });
    expect(listed.statusCode, listed.body).toBe(201);

    // The next morning, through the dev clock, which runs every job at the new time (the e-mail's job among them).
    const day1 = addDays(day0, 1);
    const moved = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { at: warsawAt(day1, 9).toISOString() },
      headers: LOCAL,
    });
    expect(moved.statusCode).toBe(200);
    let mails = await emailsTo(me.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Nowe przedmioty: wiertarka · Kraków');
    for (const item of [first, { id: listed.json().id as number }]) {
      expect(mail.text).toContain(`http://localhost:3000/przedmiot/${item.id}\n`);
      expect(mail.html).toContain(`http://localhost:3000/przedmiot/${item.id}"`);
    }
    expect(mail.text).toContain('Wiertarka udarowa Bosch: 25 zł za dzień, Kraków');
    for (const item of [older, tent, elsewhere, own]) {
      expect(mail.text).not.toContain(item.name);
      expect(mail.text).not.toContain(`/przedmiot/${item.id}\n`);
    }
    expect(mail.text).toContain('http://localhost:3000/przegladaj?q=wiertarka&location=Krak%C3%B3w');
    // Polish only: nothing of the English e-mail.
    for (const english of ['New items', 'per day', 'Unsubscribe', 'search results'])
      expect(mail.text).not.toContain(english);
    const token = /\/zapisane-wyszukiwania\/wypisz\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail.html).toContain(`/zapisane-wyszukiwania/wypisz?token=${token}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/saved-searches/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The same day, another new item: nothing more today.
    const second = await made('Wiertarka stołowa', warsawAt(day1, 11));
    expect(await sendSavedSearchEmails(deps, warsawAt(day1, 12))).toEqual([]);
    expect(await sendSavedSearchEmails(deps, warsawAt(day1, 20))).toEqual([]);
    expect(await emailsTo(me.email)).toHaveLength(1);
    // The next day: one more e-mail, with only what is new since the first.
    expect(await sendSavedSearchEmails(deps, warsawAt(addDays(day1, 1), 8))).toContain(search.id);
    mails = await emailsTo(me.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain(second.name);
    expect(mails[1].text).not.toContain(first.name);
    // Nothing new: no e-mail, however many days pass.
    await sendSavedSearchEmails(deps, warsawAt(addDays(day1, 2), 8));
    await sendSavedSearchEmails(deps, warsawAt(addDays(day1, 3), 8));
    expect(await emailsTo(me.email)).toHaveLength(2);

    // The one-click unsubscribe, as a mail client sends it (RFC 8058): no session, a form body; then once more.
    const form = {
      method: 'POST' as const,
      url: `/api/saved-searches/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    };
    const gone = await app.inject(form);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ removed: true, search: { id: search.id, q: 'wiertarka' } });
    expect((await app.inject(form)).json()).toEqual({ removed: false, search: null });
    const left = await app.inject({ url: '/api/saved-searches', headers: { cookie: me.cookie } });
    expect(left.json()).toEqual([]);
    await made('Wiertarka po wypisaniu', warsawAt(addDays(day1, 4), 7));
    await sendSavedSearchEmails(deps, warsawAt(addDays(day1, 4), 8));
    expect(await emailsTo(me.email)).toHaveLength(2);
  });

  it('in the recipient’s language, with no text of the other; the page’s link unsubscribes with JSON too', async () => {
    const me = await signedInUser(db);
    await db.update(users).set({ language: 'en' }).where(eq(users.id, me.id));
    const now = clock.now();
    await save(me.cookie, { q: 'kajak', categoryId: 3 });
    await insertItem(db, seller.id, {
      name: 'Kajak dwuosobowy',
      categoryId: 3,
      createdAt: new Date(now.getTime() + 1000),
    });
    await insertItem(db, seller.id, {
      name: 'Kajak w złej kategorii',
      categoryId: 7,
      createdAt: new Date(now.getTime() + 1000),
    });
    await sendSavedSearchEmails(deps, warsawAt(addDays(todayIso(now), 1), 10));
    const [mail] = await emailsTo(me.email);
    expect(mail.subject).toBe('New items: kajak · Sports and outdoor');
    expect(mail.text).toContain('Kajak dwuosobowy: 10 zł per day, Warszawa');
    expect(mail.text).not.toContain('złej kategorii');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/item\/\d+\n/);
    for (const polish of ['Nowe', 'za dzień', 'Wypisz', 'wyszukiwania', 'przedmiot'])
      expect(mail.text).not.toContain(polish);
    const token = /\/saved-searches\/unsubscribe\?token=([\w-]+)/.exec(mail.text)?.[1];
    const res = await app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { token } });
    expect(res.json().removed).toBe(true);
    // No secret, or a malformed one: 400, never 500.
    for (const url of ['/api/saved-searches/unsubscribe', '/api/saved-searches/unsubscribe?token=a%20b'])
      expect((await app.inject({ method: 'POST', url })).statusCode, url).toBe(400);
  });

  it('a search whose dates have passed sends nothing; dates filter as browse does', async () => {
    const me = await signedInUser(db);
    const now = clock.now();
    const today = todayIso(now);
    const soon = await save(me.cookie, { q: 'rower', start: addDays(today, 1), end: addDays(today, 2) });
    await insertItem(db, seller.id, { name: 'Rower górski', createdAt: new Date(now.getTime() + 1000) });
    // After its end: skipped.
    expect(await sendSavedSearchEmails(deps, warsawAt(addDays(today, 3), 10))).not.toContain(soon.id);
    expect(await emailsTo(me.email)).toHaveLength(0);

    const later = await save(me.cookie, { q: 'hulajnoga', start: addDays(today, 10), end: addDays(today, 12) });
    const at = new Date(clock.now().getTime() + 1000);
    await insertItem(db, seller.id, { name: 'Hulajnoga wyłączona', available: false, createdAt: at });
    await insertItem(db, seller.id, { name: 'Hulajnoga elektryczna', createdAt: at });
    expect(await sendSavedSearchEmails(deps, warsawAt(addDays(today, 4), 10))).toContain(later.id);
    const [mail] = await emailsTo(me.email);
    expect(mail.text).toContain('Hulajnoga elektryczna');
    expect(mail.text).not.toContain('wyłączona');
  });
});
