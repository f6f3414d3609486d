import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { rentals } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';
import { publishLive } from './publish';

const day = (n: number) => addDays(todayIso(), n);

/**
 * publishLive's ordering lock is held to the commit, so a transaction must take its row locks before it publishes:
 * else it can wait for a row held by a transaction that waits for the lock (a deadlock, decision 0028). The accept
 * of a request declines the overlapping ones; it must lock them before its own notice is published.
 */
describe('publishing and row locks', async () => {
  const { app, db } = await createTestApp();

  it('an accept racing with a move of an overlapping request that publishes: both go through', async () => {
    const owner = await signedInUser(db);
    const [renter1, renter2] = [await signedInUser(db), await signedInUser(db)];
    const item = await insertItem(db, owner.id);
    const accepted = await insertRental(db, item, renter1.id, day(10), day(12), 'pending');
    const other = await insertRental(db, item, renter2.id, day(11), day(13), 'pending');

    let locked!: () => void;
    const otherLocked = new Promise<void>((r) => (locked = r));
    // Another move of the overlapping request: its row locked first, its live event published after a while.
    const otherMove = db.transaction(async (tx) => {
      await tx.select().from(rentals).where(eq(rentals.id, other.id)).for('update');
      locked();
      await new Promise((r) => setTimeout(r, 500));
      await publishLive(tx, [{ userId: renter2.id, type: 'unread', payload: { notifications: 0, messages: 0 } }]);
    });
    await otherLocked;
    const accept = app.inject({
      method: 'PUT',
      url: `/api/rentals/${accepted.id}/accept`,
      headers: { cookie: owner.cookie },
    });
    await otherMove;
    const res = await accept;
    expect(res.statusCode).toBe(200);
    const [declined] = await db.select().from(rentals).where(eq(rentals.id, other.id));
    expect(declined.status).toBe('declined');
  });
});
