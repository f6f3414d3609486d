import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { itemSchema, ownerItemSchema, type Item } from '@/shared/schemas/items';
import { items, notifications, rentals } from '@/server/db/tables';
import { storedNoticeText } from '@/server/features/notifications/public';
import { createTestApp, latestEmailTo, registerUser } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser, pngDataUrl } from './test-fixtures';

const day = (n: number) => addDays(todayIso(), n);
/** A word found by search in one item only. */
const uniqueWord = () => `Unikat${randomBytes(4).toString('hex')}`;

describe('editing and deleting a listing', async () => {
  const { app, db } = await createTestApp();
  const send = (method: 'PUT' | 'DELETE' | 'GET', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
  const search = async (q: string) =>
    (await send('GET', `/api/items?q=${encodeURIComponent(q)}`)).json().map((i: Item) => i.id);
  const itemRow = async (id: number) => (await db.select().from(items).where(eq(items.id, id)))[0];

  async function ownerWithItem(overrides: Parameters<typeof insertItem>[2] = {}) {
    const owner = await registerUser(app);
    const item = await insertItem(db, owner.id, {
      name: `Rower ${uniqueWord()}`,
      location: 'Kraków',
      district: 'Podgórze',
      ...overrides,
    });
    return { owner, item };
  }

  describe('PUT /api/items/:id', () => {
    it('the owner changes any subset of the fields; the new name is found at once', async () => {
      const { owner, item } = await ownerWithItem();
      const name = `Kajak ${uniqueWord()}`;
      const res = await send('PUT', `/api/items/${item.id}`, owner.cookie, {
        name: `  ${name}  `,
        pricePerDay: '25,50',
        damageDeposit: 200,
        available: false,
        insuranceRequired: true,
        cancellationTerms: 'strict',
        flexibility: 'low',
        categoryId: 3,
        ownerId: 1,
        rating: '5.00',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      // The owner's answer: the item and its calendar's fields (issue 26 §1).
      expect(Object.keys(body).sort()).toEqual(Object.keys(ownerItemSchema.shape).sort());
      expect(body).toMatchObject({
        id: item.id,
        ownerId: owner.id,
        name,
        description: item.description,
        pricePerDay: '25.50',
        damageDeposit: '200.00',
        value: '500.00',
        available: false,
        insuranceRequired: true,
        cancellationTerms: 'strict',
        flexibility: 'low',
        categoryId: item.categoryId,
        location: 'Kraków',
        district: 'Podgórze',
        imageUrls: item.imageUrls,
      });
      // Anyone else reads the item without the calendar's fields.
      const publicFields = Object.fromEntries(Object.keys(itemSchema.shape).map((k) => [k, body[k]]));
      expect((await send('GET', `/api/items/${item.id}`)).json()).toEqual(publicFields);
      expect(await search(name.split(' ')[1])).toEqual([item.id]);
      // The old word no longer matches the listing's text (typo tolerance may still offer it, as a near miss).
      const oldWord = item.name.split(' ')[1];
      const found = (await send('GET', `/api/items?q=${oldWord}`)).json<Item[]>();
      expect(found.filter((i) => `${i.name} ${i.description}`.includes(oldWord))).toEqual([]);

      // A new city drops a district of the old one; a district is checked against the city.
      const moved = await send('PUT', `/api/items/${item.id}`, owner.cookie, { location: 'Gdańsk' });
      expect(moved.json()).toMatchObject({ location: 'Gdańsk', district: null });
      expect((await send('PUT', `/api/items/${item.id}`, owner.cookie, { district: 'Oliwa' })).json()).toMatchObject({
        district: 'Oliwa',
      });
      expect((await send('PUT', `/api/items/${item.id}`, owner.cookie, { district: 'none' })).json()).toMatchObject({
        district: null,
      });
      // Written without diacritics, city and district are stored by their canonical names.
      const wroclaw = await send('PUT', `/api/items/${item.id}`, owner.cookie, { location: 'WROCLAW' });
      expect(wroclaw.json()).toMatchObject({ location: 'Wrocław', district: null });
      const back = await send('PUT', `/api/items/${item.id}`, owner.cookie, { location: 'gdansk', district: 'oliwa' });
      expect(back.json()).toMatchObject({ location: 'Gdańsk', district: 'Oliwa' });
      expect((await send('PUT', `/api/items/${item.id}`, owner.cookie, { district: 'ZABIANKA' })).json()).toMatchObject(
        {
          location: 'Gdańsk',
          district: 'Żabianka',
        },
      );
      const wrong = await send('PUT', `/api/items/${item.id}`, owner.cookie, { district: 'Mokotów' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ district: 'This district is not in the chosen city' });
    });

    it('400 with the fields when name, description or price are emptied; nothing changes', async () => {
      const { owner, item } = await ownerWithItem();
      const res = await send('PUT', `/api/items/${item.id}`, owner.cookie, {
        name: '   ',
        description: '',
        pricePerDay: '',
        available: false,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { name: 'Name is required', description: 'Description is required', pricePerDay: 'Price is required' },
      });
      const pl = await app.inject({
        method: 'PUT',
        url: `/api/items/${item.id}`,
        payload: { pricePerDay: 'abc', imageUrls: [] },
        headers: { cookie: owner.cookie },
      });
      expect(pl.json().fields).toMatchObject({
        pricePerDay: 'Podaj kwotę w złotych, np. 1200, 1 200 lub 1200,50 (najwyżej dwa miejsca po przecinku)',
        imageUrls: 'Dodaj przynajmniej jedno zdjęcie',
      });
      expect(await itemRow(item.id)).toMatchObject({ name: item.name, available: true });
    });

    it('photos: keeps the item’s own, stores new data URLs, refuses others’ files and more than five', async () => {
      const { owner, item } = await ownerWithItem({ imageUrls: [`/uploads/items/${uniqueWord()}.webp`] });
      const kept = item.imageUrls[0];
      const res = await send('PUT', `/api/items/${item.id}`, owner.cookie, {
        imageUrls: [await pngDataUrl('#123'), kept],
      });
      expect(res.statusCode).toBe(200);
      const [fresh, second] = res.json().imageUrls;
      expect(second).toBe(kept);
      expect(fresh).toMatch(/^\/uploads\/items\//);
      expect((await app.inject({ url: fresh })).statusCode).toBe(200);

      // Dropping the new photo again removes its file.
      expect(
        (await send('PUT', `/api/items/${item.id}`, owner.cookie, { imageUrls: [kept] })).json().imageUrls,
      ).toEqual([kept]);
      expect((await app.inject({ url: fresh })).statusCode).toBe(404);

      const other = await ownerWithItem({ imageUrls: ['/uploads/items/someone-else.webp'] });
      const foreign = await send('PUT', `/api/items/${item.id}`, owner.cookie, {
        imageUrls: [kept, other.item.imageUrls[0]],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().fields).toEqual({ 'imageUrls.1': 'Invalid image' });
      const fake = `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`;
      expect(
        (
          await send('PUT', `/api/items/${item.id}`, owner.cookie, { imageUrls: [kept, await pngDataUrl(), fake] })
        ).json().fields,
      ).toEqual({
        'imageUrls.2': 'Invalid image',
      });
      const six = await Promise.all(['#100', '#200', '#300', '#400', '#500'].map(pngDataUrl));
      expect(
        (await send('PUT', `/api/items/${item.id}`, owner.cookie, { imageUrls: [kept, ...six] })).json().fields,
      ).toEqual({ imageUrls: 'You can add at most 5 photos' });
      expect((await itemRow(item.id)).imageUrls).toEqual([kept]);
    });

    it('401 without a session, 403 for someone else’s item, 404 for a missing or deleted one; nothing changes', async () => {
      const { item } = await ownerWithItem();
      const stranger = await registerUser(app);
      expect((await send('PUT', `/api/items/${item.id}`, undefined, { name: 'X' })).statusCode).toBe(401);
      const res = await send('PUT', `/api/items/${item.id}`, stranger.cookie, { name: 'Mine now' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this' });
      expect((await itemRow(item.id)).name).toBe(item.name);
      expect((await send('PUT', '/api/items/999999', stranger.cookie, { name: 'X' })).statusCode).toBe(404);
      const { owner, item: deleted } = await ownerWithItem({ deletedAt: new Date() });
      expect((await send('PUT', `/api/items/${deleted.id}`, owner.cookie, { name: 'Back' })).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/items/:id', () => {
    it('401, 403 for someone else’s item, 404 for a missing one; nothing changes', async () => {
      const { item } = await ownerWithItem();
      const stranger = await registerUser(app);
      expect((await send('DELETE', `/api/items/${item.id}`)).statusCode).toBe(401);
      expect((await send('DELETE', `/api/items/${item.id}`, stranger.cookie)).statusCode).toBe(403);
      expect((await send('DELETE', '/api/items/999999', stranger.cookie)).statusCode).toBe(404);
      expect((await itemRow(item.id)).deletedAt).toBeNull();
      expect((await send('GET', `/api/items/${item.id}`)).statusCode).toBe(200);
    });

    it('refused while a rental is confirmed or active: 409 and nothing changes, not even its pending requests', async () => {
      for (const status of ['confirmed', 'active'] as const) {
        const { owner, item } = await ownerWithItem();
        const renter = await insertUser(db);
        await insertRental(db, item, renter.id, day(status === 'active' ? -1 : 10), day(12), status);
        const pending = await insertRental(db, item, renter.id, day(20), day(21), 'pending');
        const res = await send('DELETE', `/api/items/${item.id}`, owner.cookie);
        expect(res.statusCode, status).toBe(409);
        expect(res.json()).toEqual({
          code: 'ITEM_HAS_ACTIVE_RENTALS',
          message: 'This listing has confirmed or ongoing rentals: cancel them first, or mark the item unavailable',
        });
        expect((await itemRow(item.id)).deletedAt).toBeNull();
        expect((await db.select().from(rentals).where(eq(rentals.id, pending.id)))[0]).toMatchObject({
          status: 'pending',
          statusReason: null,
        });
        expect(await db.select().from(notifications).where(eq(notifications.userId, renter.id))).toHaveLength(0);
      }
    });

    it('withdraws the listing, declines its pending requests and tells those renters; past rentals keep it', async () => {
      const { owner, item } = await ownerWithItem();
      const renter = await insertUser(db, { firstName: 'Ewa', language: 'pl' });
      const english = await insertUser(db, { firstName: 'Tom', language: 'en' });
      const done = await insertRental(db, item, renter.id, day(-10), day(-8), 'completed');
      const p1 = await insertRental(db, item, renter.id, day(5), day(6), 'pending');
      const p2 = await insertRental(db, item, english.id, day(5), day(7), 'pending');
      const word = item.name.split(' ')[1];
      expect(await search(word)).toEqual([item.id]);

      const res = await send('DELETE', `/api/items/${item.id}`, owner.cookie);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await itemRow(item.id)).deletedAt).toBeInstanceOf(Date);
      expect((await send('GET', `/api/items/${item.id}`)).statusCode).toBe(404);
      // Gone (another listing may come up by typo tolerance, which answers when nothing matches exactly).
      expect(await search(word)).not.toContain(item.id);

      for (const p of [p1, p2]) {
        const [r] = await db.select().from(rentals).where(eq(rentals.id, p.id));
        expect(r).toMatchObject({ status: 'declined', statusChangedBy: 'system', statusReason: 'item_deleted' });
        expect(r.statusChangedAt).toBeInstanceOf(Date);
      }
      expect((await db.select().from(rentals).where(eq(rentals.id, done.id)))[0].status).toBe('completed');

      const [n] = await db.select().from(notifications).where(eq(notifications.userId, renter.id));
      expect(n).toMatchObject({ type: 'rental_declined', relatedId: p1.id });
      const text = storedNoticeText(n, 'pl');
      expect(text.title).toBe('Prośba o wypożyczenie odrzucona');
      expect(text.message).toContain('ogłoszenie zostało usunięte');
      expect((await latestEmailTo(db, renter.email)).subject).toBe('Prośba o wypożyczenie odrzucona');
      const mail = await latestEmailTo(db, english.email);
      expect(mail.subject).toBe('Rental request declined');
      expect(mail.text).toContain('the listing was deleted');

      // Gone for good: a second delete or an edit is 404.
      expect((await send('DELETE', `/api/items/${item.id}`, owner.cookie)).statusCode).toBe(404);
      expect((await send('PUT', `/api/items/${item.id}`, owner.cookie, { name: 'Again' })).statusCode).toBe(404);
    });
  });
});
