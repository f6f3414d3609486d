import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { publicProfileSchema, publicUserSchema, type PublicProfile } from '@/shared/schemas/users';
import { items, kycVerifications, rentalEvents, rentals, reviews, users } from '@/server/db/tables';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { createTestApp, registerUser, VALID_PASSWORD } from '@/server/test/test-app';

const MIN = 60_000;
const DAY = 86_400_000;

/** Issue 26 §4: GET /api/users/{id} is the public profile: what it shows, and what it never does. */
describe('the public profile (GET /api/users/{id})', async () => {
  const { app, db } = await createTestApp();
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
  const profileOf = async (id: number) => {
    const res = await get(`/api/users/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, profile: res.json<PublicProfile>() };
  };

  /** A completed rental of `item` by `renterId` on a past day, and a review of it. */
  let day = 0;
  async function reviewed(
    item: Awaited<ReturnType<typeof insertItem>>,
    renterId: number,
    type: 'item' | 'owner' | 'renter',
    rating: number,
    state: { published?: boolean; hidden?: boolean; comment?: string; at?: Date } = {},
  ) {
    day++;
    const date = addDays(todayIso(), -100 + day);
    const rental = await insertRental(db, item, renterId, date, date, 'completed');
    const [r] = await db
      .insert(reviews)
      .values({
        itemId: item.id,
        rentalId: rental.id,
        reviewerId: type === 'renter' ? item.ownerId : renterId,
        targetUserId: type === 'renter' ? renterId : item.ownerId,
        reviewType: type,
        rating,
        comment: state.comment ?? `Opinia ${rating}`,
        publishedAt: state.published === false ? null : (state.at ?? new Date(Date.now() - (100 - day) * MIN)),
        hiddenAt: state.hidden ? new Date() : null,
      })
      .returning();
    return r;
  }

  /** Anna, an owner and renter with a phone, a real surname and an e-mail that spells it. */
  let phones = 0;
  async function anna() {
    const phone = `601 234 56${phones++}`;
    const reg = await registerUser(app, {
      email: `anna.wisniewska-${Date.now()}@example.com`,
      firstName: 'Anna',
      lastName: 'Wiśniewska',
      mobileNumber: `+48 ${phone}`,
    });
    await db
      .update(users)
      .set({ phoneVerified: true, profilePhotoUrl: '/uploads/avatars/anna.webp' })
      .where(eq(users.id, reg.id));
    const [row] = await db.select().from(users).where(eq(users.id, reg.id));
    return { ...reg, row, phone };
  }

  it('shows the short name, city, member since, badges, photo, ratings, reviews and listings', async () => {
    const a = await anna();
    await db.insert(kycVerifications).values({
      userId: a.id,
      verificationStatus: 'approved',
      documentType: 'passport',
      documentNumberLast4: '1234',
      firstName: 'Anna',
      lastName: 'Wiśniewska',
      dateOfBirth: '1990-05-17',
      nationality: 'Polish',
      address: 'ul. Ukryta 7/3',
      city: 'Gdańsk',
      postalCode: '80-001',
      phoneNumber: '+48 601 234 567',
      reviewedAt: new Date(),
    });
    const drill = await insertItem(db, a.id, { name: 'Wiertarka', location: 'Kraków' });
    const tent = await insertItem(db, a.id, { name: 'Namiot', location: 'Kraków', available: false });
    await insertItem(db, a.id, { name: 'Usunięty rower', location: 'Kraków', deletedAt: new Date() });
    const kayak = await insertItem(db, a.id, { name: 'Kajak', location: 'Gdynia' });
    const renter = await insertUser(db, { firstName: 'Marek', lastName: 'Zieliński' });
    // As owner: 5 and 3 published; a blind one (the renter's side waiting) and a hidden one do not count.
    await reviewed(drill, renter.id, 'owner', 5, { comment: 'Świetny kontakt' });
    await reviewed(drill, renter.id, 'owner', 3);
    await reviewed(drill, renter.id, 'owner', 1, { published: false, comment: 'Ślepa opinia' });
    await reviewed(drill, renter.id, 'owner', 1, { hidden: true, comment: 'Ukryta opinia' });
    // About the item, not about her: in neither rating nor her list.
    await reviewed(drill, renter.id, 'item', 1, { comment: 'O przedmiocie' });
    // As renter: another owner's review of her.
    const other = await insertUser(db, { firstName: 'Olga', lastName: 'Kamińska' });
    const otherItem = await insertItem(db, other.id);
    await reviewed(otherItem, a.id, 'renter', 4, { comment: 'Oddała w terminie', at: new Date() });

    const { body, profile } = await profileOf(a.id);
    expect(() => publicProfileSchema.parse(profile)).not.toThrow();
    expect(profile).toMatchObject({
      id: a.id,
      name: 'Anna W.',
      firstName: 'Anna',
      lastName: 'W.',
      username: 'Anna W.',
      city: 'Kraków',
      profilePhotoUrl: '/uploads/avatars/anna.webp',
      isVerified: true,
      phoneVerified: true,
      asOwner: { averageRating: '4.00', reviewCount: 2 },
      asRenter: { averageRating: '4.00', reviewCount: 1 },
      reviewsTotal: 3,
      listingsTotal: 3,
    });
    expect(profile.memberSince).toBe(a.row.createdAt.toISOString());
    expect(profile.createdAt).toBe(profile.memberSince);
    // Newest first, each with its author's short name and id, its role, rating, text and date.
    expect(profile.reviews.map((r) => [r.reviewType, r.rating, r.comment])).toEqual([
      ['renter', 4, 'Oddała w terminie'],
      ['owner', 3, 'Opinia 3'],
      ['owner', 5, 'Świetny kontakt'],
    ]);
    expect(profile.reviews[0].reviewer).toEqual({ id: other.id, name: 'Olga K.', profilePhotoUrl: null });
    expect(profile.reviews[2].reviewer).toMatchObject({ id: renter.id, name: 'Marek Z.' });
    expect(profile.reviews.every((r) => r.published && r.publishedAt)).toBe(true);
    // Available first, then newest; the deleted one never.
    expect(profile.listings.map((l) => l.name)).toEqual(['Kajak', 'Wiertarka', 'Namiot']);
    expect(profile.listings[2]).toMatchObject({ id: tent.id, available: false });
    expect(profile.listings[0]).toEqual({
      id: kayak.id,
      name: 'Kajak',
      imageUrls: ['/images/placeholder.webp'],
      rating: '0.00',
      reviewCount: 0,
      available: true,
      location: 'Gdynia',
      district: null,
      pricePerDay: '10.00',
      instantBooking: false,
    });
    for (const hidden of ['Ślepa opinia', 'Ukryta opinia', 'O przedmiocie', 'Usunięty rower'])
      expect(body).not.toContain(hidden);

    // Nothing private: no e-mail (nor its local part), no phone, no surname, no address from the identity check.
    for (const secret of [
      a.email,
      'anna.wisniewska',
      '601 234 567',
      '601234567',
      'Wiśniewska',
      'Wisniewska',
      'Ukryta 7',
      '80-001',
      'Zieliński',
      'Kamińska',
    ])
      expect(body.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    for (const key of ['email', 'mobileNumber', 'countryCode', 'role', 'language', 'passwordHash', 'pendingEmail'])
      expect(profile, key).not.toHaveProperty(key);
  });

  it('the owner card’s old fields stay, with the surname cut to its initial; the account’s own view keeps it whole', async () => {
    const a = await anna();
    const { profile } = await profileOf(a.id);
    expect(profile).toMatchObject({ averageRating: '0.00', reviewCount: 0, responseTime: 'within_hour' });
    expect(profile).toMatchObject({ asOwner: { reviewCount: 0 }, asRenter: { reviewCount: 0 }, city: null });
    expect(profile.reviews).toEqual([]);
    expect(profile.listings).toEqual([]);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: a.cookie } });
    expect(me.json().user).toMatchObject({ firstName: 'Anna', lastName: 'Wiśniewska', email: a.email });
  });

  it('the owner card (GET /api/users/{id}/card) is the profile’s card fields alone, named the same way', async () => {
    const a = await anna();
    const renter = await insertUser(db, { firstName: 'Marek', lastName: 'Zieliński' });
    const drill = await insertItem(db, a.id, { name: 'Wiertarka', location: 'Kraków' });
    await reviewed(drill, renter.id, 'owner', 4, { comment: 'Dobry kontakt' });
    const { profile } = await profileOf(a.id);
    const res = await get(`/api/users/${a.id}/card`);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json();
    expect(Object.keys(card).sort()).toEqual(Object.keys(publicUserSchema.shape).sort());
    const cardFields = Object.fromEntries(Object.keys(publicUserSchema.shape).map((k) => [k, profile[k as 'id']]));
    expect(card).toEqual(cardFields);
    expect(card).toMatchObject({ username: 'Anna W.', firstName: 'Anna', lastName: 'W.', phoneVerified: true });
    // Neither the profile's reviews and listings nor anything private.
    for (const secret of ['Dobry kontakt', 'Wiertarka', 'Kraków', a.email, 'anna.wisniewska', 'Wiśniewska', a.phone])
      expect(res.body.toLowerCase(), secret).not.toContain(secret.toLowerCase());
  });

  it('a first name that repeats the surname does not show it', async () => {
    const u = await insertUser(db, { firstName: 'Jan Nowakowski', lastName: 'Nowakowski', username: 'jan.nowakowski' });
    const { body, profile } = await profileOf(u.id);
    expect(profile).toMatchObject({ name: 'Jan N.', firstName: 'Jan', lastName: 'N.' });
    expect(body.toLowerCase()).not.toContain('nowakowski');
  });

  it('answers the real response time from the owner’s answers, never a made-up one', async () => {
    const owner = await insertUser(db);
    const item = await insertItem(db, owner.id);
    const start = Date.now() - 10 * DAY;
    for (const [i, minutes] of [120, 150, 180].entries()) {
      const renter = await insertUser(db);
      const d = addDays(todayIso(), 30 + i);
      const r = await insertRental(db, item, renter.id, d, d, 'declined');
      const asked = new Date(start + i * DAY);
      await db.update(rentals).set({ createdAt: asked }).where(eq(rentals.id, r.id));
      await db
        .insert(rentalEvents)
        .values({ rentalId: r.id, step: 'declined', at: new Date(asked.getTime() + minutes * MIN), by: 'owner' });
    }
    const { profile } = await profileOf(owner.id);
    expect(profile).toMatchObject({ responseTimeMinutes: 150, responseTime: 'within_few_hours' });
    // Too few answers: no figure at all.
    const fresh = await insertUser(db);
    expect((await profileOf(fresh.id)).profile.responseTimeMinutes).toBeNull();
  });

  it('pages the rest of the listings and the reviews', async () => {
    const owner = await insertUser(db, { firstName: 'Piotr', lastName: 'Nowak' });
    for (let i = 0; i < 10; i++) await insertItem(db, owner.id, { name: `Rzecz ${i}`, available: i % 3 !== 0 });
    const { profile } = await profileOf(owner.id);
    expect(profile.listings).toHaveLength(8);
    expect(profile.listingsTotal).toBe(10);
    const page2 = (await get(`/api/users/${owner.id}/listings?page=2&limit=8`)).json();
    expect(page2).toMatchObject({ total: 10, page: 2, limit: 8 });
    const all = [...profile.listings, ...page2.listings] as { id: number; available: boolean }[];
    expect(new Set(all.map((l) => l.id)).size).toBe(10);
    // Every available one before every unavailable one.
    expect(all.map((l) => l.available)).toEqual([...Array(6).fill(true), ...Array(4).fill(false)]);
    expect((await get(`/api/users/${owner.id}/listings?limit=500`)).statusCode).toBe(400);

    const renter = await insertUser(db);
    const item = await insertItem(db, owner.id);
    for (let i = 0; i < 7; i++) await reviewed(item, renter.id, 'owner', 5);
    const again = (await profileOf(owner.id)).profile;
    expect(again.reviews).toHaveLength(5);
    expect(again.reviewsTotal).toBe(7);
    const more = (await get(`/api/users/${owner.id}/reviews?page=2&limit=5`)).json();
    expect(more.reviews).toHaveLength(2);
    expect([...again.reviews, ...more.reviews].map((r: { id: number }) => r.id)).toHaveLength(7);
  });

  it('404 for an unknown and for a deleted (anonymised) account, its listings and reviews too', async () => {
    expect((await get('/api/users/999999')).statusCode).toBe(404);
    expect((await get('/api/users/999999/listings')).statusCode).toBe(404);
    expect((await get('/api/users/999999/card')).statusCode).toBe(404);
    const a = await anna();
    await insertItem(db, a.id);
    expect((await get(`/api/users/${a.id}`)).statusCode).toBe(200);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/users/${a.id}`,
      headers: { cookie: a.cookie },
      payload: { currentPassword: VALID_PASSWORD },
    });
    expect(del.statusCode, del.body).toBe(200);
    for (const url of [
      `/api/users/${a.id}`,
      `/api/users/${a.id}/card`,
      `/api/users/${a.id}/listings`,
      `/api/users/${a.id}/reviews`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
    // The listings of a deleted account are gone from the catalogue too.
    const left = await db.select({ deletedAt: items.deletedAt }).from(items).where(eq(items.ownerId, a.id));
    expect(left.every((i) => i.deletedAt !== null)).toBe(true);
  });
});
