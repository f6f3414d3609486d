import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { handoverRecords, rentals } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { AppError } from '@/server/lib/errors';
import { createDocumentStorage } from '@/server/adapters/documents/create-document-storage';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { dropPhotosUnlessRecorded } from './photos';

/**
 * The photos of a record whose transaction failed (review of issue 25): a refusal removes them; a failure of unknown
 * outcome (a connection lost during COMMIT) keeps those a committed record names, and keeps all of them when the
 * records cannot be asked.
 */
describe('rental photos after a failed record', async () => {
  const { app, db, config, clock } = await createTestApp();
  const deps = { db, documents: createDocumentStorage(config) };
  const owner = await registerUser(app);
  const item = await insertItem(db, owner.id);
  const renter = await registerUser(app);
  const today = todayIso(clock.now());
  const rental = await insertRental(db, item, renter.id, addDays(today, -2), addDays(today, 1), 'confirmed');
  await db.update(rentals).set({ status: 'active' }).where(eq(rentals.id, rental.id));

  const put = async () => {
    const key = `rentals/${rental.id}/${crypto.randomUUID()}.webp`;
    await deps.documents.put(key, Buffer.from('webp'), 'image/webp');
    return key;
  };
  const exists = async (key: string) => (await deps.documents.get(key)) !== null;

  it('removes the photos of a refused record', async () => {
    const key = await put();
    await dropPhotosUnlessRecorded(deps, [key], new AppError('HANDOVER_NOT_NOW'));
    expect(await exists(key)).toBe(false);
  });

  it('removes unrecorded photos after a failure of unknown outcome', async () => {
    const key = await put();
    await dropPhotosUnlessRecorded(deps, [key], new Error('Connection terminated unexpectedly'));
    expect(await exists(key)).toBe(false);
  });

  it('keeps the photos a committed record names after a failure of unknown outcome', async () => {
    const key = await put();
    await db.insert(handoverRecords).values({
      rentalId: rental.id,
      moment: 'pickup',
      byUserId: renter.id,
      byRole: 'renter',
      note: '',
      photoKeys: [key],
      createdAt: clock.now(),
    });
    await dropPhotosUnlessRecorded(deps, [key], new Error('Connection terminated unexpectedly'));
    expect(await exists(key)).toBe(true);
  });

  it('keeps the photos when the records cannot be asked', async () => {
    const key = await put();
    const broken = {
      ...deps,
      db: {
        execute: () => Promise.reject(new Error('the database is gone')),
      } as unknown as typeof deps.db,
    };
    await dropPhotosUnlessRecorded(broken, [key], new Error('Connection terminated unexpectedly'));
    expect(await exists(key)).toBe(true);
  });
});
