import { and, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { addDays, todayIso } from '@/shared/domain/dates';
import { priceRental } from '@/shared/domain/pricing';
import type { DocumentStorage } from '@/server/adapters/documents/document-storage';
import type { FileStorage } from '@/server/adapters/storage/storage';
import { hashPassword } from '@/server/lib/passwords';
import type { DbOrTx } from '@/server/db/client';
import { planDemoItems, type PlannedItem } from './demo-catalogue';
import { storeDemoAvatars } from './demo-avatars';
import { drawDemoDocuments, seedDemoIdentities } from './demo-identity';
import { createDemoPhotoRenderer } from './demo-photos';
import { demoHistory, demoStatusChange, planDemoRentals } from './demo-rentals';
import { DEMO_USERS } from './demo-users';
import { demoConsents } from './demo-consents';
import { TERMS_VERSION } from '@/shared/domain/legal';
import { seedDemoMoney } from './demo-money';
import { insertPastRentals } from '@/server/features/rentals/public';
import { refreshRatings } from '@/server/features/reviews/public';
import { planDemoReviews } from './demo-reviews';
import { consents, items, rentalEvents, reviews, users } from '@/server/db/tables';

export { DEMO_USERS } from './demo-users';

/** Every demo account shares this password (it meets the spec's five rules). */
export const DEMO_PASSWORD = 'Demo1234!';

/** Runs `task` over `list` with at most `limit` at a time (sharp has few threads; this bounds memory too). */
async function mapLimited<T, R>(list: T[], limit: number, task: (value: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const i = next++;
      out[i] = await task(list[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
  return out;
}

/** Draws every demo photo (both variants) into the storage; returns each item's image URLs. */
async function renderPhotos(storage: FileStorage, planned: PlannedItem[]): Promise<string[][]> {
  const render = createDemoPhotoRenderer(storage);
  const jobs = planned.flatMap((item, i) => item.photos.map((photo) => ({ i, item, photo })));
  const urls = await mapLimited(jobs, 4, ({ item, photo }) =>
    render(photo.base, item.name, item.categoryId, photo.shade),
  );
  const byItem: string[][] = planned.map(() => []);
  jobs.forEach((job, j) => byItem[job.i].push(urls[j]));
  return byItem;
}

/**
 * Seeds demo data into an empty database only (no users yet); returns whether it did. Deterministic: the same
 * accounts (with drawn avatars under avatars/), items, photos (drawn locally under demo/ in the storage) and rentals,
 * dated from the moment of seeding (`clock`), so the demo has fresh requests whenever it first starts.
 * `testPayments`: the app pays through the built-in test provider, so the paid rentals get their payment in its ledger
 * too (a cancellation then refunds for real), the owners their payout accounts and payouts (seed/demo-money.ts); with
 * Stripe there is no intent to point at.
 * `documents`: the private storage where the verified people's drawn identity documents go (seed/demo-identity.ts).
 */
export async function seedDemoData(
  db: DbOrTx,
  storage: FileStorage,
  clock: Date,
  opts: { testPayments?: boolean; documents: DocumentStorage },
): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const planned = planDemoItems();
  const verified = DEMO_USERS.filter((u) => u.isVerified);
  const [passwordHash, photoUrls, avatarUrls, documentImages] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    renderPhotos(storage, planned),
    storeDemoAvatars(storage, DEMO_USERS),
    Promise.all(verified.map((u, i) => drawDemoDocuments(`${u.firstName} ${u.lastName}`.toUpperCase(), i))),
  ]);
  const now = clock.getTime();
  const today = todayIso(clock);
  const writtenDocuments: string[] = [];

  try {
    return await db.transaction((tx) => seedInTransaction(tx));
  } catch (e) {
    for (const key of writtenDocuments) await opts.documents.remove(key).catch(() => undefined);
    throw e;
  }

  async function seedInTransaction(tx: DbOrTx): Promise<boolean> {
    const userRows = await tx
      .insert(users)
      .values(
        // The response time is computed from the rentals' histories (responseTime is the owner's habit there) and the
        // identity badge from the checks on record; is_verified is kept as the cache an approval writes.
        DEMO_USERS.map(({ city: _city, photo: _photo, responseTime: _habit, createdAt, ...u }, i) => ({
          ...u,
          passwordHash,
          profilePhotoUrl: avatarUrls[i],
          countryCode: '+48',
          phoneVerified: true,
          // Demo addresses count as confirmed, so demo accounts (the admin too) work without the e-mailed link.
          emailVerifiedAt: new Date(createdAt),
          // Demo accounts have accepted the current terms (issue 27 §2), so the first start asks nobody.
          termsAcceptedVersion: TERMS_VERSION,
          termsAcceptedAt: clock,
          createdAt: new Date(createdAt),
          updatedAt: new Date(createdAt),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = new Map(userRows.map((u) => [u.email, u.id]));
    await tx.insert(consents).values(demoConsents(userRows, clock));
    await seedDemoIdentities(
      tx,
      opts.documents,
      verified.map((u, i) => ({
        userId: userId.get(u.email)!,
        firstName: u.firstName,
        lastName: u.lastName,
        mobileNumber: u.mobileNumber,
        city: u.city ?? 'Warszawa',
        images: documentImages[i],
      })),
      DEMO_USERS.filter((u) => u.role === 'admin').map((u) => userId.get(u.email)!)[0] ?? null,
      clock,
      writtenDocuments,
    );

    const itemRows = await tx
      .insert(items)
      .values(
        planned.map((p, i) => {
          const listedAt = new Date(now - p.ageHours * 3_600_000);
          return {
            ownerId: userId.get(p.ownerEmail)!,
            name: p.name,
            description: p.description,
            categoryId: p.categoryId,
            pricePerDay: p.pricePerDay.toFixed(2),
            value: p.value.toFixed(2),
            damageDeposit: (p.damageDeposit ?? 0).toFixed(2),
            imageUrls: photoUrls[i],
            available: p.available,
            location: p.location,
            district: p.district,
            cancellationTerms: p.cancellationTerms,
            flexibility: p.flexibility,
            insuranceRequired: p.insuranceRequired,
            instantBooking: p.instantBooking,
            instantBookingVerifiedOnly: p.instantBookingVerifiedOnly,
            createdAt: listedAt,
            updatedAt: listedAt,
          };
        }),
      )
      .returning({ id: items.id, ownerId: items.ownerId });

    const plannedRentals = planDemoRentals();
    // Through rentals' one writer of statuses, like every move (features/rentals/transition.ts).
    const inserted = await insertPastRentals(
      tx,
      plannedRentals.map((r) => {
        const item = planned[r.item];
        const renterId = userId.get(r.renterEmail)!;
        if (renterId === itemRows[r.item].ownerId) throw new Error(`Demo rental of item ${r.item}: the renter owns it`);
        const startDate = addDays(today, r.from);
        const endDate = addDays(today, r.to);
        const price = priceRental({
          pricePerDay: item.pricePerDay,
          damageDeposit: item.damageDeposit ?? 0,
          startDate,
          endDate,
        });
        const requestedAt = new Date(now - r.requestedMinutesAgo * 60_000);
        const moved = demoStatusChange(r.status, requestedAt, startDate, endDate, r.answerMinutes);
        return {
          itemId: itemRows[r.item].id,
          renterId,
          ownerId: itemRows[r.item].ownerId,
          startDate,
          endDate,
          days: price.days,
          pricePerDay: price.pricePerDay,
          subtotal: price.subtotal,
          bookingFee: price.bookingFee,
          totalPrice: price.totalPrice,
          damageDeposit: price.damageDeposit,
          insuranceAccepted: item.insuranceRequired,
          cancellationTerms: item.cancellationTerms,
          flexibility: item.flexibility,
          insuranceRequired: item.insuranceRequired,
          status: r.status,
          paymentStatus: r.paymentStatus,
          createdAt: requestedAt,
          updatedAt: moved?.at ?? requestedAt,
          statusChangedAt: moved?.at ?? null,
          statusChangedBy: moved?.by ?? null,
        };
      }),
    );
    const rentalRows = inserted.map((r) => ({ ...r, completedAt: r.statusChangedAt }));
    // The rows come back in the order planned; the owners' response times are computed from these histories.
    const histories = rentalRows.map((r, i) =>
      demoHistory(
        r.status,
        r.paymentStatus !== 'unpaid',
        r.createdAt,
        r.startDate,
        r.endDate,
        plannedRentals[i].answerMinutes,
      ),
    );
    await tx
      .insert(rentalEvents)
      .values(rentalRows.flatMap((r, i) => histories[i].map((e) => ({ rentalId: r.id, ...e }))));
    const paidAt = new Map(
      rentalRows.flatMap((r, i) => histories[i].filter((e) => e.step === 'paid').map((e) => [r.id, e.at] as const)),
    );
    if (opts.testPayments) await seedDemoMoney(tx, rentalRows, paidAt, clock);

    // Real reviews of the completed rentals; the ratings everywhere are computed from the published ones.
    const demoReviews = planDemoReviews(
      plannedRentals,
      rentalRows.map((r) => (r.status === 'completed' && r.completedAt ? { ...r, completedAt: r.completedAt } : null)),
      clock,
    );
    if (demoReviews.length > 0) await tx.insert(reviews).values(demoReviews);
    await refreshRatings(tx, {
      itemIds: [...new Set(demoReviews.map((r) => r.itemId))],
      userIds: [...new Set(demoReviews.map((r) => r.targetUserId))],
    });
    return true;
  }
}

/**
 * ADMIN_EMAILS is the server's list of administrators: those accounts get the role at every start, once their address
 * is confirmed; whoever merely typed the address at sign-up or in a change does not (docs/decisions/0018).
 */
export async function syncAdmins(db: DbOrTx, adminEmails: string[]) {
  if (adminEmails.length === 0) return;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(
      and(
        inArray(sql`lower(${users.email}::text)`, adminEmails),
        ne(users.role, 'admin'),
        isNotNull(users.emailVerifiedAt),
      ),
    );
}
