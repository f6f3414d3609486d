import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { rentals } from '@/server/db/tables';
import { createTestApp } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser, ratedBy } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);

describe('GET /api/items?sort=popular: most rented, then best rated, then newest', async () => {
  const { app, db } = await createTestApp();
  const names = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/items?${query}` });
    expect(res.statusCode, query).toBe(200);
    return res.json<{ name: string }[]>().map((i) => i.name);
  };
  const owner = await insertUser(db);
  const renter = await insertUser(db);
  // Inserted oldest first: "Popularny D" is the newest.
  const [a, b, c] = [
    await insertItem(db, owner.id, { name: 'Popularny A', location: 'Opole' }),
    await insertItem(db, owner.id, { name: 'Popularny B', location: 'Opole' }),
    await insertItem(db, owner.id, { name: 'Popularny C', location: 'Opole', ...ratedBy([5, 4]) }),
  ];
  await insertItem(db, owner.id, { name: 'Popularny D', location: 'Opole' });

  it('a catalogue without rentals: the rated first, then the newest', async () => {
    expect(await names('location=Opole&sort=popular')).toEqual([
      'Popularny C',
      'Popularny D',
      'Popularny B',
      'Popularny A',
    ]);
    expect(await names('q=popularny&sort=popular')).toEqual([
      'Popularny C',
      'Popularny D',
      'Popularny B',
      'Popularny A',
    ]);
  });

  it('counts only rentals that went ahead (confirmed, active, completed), and follows a change at once', async () => {
    await insertRental(db, a, renter.id, day(1), day(1), 'completed');
    await insertRental(db, a, renter.id, day(3), day(3), 'confirmed');
    const bActive = await insertRental(db, b, renter.id, day(1), day(2), 'active');
    // Requests that never went ahead do not make an item popular.
    for (const status of ['pending', 'declined', 'cancelled'] as const) {
      await insertRental(db, c, renter.id, day(10), day(11), status);
      await insertRental(db, c, renter.id, day(12), day(13), status);
      await insertRental(db, c, renter.id, day(14), day(15), status);
    }
    const expected = ['Popularny A', 'Popularny B', 'Popularny C', 'Popularny D'];
    // Browse (SQL) and text search (the in-memory index) agree.
    expect(await names('location=Opole&sort=popular')).toEqual(expected);
    expect(await names('q=popularny&sort=popular')).toEqual(expected);
    expect(await names('location=Opole&sort=popular&limit=2')).toEqual(expected.slice(0, 2));

    // B's rental is cancelled (it stops holding the item): B falls behind the rated C, and both answers see it.
    await db.update(rentals).set({ status: 'cancelled' }).where(eq(rentals.id, bActive.id));
    const after = ['Popularny A', 'Popularny C', 'Popularny D', 'Popularny B'];
    expect(await names('location=Opole&sort=popular')).toEqual(after);
    expect(await names('q=popularny&sort=popular')).toEqual(after);
  });

  it('is refused when misspelt, like any unknown sort', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/items?sort=popularity' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
