import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { CancellationTerms, Flexibility } from '@/shared/constants/listing';
import type { RentalStatus } from '@/shared/domain/rental-status';
import { priceRental } from '@/shared/domain/pricing';
import { bayesianScore, meanRating } from '@/shared/domain/reviews';
import type { Db } from '@/server/db/client';
import { items, rentals, users } from '@/server/db/tables';

/** Test data inserted straight into the database (no password hashing, no photo processing): fast. */

export async function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const tag = randomBytes(6).toString('hex');
  const [u] = await db
    .insert(users)
    .values({
      username: `u-${tag}`,
      email: `u-${tag}@example.com`,
      passwordHash: '!no-login',
      firstName: 'Owner',
      lastName: tag,
      ...overrides,
    })
    .returning();
  return u;
}

/**
 * The stored rating columns of an item with these published item reviews, as refreshRatings writes them: for tests
 * of the catalogue's order that need no review rows.
 */
export function ratedBy(ratings: readonly number[]) {
  const sum = ratings.reduce((a, b) => a + b, 0);
  return {
    rating: meanRating(sum, ratings.length),
    reviewCount: ratings.length,
    ratingScore: bayesianScore(sum, ratings.length),
  };
}

/** `count` ratings of 4 and 5 averaging `mean` (4 to 5): forty 4.8s are 32 fives and 8 fours. */
export function ratingsAveraging(mean: number, count: number): number[] {
  const fives = Math.round((mean - 4) * count);
  return [...Array<number>(fives).fill(5), ...Array<number>(count - fives).fill(4)];
}

export async function insertItem(db: Db, ownerId: number, overrides: Partial<typeof items.$inferInsert> = {}) {
  const [item] = await db
    .insert(items)
    .values({
      ownerId,
      name: 'Przedmiot testowy',
      description: 'Opis przedmiotu testowego',
      categoryId: 7,
      pricePerDay: '10.00',
      value: '500.00',
      location: 'Warszawa',
      imageUrls: ['/images/placeholder.webp'],
      ...overrides,
    })
    .returning();
  return item;
}

export async function insertRental(
  db: Db,
  item: {
    id: number;
    ownerId: number;
    pricePerDay: string;
    cancellationTerms?: CancellationTerms;
    flexibility?: Flexibility;
    insuranceRequired?: boolean;
  },
  renterId: number,
  startDate: string,
  endDate: string,
  status: RentalStatus = 'confirmed',
) {
  const price = priceRental({ pricePerDay: item.pricePerDay, startDate, endDate });
  const [r] = await db
    .insert(rentals)
    .values({
      itemId: item.id,
      renterId,
      ownerId: item.ownerId,
      startDate,
      endDate,
      days: price.days,
      pricePerDay: price.pricePerDay,
      subtotal: price.subtotal,
      bookingFee: price.bookingFee,
      totalPrice: price.totalPrice,
      cancellationTerms: item.cancellationTerms ?? 'standard',
      flexibility: item.flexibility ?? 'moderate',
      insuranceRequired: item.insuranceRequired ?? false,
      status,
    })
    .returning();
  return r;
}

/** A small real PNG as a data URL, as the listing form sends a photo from the device. */
export async function pngDataUrl(color = '#3a7'): Promise<string> {
  const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
