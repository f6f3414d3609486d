import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES, districtsOf } from '@/shared/constants/locations';
import { todayIso } from '@/shared/domain/dates';
import { priceRental } from '@/shared/domain/pricing';
import { createLocalStorage } from '../adapters/storage/local-storage';
import { createTestApp, login, registerUser } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData, syncAdmins } from './seed';
import { items, rentals, users } from './tables';

describe('demo data and administrators', async () => {
  const { app, db, dataDir } = await createTestApp();
  const uploadsDir = path.join(dataDir, 'uploads');
  const storage = createLocalStorage(uploadsDir);

  // Seeding renders ~90 photos: seconds on an idle machine, more when the whole suite shares the CPU.
  let seeded: boolean;
  beforeAll(async () => {
    seeded = await seedDemoData(db, storage);
  }, 120_000);

  it('seeds the demo accounts into an empty database, once; they log in with the demo password', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoData(db, storage)).toBe(false);
    expect(await db.$count(users)).toBe(DEMO_USERS.length);
    expect(DEMO_USERS.filter((u) => u.role === 'user').length).toBeGreaterThanOrEqual(9);
    const logins = await Promise.all(DEMO_USERS.map((u) => login(app, u.email, DEMO_PASSWORD, { remoteAddress: '10.7.0.1' })));
    DEMO_USERS.forEach((u, i) => {
      expect(u.email).toMatch(/@example\.com$/);
      expect(logins[i].statusCode, u.email).toBe(200);
      expect(logins[i].json().user.role).toBe(u.role);
    });
    expect(DEMO_USERS.find((u) => u.email === 'admin@example.com')?.role).toBe('admin');
  }, 60_000);

  it('lists at least 60 items over all 7 categories and 10 cities, with valid districts and varied terms', async () => {
    const all = await db.select().from(items);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((i) => i.categoryId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(all.map((i) => i.location))).toEqual(new Set(CITIES));
    for (const item of all) {
      if (item.district !== null) expect(districtsOf(item.location), `${item.name}: ${item.district}`).toContain(item.district);
      if (districtsOf(item.location).length === 0) expect(item.district).toBeNull();
      expect(Number(item.pricePerDay)).toBeGreaterThan(0);
      expect(Number(item.value)).toBeGreaterThan(Number(item.pricePerDay));
      const rating = Number(item.rating);
      expect(rating === 0 || (rating >= 4 && rating <= 5), item.rating).toBe(true);
    }
    expect(all.some((i) => Number(i.rating) === 0)).toBe(true);
    expect(all.some((i) => Number(i.rating) >= 4)).toBe(true);
    expect(all.filter((i) => !i.available).length).toBeGreaterThanOrEqual(2);
    expect(all.some((i) => i.insuranceRequired)).toBe(true);
    expect(new Set(all.map((i) => i.cancellationTerms))).toEqual(new Set(['strict', 'standard', 'flexible']));
    expect(new Set(all.map((i) => i.flexibility))).toEqual(new Set(['low', 'moderate', 'high']));
    expect(all.some((i) => i.district === null && districtsOf(i.location).length > 0)).toBe(true);
    expect(new Set(all.map((i) => i.ownerId)).size).toBeGreaterThanOrEqual(8);
    const ownerOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
    for (const email of ['anna.kowalska@example.com', 'piotr.nowak@example.com']) {
      const id = await ownerOf(email);
      expect(all.filter((i) => i.ownerId === id).length, email).toBeGreaterThanOrEqual(5);
    }
    // Text search finds them (generated search column, diacritics folded).
    expect(all.some((i) => i.searchText.includes('wiertarka udarowa'))).toBe(true);
  });

  it('stores both photo variants of every item under demo/, readable as WebP', async () => {
    const all = await db.select().from(items);
    for (const item of all) {
      expect(item.imageUrls.length).toBeGreaterThanOrEqual(1);
      for (const url of item.imageUrls) {
        expect(url).toMatch(/^\/uploads\/demo\/items\/[a-z0-9-]+\.webp$/);
        for (const file of [url, url.replace(/\.webp$/, '.card.webp')]) {
          expect(fs.existsSync(path.join(uploadsDir, file.replace(/^\/uploads\//, ''))), file).toBe(true);
        }
      }
    }
    const first = all[0].imageUrls[0];
    const main = await sharp(path.join(uploadsDir, first.replace(/^\/uploads\//, ''))).metadata();
    expect(main.format).toBe('webp');
    expect(Math.max(main.width!, main.height!)).toBeLessThanOrEqual(1200);
    expect(main.width! / main.height!).toBeCloseTo(4 / 3);
    const card = await sharp(path.join(uploadsDir, first.replace(/^\/uploads\//, '').replace(/\.webp$/, '.card.webp'))).metadata();
    expect([card.width, card.height]).toEqual([480, 360]);
    expect((await app.inject(first)).statusCode).toBe(200);
  });

  it('has past completed and future confirmed and pending rentals, priced by priceRental, never of the renter’s own item', async () => {
    const all = await db.select().from(rentals);
    const today = todayIso();
    const byStatus = (s: string) => all.filter((r) => r.status === s);
    expect(byStatus('completed').length).toBeGreaterThanOrEqual(2);
    expect(byStatus('completed').every((r) => r.endDate < today)).toBe(true);
    expect(byStatus('confirmed').length).toBeGreaterThanOrEqual(2);
    expect(byStatus('pending').length).toBeGreaterThanOrEqual(2);
    expect([...byStatus('confirmed'), ...byStatus('pending')].every((r) => r.startDate > today)).toBe(true);
    for (const r of all) {
      expect(r.renterId).not.toBe(r.ownerId);
      const [item] = await db.select().from(items).where(eq(items.id, r.itemId));
      expect(r.ownerId).toBe(item.ownerId);
      const price = priceRental({ pricePerDay: item.pricePerDay, damageDeposit: item.damageDeposit, startDate: r.startDate, endDate: r.endDate });
      expect({ days: r.days, subtotal: r.subtotal, bookingFee: r.bookingFee, totalPrice: r.totalPrice, damageDeposit: r.damageDeposit }).toEqual({
        days: price.days,
        subtotal: price.subtotal,
        bookingFee: price.bookingFee,
        totalPrice: price.totalPrice,
        damageDeposit: price.damageDeposit,
      });
    }
  });

  it('syncAdmins makes the listed accounts admins, whatever the case of their e-mail', async () => {
    const a = await registerUser(app, { email: 'later.boss@example.com' });
    const b = await registerUser(app);
    // An address stored with capitals (e.g. from before e-mails were lower-cased) still matches.
    await db.update(users).set({ email: 'Later.Boss@Example.com' }).where(eq(users.id, a.id));
    await syncAdmins(db, ['later.boss@example.com']);
    await syncAdmins(db, ['nobody@example.com', 'later.boss@example.com']);
    const role = async (id: number) => (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;
    expect(await role(a.id)).toBe('admin');
    expect(await role(b.id)).toBe('user');
    await syncAdmins(db, []);
    expect(await role(a.id)).toBe('admin');
  });
});
