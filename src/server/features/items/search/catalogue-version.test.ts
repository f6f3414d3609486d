import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertItem, insertUser, pngDataUrl } from '@/server/features/items/test-fixtures';
import { createTestApp, registerUser } from '@/server/test/test-app';

/** The app as deployed: the catalogue version comes from PostgreSQL's notifications, not a read per search. */
describe('catalogue version from notifications', async () => {
  const { app, db, search } = await createTestApp({}, { catalogueVersion: 'listen' });
  const names = async (q: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/items?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ name: string }[]>().map((i) => i.name);
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
    const v = search.currentVersion();
    expect(typeof v).toBe('number');
    await app.inject({ method: 'GET', url: '/api/categories' });
    expect(typeof search.currentVersion()).toBe('number');
    // Even a refused write may have written something first: the next search reads.
    await app.inject({ method: 'POST', url: '/api/items', payload: {} });
    const read = search.currentVersion();
    expect(read).toBeInstanceOf(Promise);
    expect(await read).toBeGreaterThanOrEqual(v as number);
    expect(typeof search.currentVersion()).toBe('number');
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

  it(
    'a dropped listener: searches read the version meanwhile, and it reconnects and listens again',
    { timeout: 20_000 },
    async () => {
      const until = async <T>(probe: () => Promise<T>, ok: (v: T) => boolean) => {
        const deadline = Date.now() + 8_000;
        let v = await probe();
        while (!ok(v) && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 50));
          v = await probe();
        }
        return v;
      };
      const listeners = async () =>
        (
          await db.execute<{ pid: number }>(
            sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN catalogue_version'`,
          )
        ).rows.map((r) => r.pid);
      const [first] = await until(listeners, (p) => p.length === 1);
      expect(first).toBeTypeOf('number');
      // Another GET so the version is known from memory, then the listening connection is killed.
      await app.inject({ method: 'GET', url: '/api/items?q=x' });
      await db.execute(sql`SELECT pg_terminate_backend(${first})`);
      // Without the listener nothing would tell the app of changes: each search reads the version.
      expect(
        await until(
          async () => search.currentVersion() instanceof Promise,
          (read) => read,
        ),
      ).toBe(true);
      // It connects again (after a second) and listens: another process's write shows without any request writing.
      const again = await until(listeners, (p) => p.length === 1 && p[0] !== first);
      expect(again).toHaveLength(1);
      expect(again[0]).not.toBe(first);
      await app.inject({ method: 'GET', url: '/api/items?q=x' });
      const owner = await insertUser(db);
      await insertItem(db, owner.id, { name: 'Kosiarka spalinowa' });
      expect(
        await until(
          () => names('kosiarka'),
          (n) => n.length > 0,
        ),
      ).toEqual(['Kosiarka spalinowa']);
    },
  );
});
