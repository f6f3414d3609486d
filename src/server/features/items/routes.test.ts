import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { itemSchema, ownerItemSchema, type Item } from '@/shared/schemas/items';
import { items, users } from '@/server/db/tables';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { findItem } from './queries';
import { toItem } from './serialize';
import { insertItem, insertRental, insertUser, pngDataUrl } from './test-fixtures';

const day = (n: number) => addDays(todayIso(), n);

describe('items API', async () => {
  const { app, db } = await createTestApp();
  const get = (url: string, cookie?: string) =>
    app.inject({ url, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });

  describe('GET /api/items/:id', () => {
    it('answers one item; 404 when missing or its owner deleted the account; 400 for a bad id', async () => {
      const owner = await insertUser(db);
      const item = await insertItem(db, owner.id, {
        name: 'Drabina',
        pricePerDay: '12.50',
        damageDeposit: '100.00',
        insuranceRequired: true,
      });
      const res = await get(`/api/items/${item.id}`);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(Object.keys(itemSchema.shape).sort());
      expect(res.json()).toMatchObject({
        id: item.id,
        ownerId: owner.id,
        name: 'Drabina',
        pricePerDay: '12.50',
        damageDeposit: '100.00',
        insuranceRequired: true,
      });

      expect((await get('/api/items/999999')).json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      expect((await get('/api/items/999999')).statusCode).toBe(404);
      for (const id of ['abc', '0', '-1', '1.5']) expect((await get(`/api/items/${id}`)).statusCode, id).toBe(400);

      await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
      expect((await get(`/api/items/${item.id}`)).statusCode).toBe(404);
      expect((await get(`/api/items/${item.id}/unavailable-dates`)).statusCode).toBe(404);
    });

    it('answers from the search index exactly what the database holds, a change and a deletion at once', async () => {
      const owner = await insertUser(db);
      const item = await insertItem(db, owner.id, { name: 'Namiot', available: false });
      const first = await get(`/api/items/${item.id}`);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.json()).toEqual(toItem((await findItem(db, item.id))!));
      expect(first.json()).toMatchObject({ available: false });

      await db.update(items).set({ name: 'Namiot 4-osobowy', pricePerDay: '31.00' }).where(eq(items.id, item.id));
      expect((await get(`/api/items/${item.id}`)).json()).toMatchObject({
        name: 'Namiot 4-osobowy',
        pricePerDay: '31.00',
      });
      await db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, item.id));
      expect((await get(`/api/items/${item.id}`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/items/:id/unavailable-dates', () => {
    it('lists the blocking rentals that end today or later, sorted; not pending, declined or cancelled ones', async () => {
      const owner = await insertUser(db);
      const renter = await insertUser(db);
      const item = await insertItem(db, owner.id);
      await insertRental(db, item, renter.id, day(20), day(22), 'confirmed');
      await insertRental(db, item, renter.id, day(-10), day(-5), 'completed');
      await insertRental(db, item, renter.id, day(-2), day(0), 'active');
      await insertRental(db, item, renter.id, day(5), day(6), 'confirmed');
      await insertRental(db, item, renter.id, day(8), day(9), 'pending');
      await insertRental(db, item, renter.id, day(10), day(11), 'declined');
      await insertRental(db, item, renter.id, day(12), day(13), 'cancelled');
      const res = await get(`/api/items/${item.id}/unavailable-dates`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        unavailableDates: [
          { startDate: day(-2), endDate: day(0) },
          { startDate: day(5), endDate: day(6) },
          { startDate: day(20), endDate: day(22) },
        ],
      });
      const free = await insertItem(db, owner.id);
      expect((await get(`/api/items/${free.id}/unavailable-dates`)).json()).toEqual({ unavailableDates: [] });
      expect((await get('/api/items/999999/unavailable-dates')).statusCode).toBe(404);
    });
  });

  describe('GET /api/items/:id/reviews', () => {
    it('answers an empty list until reviews exist; 404 for an unknown item', async () => {
      const item = await insertItem(db, (await insertUser(db)).id);
      expect((await get(`/api/items/${item.id}/reviews`)).json()).toEqual({
        reviews: [],
        total: 0,
        page: 1,
        limit: 10,
      });
      expect((await get('/api/items/999999/reviews')).statusCode).toBe(404);
    });
  });

  describe('GET /api/items/:id/similar', () => {
    it('same category, same city first, available first; never the item itself or the viewer’s own items', async () => {
      const seller = await insertUser(db);
      const viewer = await registerUser(app);
      const other = await insertUser(db);
      const gone = await insertUser(db, { deletedAt: new Date() });
      const base = await insertItem(db, seller.id, { name: 'Kajak bazowy', categoryId: 6, location: 'Gdańsk' });
      await insertItem(db, other.id, { name: 'Inna kategoria', categoryId: 5, location: 'Gdańsk' });
      await insertItem(db, other.id, { name: 'Kraków dostępny', categoryId: 6, location: 'Kraków', rating: '5.00' });
      await insertItem(db, other.id, {
        name: 'Gdańsk niedostępny',
        categoryId: 6,
        location: 'Gdańsk',
        available: false,
      });
      await insertItem(db, seller.id, { name: 'Gdańsk dostępny', categoryId: 6, location: 'Gdańsk', rating: '1.00' });
      await insertItem(db, viewer.id, { name: 'Mój w Gdańsku', categoryId: 6, location: 'Gdańsk' });
      await insertItem(db, gone.id, { name: 'Usunięty właściciel', categoryId: 6, location: 'Gdańsk' });

      const names = (res: { json: () => Item[] }) => res.json().map((i) => i.name);
      expect(names(await get(`/api/items/${base.id}/similar`, viewer.cookie))).toEqual([
        'Gdańsk dostępny',
        'Gdańsk niedostępny',
        'Kraków dostępny',
      ]);
      expect(names(await get(`/api/items/${base.id}/similar?limit=1`, viewer.cookie))).toEqual(['Gdańsk dostępny']);
      // Logged out, nothing is the viewer's own; the default is 3.
      expect(names(await get(`/api/items/${base.id}/similar`))).toHaveLength(3);
      expect(names(await get(`/api/items/${base.id}/similar?limit=12`))).toEqual([
        'Gdańsk dostępny',
        'Mój w Gdańsku',
        'Gdańsk niedostępny',
        'Kraków dostępny',
      ]);
      for (const limit of ['0', '13', 'x'])
        expect((await get(`/api/items/${base.id}/similar?limit=${limit}`)).statusCode, limit).toBe(400);
      expect((await get('/api/items/999999/similar')).statusCode).toBe(404);
    });
  });

  describe('POST /api/items', () => {
    const listing = async () => ({
      name: '  Piła tarczowa Makita  ',
      description: 'Tnie drewno jak masło',
      categoryId: 1,
      pricePerDay: '39,90',
      value: 1200,
      location: 'Kraków',
      district: 'Podgórze',
      cancellationTerms: 'flexible',
      flexibility: 'high',
      insuranceRequired: true,
      imageUrls: [await pngDataUrl('#a33'), await pngDataUrl('#33a')],
    });
    const post = (payload: unknown, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/items',
        payload: payload as object,
        headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
      });

    it('creates the listing of the signed-in user with its deposit, ignoring ownerId, rating and available sent', async () => {
      const me = await registerUser(app);
      const someoneElse = await insertUser(db);
      const res = await post(
        {
          ...(await listing()),
          ownerId: someoneElse.id,
          rating: '5.00',
          available: false,
          damageDeposit: '250,50',
          id: 1,
        },
        me.cookie,
      );
      expect(res.statusCode).toBe(201);
      const item = res.json();
      // The owner's answer: the item and its calendar's fields (issue 26 §1).
      expect(Object.keys(item).sort()).toEqual(Object.keys(ownerItemSchema.shape).sort());
      expect(item).toMatchObject({
        ownerId: me.id,
        name: 'Piła tarczowa Makita',
        pricePerDay: '39.90',
        value: '1200.00',
        rating: '0.00',
        available: true,
        damageDeposit: '250.50',
        location: 'Kraków',
        district: 'Podgórze',
        cancellationTerms: 'flexible',
        flexibility: 'high',
        insuranceRequired: true,
      });
      expect(item.imageUrls).toHaveLength(2);
      for (const url of item.imageUrls) expect(url).not.toMatch(/^data:/);
      const [row] = await db.select().from(items).where(eq(items.id, item.id));
      expect(row).toMatchObject({ ownerId: me.id, rating: '0.00', available: true, damageDeposit: '250.50' });

      // Found by search at once, diacritics folded.
      const found = await get(`/api/items?q=${encodeURIComponent('pila makita')}&location=krakow&district=podgorze`);
      expect(found.json().map((i: Item) => i.id)).toEqual([item.id]);
      // A visitor reads it without the owner's calendar fields.
      const { icalUrl: _u, icalImportUrl: _i, icalImportedAt: _a, icalImportError: _e, ...publicItem } = item;
      expect((await get(`/api/items/${item.id}`)).json()).toEqual(publicItem);
    });

    it('stores a city and district written without diacritics or in another case by their canonical names', async () => {
      const me = await registerUser(app);
      const res = await post({ ...(await listing()), location: 'krakow', district: 'PODGORZE' }, me.cookie);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ location: 'Kraków', district: 'Podgórze' });
      const lodz = await post({ ...(await listing()), location: 'Lodz', district: 'none' }, me.cookie);
      expect(lodz.json()).toMatchObject({ location: 'Łódź', district: null });
      const [row] = await db.select().from(items).where(eq(items.id, lodz.json().id));
      expect(row.location).toBe('Łódź');
      // A city that is not one of the 10 is still refused.
      const unknown = await post({ ...(await listing()), location: 'Krakowiak', district: 'none' }, me.cookie);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toHaveProperty('location');
    });

    it('applies the form defaults and stores the none district as null', async () => {
      const me = await registerUser(app);
      const { cancellationTerms: _c, flexibility: _f, insuranceRequired: _i, ...rest } = await listing();
      const res = await post({ ...rest, location: 'Lublin', district: 'none' }, me.cookie);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        location: 'Lublin',
        district: null,
        damageDeposit: '0.00',
        cancellationTerms: 'standard',
        flexibility: 'moderate',
        insuranceRequired: false,
      });
    });

    it('checks the deposit at creation as on an edit: 0 up to the largest value, an amount in złoty', async () => {
      const me = await registerUser(app);
      const zero = await post({ ...(await listing()), damageDeposit: 0 }, me.cookie);
      expect(zero.statusCode).toBe(201);
      expect(zero.json().damageDeposit).toBe('0.00');
      for (const damageDeposit of [-1, '1.234', 'abc', 100_000_000, null]) {
        const res = await post({ ...(await listing()), damageDeposit }, me.cookie);
        expect(res.statusCode, String(damageDeposit)).toBe(400);
        expect(Object.keys(res.json().fields), String(damageDeposit)).toEqual(['damageDeposit']);
        const edit = await app.inject({
          method: 'PUT',
          url: `/api/items/${zero.json().id}`,
          payload: { damageDeposit },
          headers: { 'accept-language': 'en', cookie: me.cookie },
        });
        expect(edit.statusCode, `PUT ${String(damageDeposit)}`).toBe(400);
        expect(edit.json().fields, `PUT ${String(damageDeposit)}`).toEqual(res.json().fields);
      }
    });

    it('reads amounts the ways Poles write them ("1 200", "1 200,50 zł"); refuses the ambiguous "1.200"', async () => {
      const me = await registerUser(app);
      const res = await post({ ...(await listing()), pricePerDay: '1\u00a0200,50 zł', value: '1 200' }, me.cookie);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ pricePerDay: '1200.50', value: '1200.00' });
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/items/${res.json().id}`,
        payload: { value: '12 000', damageDeposit: '1.500,00' },
        headers: { cookie: me.cookie },
      });
      expect(edited.json()).toMatchObject({ value: '12000.00', damageDeposit: '1500.00' });
      const ambiguous = await post({ ...(await listing()), value: '1.200', pricePerDay: '1e3' }, me.cookie);
      expect(ambiguous.statusCode).toBe(400);
      expect(ambiguous.json().fields).toEqual({
        value: 'Enter an amount in złoty, e.g. 1200, 1 200 or 1200.50 (at most two decimals)',
        pricePerDay: 'Enter an amount in złoty, e.g. 1200, 1 200 or 1200.50 (at most two decimals)',
      });
    });

    it('401 before validation without a session', async () => {
      const res = await post({});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'You need to log in' });
    });

    it('400 with the fields and the spec’s messages', async () => {
      const me = await registerUser(app);
      const res = await post({ imageUrls: [] }, me.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields).toMatchObject({
        name: 'Name is required',
        description: 'Description is required',
        pricePerDay: 'Price is required',
        value: 'Item value is required',
        imageUrls: 'Add at least one photo',
      });
      const pl = await app.inject({
        method: 'POST',
        url: '/api/items',
        payload: { ...(await listing()), pricePerDay: '', value: '' },
        headers: { cookie: me.cookie },
      });
      expect(pl.json().fields).toMatchObject({
        pricePerDay: 'Cena jest wymagana',
        value: 'Wartość przedmiotu jest wymagana',
      });
      const wrongDistrict = await post({ ...(await listing()), district: 'Mokotów' }, me.cookie);
      expect(wrongDistrict.json().fields).toHaveProperty('district');
      const six = await post(
        {
          ...(await listing()),
          imageUrls: await Promise.all(['#100', '#200', '#300', '#400', '#500', '#600'].map(pngDataUrl)),
        },
        me.cookie,
      );
      expect(six.json().fields).toHaveProperty('imageUrls');
      const photo = await pngDataUrl();
      expect((await post({ ...(await listing()), imageUrls: [photo, photo] }, me.cookie)).json().fields).toHaveProperty(
        'imageUrls',
      );
    });

    it('refuses a photo that is not an image, naming it', async () => {
      const me = await registerUser(app);
      const fake = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
      const res = await post({ ...(await listing()), imageUrls: [await pngDataUrl(), fake] }, me.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'imageUrls.1': 'Invalid image' });
      const count = await db.select().from(items).where(eq(items.ownerId, me.id));
      expect(count).toHaveLength(0);
    });
  });
});
