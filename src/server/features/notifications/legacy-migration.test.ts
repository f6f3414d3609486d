import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '@/server/db/client';
import { notifications } from '@/server/db/tables';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { createTestApp } from '@/server/test/test-app';
import { storedNoticeText } from './params';

/** The data step of migration 0024, as the migration runs it. */
async function dataStep(): Promise<string> {
  const file = await fs.readFile(path.join(migrationsFolder(), '0024_notices_in_readers_language.sql'), 'utf8');
  const step = file.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "notifications"'));
  if (!step) throw new Error('no data step in 0024');
  return step;
}

describe('migration 0024: notices written before params', async () => {
  const { db } = await createTestApp();

  it('a rental notice whose text needs only the rental gets params (read in any language); others stay as stored', async () => {
    const owner = await insertUser(db, { firstName: 'Anna', lastName: 'Kowalska', language: 'pl' });
    const renter = await insertUser(db, { firstName: 'John', lastName: 'Smith', language: 'en' });
    const item = await insertItem(db, owner.id, { name: 'Kajak' });
    const rental = await insertRental(db, item, renter.id, '2030-05-01', '2030-05-03', 'pending');
    const legacy = (type: 'rental_requested' | 'refund_issued' | 'payment_received', userId: number) => ({
      userId,
      type,
      title: 'Stary tytuł',
      message: 'Stara treść',
      relatedId: rental.id,
    });
    const rows = await db
      .insert(notifications)
      .values([
        legacy('rental_requested', owner.id),
        // The amount was in the text only: kept as written.
        legacy('refund_issued', renter.id),
        // The renter's receipt had its facts in the text only; the owner's names nothing else.
        legacy('payment_received', renter.id),
        legacy('payment_received', owner.id),
        // About no rental of theirs: kept as written.
        { ...legacy('rental_requested', renter.id), relatedId: rental.id + 1000 },
      ])
      .returning({ id: notifications.id });

    await db.execute(sql.raw(await dataStep()));

    const after = await Promise.all(
      rows.map(async (r) => (await db.select().from(notifications).where(eq(notifications.id, r.id)))[0]),
    );
    const [requested, refund, receipt, ownerPaid, stranger] = after;
    expect(requested).toMatchObject({ title: null, message: null });
    expect(storedNoticeText(requested, 'en')).toEqual({
      title: 'New rental request',
      message: 'John Smith would like to rent “Kajak” from 01/05/2030 to 03/05/2030.',
    });
    expect(storedNoticeText(requested, 'pl').title).toBe('Nowa prośba o wypożyczenie');
    expect(storedNoticeText(ownerPaid, 'en').message).toBe(
      'John Smith has paid for renting your item “Kajak” from 01/05/2030 to 03/05/2030.',
    );
    for (const kept of [refund, receipt, stranger]) {
      expect(kept.params).toBeNull();
      expect(storedNoticeText(kept, 'en')).toEqual({ title: 'Stary tytuł', message: 'Stara treść' });
    }
  });
});
