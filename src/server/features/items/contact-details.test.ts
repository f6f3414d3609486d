import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '@/server/db/tables';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { insertItem, pngDataUrl } from './test-fixtures';

/** A listing is public: its name and description refuse contact details (issue 20 §2, §6). */
describe('listing texts refuse contact details', async () => {
  const { app, db } = await createTestApp();
  const call = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object, lang = 'en') =>
    app.inject({ method, url, payload, headers: { 'accept-language': lang, cookie } });
  const listing = async () => ({
    name: 'Wiertarka Bosch PSB 750',
    description: 'Moc 750 W, 2 prędkości. Odbiór ul. Długa 12/4, 30-001 Kraków, od 14:30. Kaucja 1 200 zł.',
    categoryId: 1,
    pricePerDay: '39,90',
    value: 1200,
    location: 'Kraków',
    imageUrls: [await pngDataUrl('#a33')],
  });
  const EN =
    'A listing is public: leave out phone numbers, e-mail addresses, links and messenger names. Both parties see each other’s contact details once the rental is paid';
  const PL =
    'Ogłoszenie jest publiczne: nie podawaj w nim telefonu, e-maila, linku ani komunikatora. Dane kontaktowe pokażemy obu stronom, gdy wynajem zostanie opłacony';

  it('POST /api/items: 400 CONTACT_DETAILS_NOT_ALLOWED on the field, in the request language; nothing is written', async () => {
    const me = await registerUser(app);
    const count = async () => (await db.select().from(items).where(eq(items.ownerId, me.id))).length;

    const inDescription = await call('POST', '/api/items', me.cookie, {
      ...(await listing()),
      description: 'Dzwoń: sześćset siedemset osiemset',
    });
    expect(inDescription.statusCode).toBe(400);
    expect(inDescription.json()).toEqual({
      code: 'CONTACT_DETAILS_NOT_ALLOWED',
      message: expect.stringContaining('contact details'),
      fields: { description: EN },
    });

    const inName = await call(
      'POST',
      '/api/items',
      me.cookie,
      { ...(await listing()), name: 'Rower jan＠gmail．com' },
      'pl',
    );
    expect(inName.statusCode).toBe(400);
    expect(inName.json()).toMatchObject({ code: 'CONTACT_DETAILS_NOT_ALLOWED', fields: { name: PL } });
    expect(inName.json().message).toContain('danych kontaktowych');
    expect(inName.json().fields).not.toHaveProperty('description');

    // With other mistakes too, the code still names the contact details and every field is listed.
    const both = await call('POST', '/api/items', me.cookie, {
      ...(await listing()),
      description: 'insta jan_kowalski',
      pricePerDay: '',
    });
    expect(both.json()).toMatchObject({
      code: 'CONTACT_DETAILS_NOT_ALLOWED',
      fields: { description: EN, pricePerDay: 'Price is required' },
    });
    expect(await count()).toBe(0);

    // Ordinary numbers pass.
    const ok = await call('POST', '/api/items', me.cookie, await listing());
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await count()).toBe(1);
  });

  it('PUT /api/items/{id}: the same for a changed name or description; the listing stays as it was', async () => {
    const me = await registerUser(app);
    const item = await insertItem(db, me.id, { name: 'Namiot', description: 'Czteroosobowy' });
    for (const [field, text] of [
      ['description', 'pisz na t.me/jankowalski'],
      ['name', 'Namiot 6OO 7OO 8OO'],
      ['description', 'six oh oh seven oh oh eight oh oh'],
    ] as const) {
      const res = await call('PUT', `/api/items/${item.id}`, me.cookie, { [field]: text });
      expect(res.statusCode, text).toBe(400);
      expect(res.json(), text).toMatchObject({ code: 'CONTACT_DETAILS_NOT_ALLOWED', fields: { [field]: EN } });
    }
    const [row] = await db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ name: 'Namiot', description: 'Czteroosobowy' });
    const ok = await call('PUT', `/api/items/${item.id}`, me.cookie, { description: 'Dla 4 osób, 2 wejścia, 3,5 kg' });
    expect(ok.statusCode).toBe(200);
  });
});
