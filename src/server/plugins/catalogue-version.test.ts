import { describe, expect, it } from 'vitest';
import { insertItem, insertUser, pngDataUrl } from '../features/items/test-fixtures';
import { createTestApp, registerUser } from '../test/test-app';

/** The app as deployed: the catalogue version comes from PostgreSQL's notifications, not a read per search. */
describe('catalogue version from notifications', async () => {
  const { app, db } = await createTestApp({}, { catalogueVersion: 'listen' });
  const names = async (q: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/items?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { name: string }[]).map((i) => i.name);
  };

  it('a write by another process shows in search once its notification arrives', async () => {
    expect(await names('hulajnoga')).toEqual([]);
    const owner = await insertUser(db);
    // Straight into the database, as another app instance would: only the notification tells this app.
    await insertItem(db, owner.id, { name: 'Hulajnoga elektryczna' });
    const deadline = Date.now() + 5_000;
    let found: string[] = [];
    while (Date.now() < deadline && found.length === 0) {
      found = await names('hulajnoga');
      if (found.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(found).toEqual(['Hulajnoga elektryczna']);
  });

  it('answers from memory after a GET; reads the database once after any other request', async () => {
    await app.inject({ method: 'GET', url: '/api/items?q=x' });
    const v = app.catalogueVersion();
    expect(typeof v).toBe('number');
    await app.inject({ method: 'GET', url: '/api/categories' });
    expect(typeof app.catalogueVersion()).toBe('number');
    // Even a refused write may have written something first: the next search reads.
    await app.inject({ method: 'POST', url: '/api/items', payload: {} });
    const read = app.catalogueVersion();
    expect(read).toBeInstanceOf(Promise);
    expect(await read).toBeGreaterThanOrEqual(v as number);
    expect(typeof app.catalogueVersion()).toBe('number');
  });

  it('a listing created through this app is in the very next search', async () => {
    expect(await names('szlifierka kątowa')).toEqual([]);
    const me = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/items',
      headers: { cookie: me.cookie },
      payload: {
        name: 'Szlifierka kątowa Bosch',
        description: 'Tarcze w zestawie',
        categoryId: 1,
        pricePerDay: 25,
        value: 400,
        location: 'Gdańsk',
        imageUrls: [await pngDataUrl()],
      },
    });
    expect(res.statusCode).toBe(201);
    // No waiting: the answered POST made the next search read the version.
    expect(await names('szlifierka kątowa')).toEqual(['Szlifierka kątowa Bosch']);
  });
});
