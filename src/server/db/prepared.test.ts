import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SHARED_CATEGORIES_MS } from '@/shared/constants/categories';
import { insertItem, insertUser, ratedBy } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { sourcePageRenderer, TEST_INDEX_HTML } from '@/server/test/page-renderer';
import { createTestApp } from '@/server/test/test-app';
import { watchStatements, type SentStatement } from '@/server/test/watch-statements';
import type { Db } from './client';
import { preparedPer } from './prepared';

/** The statements the pool is given while `body` runs. */
async function statementsOf(db: Db, body: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const undo = watchStatements(db.$client, (s) => sent.push(s));
  try {
    await body();
  } finally {
    undo();
  }
  return sent;
}

describe('prepared statements (decision 0083)', async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEST_INDEX_HTML);
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  const { app, db } = await createTestApp({}, { clientDir, pageRenderer: await sourcePageRenderer() });
  const owner = await insertUser(db, { firstName: 'Olga', lastName: 'Właścicielka' });
  const item = await insertItem(db, owner.id, { name: 'Wiertarka udarowa', location: 'Kraków', ...ratedBy([5, 4]) });
  await insertItem(db, owner.id, { name: 'Wkrętarka', location: 'Kraków' });

  it('are made once per database handle and again for another', () => {
    let builds = 0;
    const statement = preparedPer(() => ({ made: ++builds }));
    const other = Object.create(db) as typeof db;
    expect(statement(db)).toBe(statement(db));
    expect(statement(other)).not.toBe(statement(db));
    expect(builds).toBe(2);
  });

  it("an item page's reads are all prepared: nothing is built or planned again per visitor", async () => {
    await app.inject(`/przedmiot/${item.id}`); // the first render prepares them
    const sent = await statementsOf(db, async () => {
      const res = await app.inject(`/item/${item.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Wiertarka udarowa');
    });
    // The test app reads the catalogue version for every search (an app listens for it instead).
    const unprepared = sent.filter((s) => !s.name && !/^select "version" from "catalogue_version"/.test(s.text));
    expect(unprepared).toEqual([]);
    // All a page asks the database: the item, and whether it is listed, come from the search's memory, the owner card is
    // one statement, the categories are the renders' shared copy (the next test); the similar items in the item's city,
    // then elsewhere (this city has too few).
    expect(sent.flatMap((s) => s.name ?? []).sort()).toEqual([
      'item_review_page',
      'item_unavailable_ranges',
      'similar_items_visitor_city',
      'similar_items_visitor_elsewhere',
      'user_card',
    ]);
  });

  it('the renders share one copy of the categories, read again once it is a minute old', async () => {
    const names = async (url: string) =>
      (
        await statementsOf(db, async () => {
          const res = await app.inject(url);
          expect(res.statusCode).toBe(200);
          expect(res.body).toContain('Narzędzia i sprzęt');
        })
      ).map((s) => s.name);
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(Date.now() + SHARED_CATEGORIES_MS + 1);
    expect(await names('/przegladaj')).toContain('categories_all');
    expect(await names('/')).not.toContain('categories_all');
    expect(await names(`/przedmiot/${item.id}`)).not.toContain('categories_all');
    vi.setSystemTime(Date.now() + SHARED_CATEGORIES_MS - 1_000);
    expect(await names('/')).not.toContain('categories_all');
    vi.setSystemTime(Date.now() + 2_000);
    expect(await names('/browse')).toContain('categories_all');
  });

  it("a signed-in request's session is read by its prepared statement, and a dead session still finds nobody", async () => {
    const user = await signedInUser(db);
    const sent = await statementsOf(db, async () => {
      const me = await app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ user: { id: user.id } });
    });
    expect(sent.map((s) => s.name)).toContain('session_user');
    await db.$client.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [
      user.id,
    ]);
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } })).statusCode).toBe(401);
  });
});
