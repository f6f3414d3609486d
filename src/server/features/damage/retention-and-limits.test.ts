import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { DAMAGE_REPORTS_PER_DAY, RENTAL_PHOTO_RETENTION_YEARS } from '@/shared/domain/damage';
import { yearsBefore } from '@/shared/domain/legal';
import { damageReports, handoverRecords, rentals } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { payRental } from '@/server/test/pay-rental';
import { testDeps } from '@/server/test/test-deps';
import { runRentalPhotoRetention } from './retention';

const DAY = 86_400_000;

describe('damage: the daily limit and the photos’ retention', async () => {
  const { app, db, testPayments, clock, config } = await createTestApp();
  if (!testPayments) throw new Error('these tests pay with the built-in test provider');
  const provider = testPayments;
  let owner = await registerUser(app);
  const renter = await registerUser(app);
  const png = `data:image/png;base64,${(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
  const day = (n: number) => addDays(todayIso(clock.now()), n);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en', cookie } });

  async function completedRental() {
    const item = await insertItem(db, owner.id, { pricePerDay: '20.00' });
    const r = await insertRental(db, item, renter.id, day(-3), day(-1), 'confirmed');
    await db.update(rentals).set({ damageDeposit: '100.00' }).where(eq(rentals.id, r.id));
    await payRental(app, provider, renter.cookie, r.id);
    await call('POST', `/api/rentals/${r.id}/handover`, renter.cookie, { moment: 'pickup', photoUrls: [png] });
    expect((await call('PUT', `/api/rentals/${r.id}/complete`, owner.cookie)).statusCode).toBe(200);
    return r;
  }
  const report = (rentalId: number) =>
    call('POST', `/api/rentals/${rentalId}/damage-reports`, owner.cookie, {
      description: 'Scratched lens.',
      estimatedCost: 40,
      photoUrls: [png],
    });

  it(`an owner files at most ${DAMAGE_REPORTS_PER_DAY} reports a day (429, nothing written)`, async () => {
    const list = [];
    for (let i = 0; i <= DAMAGE_REPORTS_PER_DAY; i++) list.push(await completedRental());
    for (const r of list.slice(0, DAMAGE_REPORTS_PER_DAY)) expect((await report(r.id)).statusCode).toBe(201);
    const over = await report(list[DAMAGE_REPORTS_PER_DAY].id);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(
      await db.select().from(damageReports).where(eq(damageReports.rentalId, list[DAMAGE_REPORTS_PER_DAY].id)),
    ).toEqual([]);
  });

  it(`photos are deleted ${RENTAL_PHOTO_RETENTION_YEARS} years after the rental ended, unless a report is open`, async () => {
    const deps = testDeps({ db, config, clock });
    owner = await registerUser(app);
    const r = await completedRental();
    const [record] = await db.select().from(handoverRecords).where(eq(handoverRecords.rentalId, r.id));
    const url = `/api/rentals/${r.id}/photos/${record.photoKeys[0].split('/')[2]}`;
    const first = await call('GET', url, owner.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const filed = (await report(r.id)).json();

    const yearsOn = yearsBefore(clock.now(), -RENTAL_PHOTO_RETENTION_YEARS).getTime();
    const later = new Date(yearsOn + DAY);
    await runRentalPhotoRetention(deps, new Date(yearsOn - DAY));
    expect((await call('GET', url, owner.cookie)).statusCode).toBe(200);
    // An open report keeps them: the mediation needs them.
    await runRentalPhotoRetention(deps, later);
    expect((await call('GET', url, owner.cookie)).statusCode).toBe(200);

    await call('POST', `/api/damage-reports/${filed.id}/withdraw`, owner.cookie);
    expect(await runRentalPhotoRetention(deps, later)).toBeGreaterThanOrEqual(2);
    expect((await call('GET', url, owner.cookie)).statusCode).toBe(404);
    const [after] = await db.select().from(handoverRecords).where(eq(handoverRecords.id, record.id));
    expect(after).toMatchObject({ photoKeys: [], photosDeletedAt: later });
    const [gone] = await db.select().from(damageReports).where(eq(damageReports.id, filed.id));
    expect(gone.photoKeys).toEqual([]);
    // Idempotent.
    expect(await runRentalPhotoRetention(deps, later)).toBe(0);
  });
});
