import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import type { RentalStatus } from '@/shared/domain/rental-status';
import type { App } from '@/server/app';
import type { Db } from '@/server/db/client';
import { rentals, users } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';

export const DAY_MS = 86_400_000;

/** The reviews tests' world: people with sessions, and rentals completed by their owner through the API. */
export function reviewWorld(app: App, db: Db) {
  /** A signed-in person; one given a language makes every request in it (requests remember their language). */
  const languages = new Map<string, 'pl' | 'en'>();
  async function person(firstName: string, lastName: string, language?: 'pl' | 'en') {
    const u = await signedInUser(db);
    await db
      .update(users)
      .set({ firstName, lastName, language: language ?? 'pl' })
      .where(eq(users.id, u.id));
    if (language) languages.set(u.cookie, language);
    return { ...u, firstName, lastName };
  }

  /** A request in the caller's language (English for a visitor or a person made without one). */
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string | null, payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: { 'accept-language': (cookie && languages.get(cookie)) ?? 'en', ...(cookie ? { cookie } : {}) },
    });

  /**
   * A one-day rental of a new item of `owner`, for today, active, then completed by its owner through the API (the
   * one door, with its notices); `completedDaysAgo` moves its completion back (the review window runs from it).
   */
  async function rentalOf(
    owner: { id: number; cookie: string },
    renter: { id: number },
    opts: {
      itemName?: string;
      completedDaysAgo?: number;
      status?: RentalStatus;
      /** Another rental of this item (on another day: `rentedDaysAgo`). */
      item?: { id: number; ownerId: number; pricePerDay: string };
      rentedDaysAgo?: number;
    } = {},
  ) {
    const item = opts.item ?? (await insertItem(db, owner.id, { name: opts.itemName ?? 'Namiot czteroosobowy' }));
    const status = opts.status ?? 'completed';
    const day = addDays(todayIso(), -(opts.rentedDaysAgo ?? 0));
    const rental = await insertRental(db, item, renter.id, day, day, status === 'completed' ? 'active' : status);
    if (status === 'completed') {
      const res = await call('PUT', `/api/rentals/${rental.id}/complete`, owner.cookie);
      if (res.statusCode !== 200) throw new Error(`complete failed: ${res.statusCode} ${res.body}`);
      if (opts.completedDaysAgo)
        await db
          .update(rentals)
          .set({ statusChangedAt: new Date(Date.now() - opts.completedDaysAgo * DAY_MS) })
          .where(eq(rentals.id, rental.id));
    }
    return { item, rental };
  }

  async function write(
    cookie: string,
    rentalId: number,
    reviewType: 'item' | 'owner' | 'renter',
    rating = 5,
    comment = 'Wszystko w porządku',
  ) {
    const res = await call('POST', '/api/reviews', cookie, { rentalId, rating, comment, reviewType });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; published: boolean; publishedAt: string | null }>();
  }

  return { person, call, rentalOf, write };
}
