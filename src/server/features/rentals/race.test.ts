import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { rentals } from '@/server/db/tables';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);
const REQUESTS = 50;

describe('no double booking under concurrent accepts', async () => {
  const { app, db } = await createTestApp();
  const owner = await registerUser(app);

  it(`${REQUESTS} simultaneous accepts of overlapping requests of one item confirm exactly one`, async () => {
    const item = await insertItem(db, owner.id);
    const renters = await Promise.all(Array.from({ length: REQUESTS }, () => insertUser(db)));
    // Every request holds day 20, with different ends on both sides.
    const requests = await Promise.all(
      renters.map((r, i) => insertRental(db, item, r.id, day(20 - (i % 5)), day(20 + (i % 7)), 'pending')),
    );
    const answers = await Promise.all(
      requests.map((r) =>
        app.inject({ method: 'PUT', url: `/api/rentals/${r.id}/accept`, headers: { cookie: owner.cookie } }),
      ),
    );

    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(REQUESTS - 1);
    for (const a of refused) {
      expect(a.statusCode).toBe(409);
      expect(['INVALID_TRANSITION', 'BOOKING_CONFLICT']).toContain(a.json().code);
    }

    const rows = await db.select().from(rentals).where(eq(rentals.itemId, item.id));
    const confirmed = rows.filter((r) => r.status === 'confirmed');
    expect(confirmed.map((r) => r.id)).toEqual([ok[0].json().id]);
    // Every other request was declined by the accept, none is left pending.
    const others = rows.filter((r) => r.status !== 'confirmed');
    expect(others).toHaveLength(REQUESTS - 1);
    for (const r of others)
      expect(r).toMatchObject({ status: 'declined', statusChangedBy: 'system', statusReason: 'overlap_accepted' });
  });
});
