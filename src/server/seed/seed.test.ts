import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES, districtsOf } from '@/shared/constants/locations';
import { addDays, rangesOverlap, todayIso } from '@/shared/domain/dates';
import { priceRental, toGrosze } from '@/shared/domain/pricing';
import { bayesianScore, meanRating, reviewDeadline, shouldPublish } from '@/shared/domain/reviews';
import { createDocumentStorage } from '@/server/adapters/documents/create-document-storage';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { runRentalSchedule } from '@/server/features/rentals/schedule';
import { createTestApp, login, registerUser, verifyEmailOf } from '@/server/test/test-app';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData, syncAdmins } from './seed';
import { objectSvg, roomSvg } from './demo-photos';
import { DEMO_RENTALS_HORIZON } from './demo-rentals';
import { RESPONSE_TIME_LIMITS } from '@/shared/constants/response-times';
import {
  items,
  kycVerifications,
  payments,
  payoutAccounts,
  payouts,
  refunds,
  rentals,
  reviews,
  testProviderIntents,
  testProviderTransfers,
  users,
} from '@/server/db/tables';
import { reconciles } from '@/shared/domain/payouts';
import { createTestProvider } from '@/server/adapters/payments/test-provider';
import { PAYOUTS_QUEUE, processJobs, REFUNDS_QUEUE } from '@/server/process/jobs';
import { DEMO_OWNER_WITHOUT_PAYOUTS } from './demo-money';
import { isTransportItem } from '@/shared/domain/dac7';
import { dac7Report } from '@/server/features/dac7/report';
import { collectExport, EXPORT_FILES } from '@/server/features/data-export/collect';
import { testDeps } from '@/server/test/test-deps';

/** Seeded late in the evening in Poland (23:30 CET), the hardest case for requests that expire with their start day. */
const SEEDED_AT = new Date('2031-03-10T22:30:00Z');
const TODAY = todayIso(SEEDED_AT);
const HOUR = 3_600_000;

describe('demo data and administrators', async () => {
  const { app, db, config, dataDir, clock } = await createTestApp();
  const uploadsDir = path.join(dataDir, 'uploads');
  const storage = createLocalStorage(uploadsDir);
  const documents = createDocumentStorage(config);

  // Seeding renders ~90 photos: seconds on an idle machine, more when the whole suite shares the CPU.
  let seeded: boolean;
  beforeAll(async () => {
    seeded = await seedDemoData(db, storage, SEEDED_AT, { testPayments: true, documents });
  }, 120_000);

  it('seeds the demo accounts into an empty database, once; they log in with the demo password', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoData(db, storage, new Date(), { documents })).toBe(false);
    expect(await db.$count(users)).toBe(DEMO_USERS.length);
    expect(DEMO_USERS.filter((u) => u.role === 'user').length).toBeGreaterThanOrEqual(9);
    const logins = await Promise.all(
      DEMO_USERS.map((u) => login(app, u.email, DEMO_PASSWORD, { remoteAddress: '10.7.0.1' })),
    );
    DEMO_USERS.forEach((u, i) => {
      expect(u.email).toMatch(/@example\.com$/);
      expect(logins[i].statusCode, u.email).toBe(200);
      // Seeded confirmed: no banner, and the admin's role survives syncAdmins' rule.
      expect(logins[i].json().user.emailVerified, u.email).toBe(true);
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
      if (item.district !== null)
        expect(districtsOf(item.location), `${item.name}: ${item.district}`).toContain(item.district);
      if (districtsOf(item.location).length === 0) expect(item.district).toBeNull();
      expect(Number(item.pricePerDay)).toBeGreaterThan(0);
      expect(Number(item.value)).toBeGreaterThan(Number(item.pricePerDay));
      const rating = Number(item.rating);
      expect(rating === 0 || (rating >= 1 && rating <= 5), item.rating).toBe(true);
    }
    // Rated from real reviews (see below): some items have none yet.
    expect(all.some((i) => Number(i.rating) === 0)).toBe(true);
    expect(all.some((i) => Number(i.rating) >= 4)).toBe(true);
    expect(all.filter((i) => !i.available).length).toBeGreaterThanOrEqual(2);
    expect(all.some((i) => i.insuranceRequired)).toBe(true);
    expect(new Set(all.map((i) => i.cancellationTerms))).toEqual(new Set(['strict', 'standard', 'flexible']));
    expect(new Set(all.map((i) => i.flexibility))).toEqual(new Set(['low', 'moderate', 'high']));
    // Instant booking shows in the demo (issue 26 §2): one listing for everyone, one for verified renters only.
    expect(all.filter((i) => i.instantBooking).map((i) => [i.name, i.instantBookingVerifiedOnly])).toEqual([
      ['Deska SUP pompowana Aqua Marina', false],
      ['Zestaw 10 gier planszowych', true],
    ]);
    expect(all.some((i) => i.district === null && districtsOf(i.location).length > 0)).toBe(true);
    expect(new Set(all.map((i) => i.ownerId)).size).toBeGreaterThanOrEqual(8);
    const ownerOf = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
    for (const email of ['anna.kowalska@example.com', 'piotr.nowak@example.com']) {
      const id = await ownerOf(email);
      expect(all.filter((i) => i.ownerId === id).length, email).toBeGreaterThanOrEqual(5);
    }
    // Text search finds them (generated search column, diacritics folded).
    expect(all.some((i) => i.searchText.includes('wiertarka udarowa'))).toBe(true);
  });

  it('stores two or three drawn photos per item (both variants) under demo/, readable as WebP, with no text in them', async () => {
    const all = await db.select().from(items);
    for (const item of all) {
      expect(item.imageUrls.length, item.name).toBeGreaterThanOrEqual(2);
      expect(item.imageUrls.length, item.name).toBeLessThanOrEqual(3);
      expect(new Set(item.imageUrls).size).toBe(item.imageUrls.length);
      for (const shot of [0, 1, 2])
        expect(roomSvg(item.categoryId, shot) + objectSvg(item.name, item.categoryId, shot)).not.toMatch(/<text/);
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
    expect(Math.max(main.width, main.height)).toBeLessThanOrEqual(1200);
    expect(main.width / main.height).toBeCloseTo(4 / 3);
    const card = await sharp(
      path.join(uploadsDir, first.replace(/^\/uploads\//, '').replace(/\.webp$/, '.card.webp')),
    ).metadata();
    expect([card.width, card.height]).toEqual([480, 360]);
    expect((await app.inject(first)).statusCode).toBe(200);
  });

  it('prices every rental by priceRental, never of the renter’s own item, dated around the seed day', async () => {
    const all = await db.select().from(rentals);
    const byStatus = (s: string) => all.filter((r) => r.status === s);
    expect(byStatus('completed').every((r) => r.endDate < TODAY)).toBe(true);
    expect(byStatus('active').every((r) => r.startDate <= TODAY && r.endDate >= TODAY)).toBe(true);
    expect([...byStatus('confirmed'), ...byStatus('pending')].every((r) => r.startDate > TODAY)).toBe(true);
    // The e2e tests request demo items from day 20 on: no seeded rental reaches that far.
    expect(all.every((r) => r.endDate <= addDays(TODAY, DEMO_RENTALS_HORIZON))).toBe(true);
    for (const r of all) {
      expect(r.renterId).not.toBe(r.ownerId);
      const [item] = await db.select().from(items).where(eq(items.id, r.itemId));
      expect(r.ownerId).toBe(item.ownerId);
      expect(item.available, item.name).toBe(true);
      const price = priceRental({
        pricePerDay: item.pricePerDay,
        damageDeposit: item.damageDeposit,
        startDate: r.startDate,
        endDate: r.endDate,
      });
      expect({
        days: r.days,
        subtotal: r.subtotal,
        bookingFee: r.bookingFee,
        totalPrice: r.totalPrice,
        damageDeposit: r.damageDeposit,
      }).toEqual({
        days: price.days,
        subtotal: price.subtotal,
        bookingFee: price.bookingFee,
        totalPrice: price.totalPrice,
        damageDeposit: price.damageDeposit,
      });
    }
  });

  it('gives every demo owner fresh pending requests, confirmed, active and completed rentals, both as owner and renter', async () => {
    const all = await db.select().from(rentals);
    const owners = DEMO_USERS.filter((u) => u.city !== null);
    expect(owners.length).toBeGreaterThanOrEqual(10);
    for (const owner of owners) {
      const [{ id }] = await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
      for (const side of ['ownerId', 'renterId'] as const) {
        const mine = all.filter((r) => r[side] === id);
        for (const status of ['pending', 'confirmed', 'active', 'completed']) {
          expect(
            mine.filter((r) => r.status === status).length,
            `${owner.email} ${side} ${status}`,
          ).toBeGreaterThanOrEqual(1);
        }
      }
      const pending = all.filter((r) => r.ownerId === id && r.status === 'pending');
      expect(pending.length, owner.email).toBeGreaterThanOrEqual(2);
      // Asked minutes to hours ago, not days.
      for (const r of pending) expect(SEEDED_AT.getTime() - r.createdAt.getTime()).toBeLessThan(12 * HOUR);
    }
  });

  it('holds no two blocking rentals of one item on the same day, and no pending request on a booked day', async () => {
    const all = await db.select().from(rentals);
    const blocking = all.filter((r) => ['confirmed', 'active', 'completed'].includes(r.status));
    for (const r of all) {
      const clash = blocking.find((b) => b.id !== r.id && b.itemId === r.itemId && rangesOverlap(b, r));
      expect(clash, `rental ${r.id} (${r.status}) overlaps ${clash?.id}`).toBeUndefined();
    }
  });

  it('the schedule neither expires nor moves anything when it runs at the seed, nor a day later (seeded at 23:30 in Poland)', async () => {
    const deps = testDeps({ db, config, clock });
    const before = await db.select({ id: rentals.id, status: rentals.status }).from(rentals).orderBy(rentals.id);
    for (const at of [SEEDED_AT, new Date(SEEDED_AT.getTime() + 24 * HOUR)]) {
      const result = await runRentalSchedule(deps, at);
      expect(
        { expired: result.expired, started: result.started, completed: result.completed },
        at.toISOString(),
      ).toEqual({ expired: [], started: [], completed: [] });
      expect(result.notices.filter((n) => n.type === 'rental_expired')).toEqual([]);
    }
    expect(await db.select({ id: rentals.id, status: rentals.status }).from(rentals).orderBy(rentals.id)).toEqual(
      before,
    );
    // The requests are real ones all the same: unanswered, they expire within 48 hours of being made.
    const result = await runRentalSchedule(deps, new Date(SEEDED_AT.getTime() + 49 * HOUR));
    expect(result.expired.length).toBeGreaterThan(0);
  });

  it('reviews completed rentals for real: dated after the completion, published by the blind rule, before the seed', async () => {
    const done = await db.select().from(rentals).where(eq(rentals.status, 'completed'));
    const all = await db.select().from(reviews);
    const byRental = (id: number) => all.filter((r) => r.rentalId === id);
    for (const rental of done) {
      // The review window runs from the completion: every completed demo rental has its time.
      expect(rental.statusChangedAt, `rental ${rental.id}`).not.toBeNull();
      const completedAt = rental.statusChangedAt!;
      const mine = byRental(rental.id);
      const published = mine.filter((r) => r.publishedAt !== null);
      // Published together (or none): by the rule the reviews API applies.
      expect(published.length === 0 || published.length === mine.length, `rental ${rental.id}`).toBe(true);
      const windowClosed = reviewDeadline(completedAt) <= SEEDED_AT;
      expect(published.length > 0, `rental ${rental.id}`).toBe(
        shouldPublish(
          mine.map((r) => r.reviewType),
          windowClosed,
        ),
      );
      for (const r of mine) {
        expect(r.itemId).toBe(rental.itemId);
        expect(r.targetUserId).toBe(r.reviewType === 'renter' ? rental.renterId : rental.ownerId);
        expect(r.reviewerId).toBe(r.reviewType === 'renter' ? rental.ownerId : rental.renterId);
        expect(r.createdAt > completedAt && r.createdAt < SEEDED_AT, `review ${r.id}`).toBe(true);
        expect(r.createdAt <= reviewDeadline(completedAt)).toBe(true);
        if (r.publishedAt) {
          expect(r.publishedAt >= r.createdAt && r.publishedAt <= SEEDED_AT, `review ${r.id}`).toBe(true);
        }
        if (r.reply !== null) {
          expect(r.publishedAt).not.toBeNull();
          expect(r.repliedAt! >= r.publishedAt! && r.repliedAt! <= SEEDED_AT, `review ${r.id}`).toBe(true);
        }
        expect(r.comment.trim().length).toBeGreaterThan(10);
      }
    }
    expect(new Set(all.map((r) => r.rentalId)).size).toBeGreaterThanOrEqual(done.length * 0.75);
    // Mostly 4 and 5 stars, a few 3s; varied comments; a few answered.
    const stars = all.map((r) => r.rating);
    expect(stars.filter((n) => n >= 4).length).toBeGreaterThan(stars.length * 0.75);
    expect(stars).toContain(3);
    expect(stars.every((n) => n >= 3 && n <= 5)).toBe(true);
    expect(new Set(all.map((r) => r.comment)).size).toBeGreaterThanOrEqual(40);
    // Items with several reviews, so the counts and the rating sort mean something.
    const perItem = new Map<number, number>();
    for (const r of all) if (r.reviewType === 'item') perItem.set(r.itemId, (perItem.get(r.itemId) ?? 0) + 1);
    expect(Math.max(...perItem.values())).toBeGreaterThanOrEqual(4);
    expect(all.filter((r) => r.reply !== null).length).toBeGreaterThanOrEqual(3);
    // Some wait: a rental reviewed by one side only, unpublished, within its window.
    expect(all.some((r) => r.publishedAt === null)).toBe(true);
  });

  it('computes every rating from the published reviews: items (item reviews) and users (owner and renter reviews)', async () => {
    const counted = (await db.select().from(reviews)).filter((r) => r.publishedAt !== null && r.hiddenAt === null);
    const sumOf = (list: { rating: number }[]) => list.reduce((acc, r) => acc + r.rating, 0);
    for (const item of await db.select().from(items)) {
      const mine = counted.filter((r) => r.reviewType === 'item' && r.itemId === item.id);
      expect({ rating: item.rating, reviewCount: item.reviewCount, ratingScore: item.ratingScore }, item.name).toEqual({
        rating: meanRating(sumOf(mine), mine.length),
        reviewCount: mine.length,
        ratingScore: bayesianScore(sumOf(mine), mine.length),
      });
    }
    for (const user of await db.select().from(users)) {
      const mine = counted.filter((r) => r.reviewType !== 'item' && r.targetUserId === user.id);
      expect({ averageRating: user.averageRating, reviewCount: user.reviewCount }, user.email).toEqual({
        averageRating: meanRating(sumOf(mine), mine.length),
        reviewCount: mine.length,
      });
    }
    expect((await db.select().from(items)).filter((i) => i.reviewCount > 0).length).toBeGreaterThanOrEqual(20);
    // Every owner of the demo is rated; the admin rents nothing and lists nothing.
    const rated = (await db.select().from(users)).filter((u) => u.reviewCount > 0).map((u) => u.email);
    expect(rated.sort()).toEqual(
      DEMO_USERS.filter((u) => u.city !== null)
        .map((u) => u.email)
        .sort(),
    );
  });

  it('leaves the demo users reviews to write: Anna a rental to review as renter, and a renter who waits for her', async () => {
    const [anna] = await db.select().from(users).where(eq(users.email, 'anna.kowalska@example.com'));
    const done = await db.select().from(rentals).where(eq(rentals.status, 'completed'));
    const all = await db.select().from(reviews);
    const open = done.filter((r) => reviewDeadline(r.statusChangedAt!) > SEEDED_AT);
    const writtenBy = (rentalId: number, reviewerId: number) =>
      all.filter((r) => r.rentalId === rentalId && r.reviewerId === reviewerId);
    // As the renter: a rental within its window with nothing written by anyone.
    const toReview = open.filter((r) => r.renterId === anna.id && all.every((v) => v.rentalId !== r.id));
    expect(toReview.length).toBeGreaterThanOrEqual(1);
    // As the owner: the renter wrote (unpublished, "waiting for yours"), she has not.
    const waiting = open.filter(
      (r) => r.ownerId === anna.id && writtenBy(r.id, r.renterId).length > 0 && writtenBy(r.id, anna.id).length === 0,
    );
    expect(waiting.length).toBe(1);
    expect(all.filter((v) => v.rentalId === waiting[0].id).every((v) => v.publishedAt === null)).toBe(true);
    // Piotr has one to write too.
    const [piotr] = await db.select().from(users).where(eq(users.email, 'piotr.nowak@example.com'));
    expect(open.some((r) => r.renterId === piotr.id && writtenBy(r.id, piotr.id).length === 0)).toBe(true);
  });

  it('draws an avatar for the demo users, stored like profile photos; one owner keeps initials', async () => {
    const rows = await db.select({ email: users.email, photo: users.profilePhotoUrl }).from(users);
    for (const u of DEMO_USERS) {
      const photo = rows.find((r) => r.email === u.email)!.photo;
      if (!u.photo) {
        expect(photo, u.email).toBeNull();
        continue;
      }
      expect(photo, u.email).toMatch(/^\/uploads\/avatars\/demo-[a-z.]+\.webp$/);
      const meta = await sharp(path.join(uploadsDir, photo!.replace(/^\/uploads\//, ''))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    }
    expect(DEMO_USERS.filter((u) => !u.photo).length).toBe(1);
    const anna = await app.inject(rows.find((r) => r.email === 'anna.kowalska@example.com')!.photo!);
    expect(anna.statusCode).toBe(200);
  });

  it('syncAdmins makes the listed accounts admins, whatever the case of their e-mail, once the address is confirmed', async () => {
    const a = await registerUser(app, { email: 'later.boss@example.com' });
    const b = await registerUser(app);
    const role = async (id: number) =>
      (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;
    // Registering the address is not proof of owning it.
    await syncAdmins(db, ['later.boss@example.com']);
    expect(await role(a.id)).toBe('user');
    expect((await verifyEmailOf(app, db, a.email)).statusCode).toBe(200);
    await db.update(users).set({ role: 'user' }).where(eq(users.id, a.id));
    // An address stored with capitals (e.g. from before e-mails were lower-cased) still matches.
    await db.update(users).set({ email: 'Later.Boss@Example.com' }).where(eq(users.id, a.id));
    await syncAdmins(db, ['later.boss@example.com']);
    await syncAdmins(db, ['nobody@example.com', 'later.boss@example.com']);
    expect(await role(a.id)).toBe('admin');
    expect(await role(b.id)).toBe('user');
    await syncAdmins(db, []);
    expect(await role(a.id)).toBe('admin');
  });

  it('the paid upcoming and ongoing demo rentals have their payment in the test provider, so a cancellation refunds', async () => {
    const open = await db
      .select({ id: rentals.id, status: rentals.status, intent: rentals.paymentIntentId })
      .from(rentals)
      .where(and(eq(rentals.paymentStatus, 'paid'), inArray(rentals.status, ['confirmed', 'active'])));
    expect(open.length).toBeGreaterThan(0);
    const rows = await db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.rentalId,
          open.map((r) => r.id),
        ),
      );
    expect(rows).toHaveLength(open.length);
    for (const p of rows) {
      expect(p).toMatchObject({ provider: 'test', status: 'succeeded', paymentMethodType: 'card' });
      const [intent] = await db
        .select()
        .from(testProviderIntents)
        .where(eq(testProviderIntents.id, p.providerIntentId));
      expect(intent).toMatchObject({ status: 'succeeded', amount: p.amount });
      expect(open.find((r) => r.id === p.rentalId)?.intent).toBe(p.providerIntentId);
    }
  });

  it('gives the demo real money: completed rentals paid out (but one owner without an account), all reconciled', async () => {
    const all = await db.select().from(rentals);
    const paidRentals = all.filter((r) => r.paymentStatus !== 'unpaid');
    const [noAccount] = await db.select().from(users).where(eq(users.email, DEMO_OWNER_WITHOUT_PAYOUTS));
    const accounts = await db.select().from(payoutAccounts);
    expect(accounts.map((a) => a.userId)).not.toContain(noAccount.id);
    expect(accounts.length).toBeGreaterThanOrEqual(8);
    expect(accounts.every((a) => a.status === 'active' && a.bankLast4?.length === 4)).toBe(true);
    const ledger = await db.select().from(payouts);
    for (const r of paidRentals) {
      const [payment] = await db.select().from(payments).where(eq(payments.rentalId, r.id));
      expect(payment, `rental ${r.id}`).toMatchObject({ status: 'succeeded' });
      const back = await db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
      const payout = ledger.find((p) => p.rentalId === r.id)!;
      expect(payout.amount).toBe(toGrosze(r.subtotal));
      if (r.status !== 'completed') {
        expect(payout.status).toBe('upcoming');
        expect(back).toEqual([]);
      } else if (r.ownerId === noAccount.id) {
        expect(payout.status).toBe('due');
      } else {
        expect(['sent', 'paid']).toContain(payout.status);
        const [transfer] = await db
          .select()
          .from(testProviderTransfers)
          .where(eq(testProviderTransfers.id, payout.providerTransferId!));
        expect(transfer.amount).toBe(payout.amount);
      }
      expect(
        reconciles({
          paid: payment.amount,
          subtotal: toGrosze(r.subtotal),
          fee: toGrosze(r.bookingFee),
          deposit: toGrosze(r.damageDeposit),
          refunds: back,
        }),
        `rental ${r.id}`,
      ).toBe(true);
    }
    expect(ledger.some((p) => p.status === 'paid')).toBe(true);
    // The jobs find nothing to do with them: no deposit released again, no payout sent again.
    const deps = testDeps({ db, config, payments: createTestProvider({ db, webhookSecret: 'x' }), clock });
    const transfers = await db.$count(testProviderTransfers);
    const refundCount = await db.$count(refunds);
    const later = new Date(SEEDED_AT.getTime() + 60_000);
    for (const queue of [REFUNDS_QUEUE, PAYOUTS_QUEUE])
      await processJobs.find((j) => j.queue === queue)!.run(deps, later, { error: () => {} });
    expect(await db.$count(testProviderTransfers)).toBe(transfers);
    expect(await db.$count(refunds)).toBe(refundCount);
  });

  it('gives the verified demo people an approved identity check with drawn documents on record, the others none', async () => {
    const checks = await db.select().from(kycVerifications);
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(DEMO_USERS.some((u) => !u.isVerified && u.role === 'user')).toBe(true);
    for (const u of DEMO_USERS) {
      const [row] = await db.select().from(users).where(eq(users.email, u.email));
      const mine = checks.filter((c) => c.userId === row.id);
      const card = (await app.inject({ method: 'GET', url: `/api/users/${row.id}` })).json();
      expect(card.isVerified, u.email).toBe(u.isVerified);
      // The phone is verified for every demo account, and says so apart from the identity badge.
      expect(card.phoneVerified, u.email).toBe(true);
      if (!u.isVerified) {
        expect(mine, u.email).toEqual([]);
        continue;
      }
      expect(
        mine.map((c) => c.verificationStatus),
        u.email,
      ).toEqual(['approved']);
      const [check] = mine;
      expect(check.reviewedBy).toBe(admin.id);
      expect(check.reviewedAt!.getTime()).toBeLessThan(SEEDED_AT.getTime());
      expect([check.firstName, check.lastName]).toEqual([u.firstName, u.lastName]);
      for (const key of [check.documentFrontKey, check.documentBackKey, check.selfieKey]) {
        expect(key, u.email).not.toBeNull();
        const stored = await documents.get(key!);
        expect(stored?.contentType).toBe('image/jpeg');
        const meta = await sharp(stored!.data).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.width).toBeGreaterThanOrEqual(400);
      }
    }
  }, 60_000);

  it("computes every demo owner's response time from the seeded answers, in the bucket of their habit", async () => {
    for (const u of DEMO_USERS.filter((d) => d.city !== null)) {
      const [row] = await db.select().from(users).where(eq(users.email, u.email));
      const card = (await app.inject({ method: 'GET', url: `/api/users/${row.id}` })).json();
      expect(card.responseTimeMinutes, u.email).not.toBeNull();
      expect(card.responseTime, u.email).toBe(u.responseTime);
      expect(card.responseTimeMinutes, u.email).toBeLessThanOrEqual(RESPONSE_TIME_LIMITS[u.responseTime]);
    }
    // The admin lists nothing and answered nothing: no figure.
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect((await app.inject({ method: 'GET', url: `/api/users/${admin.id}` })).json().responseTimeMinutes).toBeNull();
  });

  it("exports a demo account's data: every kind present, nothing of the other demo people but their short names", async () => {
    const [anna] = await db.select().from(users).where(eq(users.email, DEMO_USERS[0].email));
    const { files } = await collectExport({ documents }, db, anna.id, 'pl');
    expect(files.map((f) => f.file)).toEqual([...EXPORT_FILES]);
    const json = Object.fromEntries(files.map((f) => [f.file, f.data])) as Record<string, unknown[]>;
    // A demo account with a life: listings, rentals both ways, reviews.
    for (const kind of ['listings.json', 'rentals-as-renter.json', 'rentals-as-owner.json', 'reviews-received.json'])
      expect(json[kind].length, kind).toBeGreaterThan(0);
    const everything = JSON.stringify(json);
    expect(everything).toContain(anna.email);
    for (const other of DEMO_USERS.slice(1)) {
      expect(everything, other.email).not.toContain(other.email);
      expect(everything, other.mobileNumber).not.toContain(other.mobileNumber.replace(/\D/g, '').slice(-9));
      expect(everything, other.lastName).not.toContain(`${other.firstName} ${other.lastName}`);
    }
  });

  it('reports DAC7 for the demo year as summed here from its paid transport rentals, by quarter in Warsaw', async () => {
    const year = Number(TODAY.slice(0, 4));
    const report = await dac7Report({ db, documents }, year, SEEDED_AT);
    // By hand: each payment of the year, its rental's item a means of transport, the owner's share less standing refunds.
    const paid = await db
      .select({
        paymentId: payments.id,
        ownerId: rentals.ownerId,
        name: items.name,
        subtotal: rentals.subtotal,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .innerJoin(rentals, eq(rentals.id, payments.rentalId))
      .innerJoin(items, eq(items.id, rentals.itemId));
    const refunded = await db.select().from(refunds);
    const expected = new Map<number, { consideration: number[]; activities: number[] }>();
    for (const p of paid) {
      if (!p.paidAt || todayIso(p.paidAt).slice(0, 4) !== String(year) || !isTransportItem(p.name)) continue;
      const back = refunded
        .filter((f) => f.paymentId === p.paymentId && f.status !== 'failed')
        .reduce((sum, f) => sum + f.ownerPart, 0);
      const share = toGrosze(p.subtotal) - back;
      if (share <= 0) continue;
      const q = Math.floor((Number(todayIso(p.paidAt).slice(5, 7)) - 1) / 3);
      const seller = expected.get(p.ownerId) ?? { consideration: [0, 0, 0, 0], activities: [0, 0, 0, 0] };
      seller.consideration[q] += share;
      seller.activities[q] += 1;
      expected.set(p.ownerId, seller);
    }
    // The demo rents out bikes and scooters: someone is reportable.
    expect(expected.size).toBeGreaterThan(0);
    const reportable = report.sellers.filter((s) => s.reportable);
    expect(
      new Map(
        reportable.map((s) => [
          s.userId,
          { consideration: s.transport.consideration, activities: s.transport.activities },
        ]),
      ),
    ).toEqual(expected);
    // Everyone else who earned this year is listed, not reported; and nobody's fees are charged to them.
    for (const s of report.sellers) expect(s.transport.fees).toEqual([0, 0, 0, 0]);
  });
});
