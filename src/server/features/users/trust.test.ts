import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { RESPONSE_TIME_SCAN } from '@/shared/constants/response-times';
import type { RentalStatus } from '@/shared/domain/rental-status';
import { conversations, kycVerifications, messages, rentalEvents, rentals, users } from '@/server/db/tables';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';

const MIN = 60_000;
const DAY = 86_400_000;

/** Issue 20 §4: the identity badge and the response time on a person's public card tell what the records say. */
describe('trust signals of GET /api/users/{id}', async () => {
  const { app, db } = await createTestApp();
  type Trust = {
    isVerified: boolean;
    phoneVerified: boolean;
    responseTime: string;
    responseTimeMinutes: number | null;
  };
  /** The profile's signals, which the item page's owner card (its own statement) must tell alike. */
  const card = async (id: number) => {
    const [profile, owner] = await Promise.all(
      [`/api/users/${id}`, `/api/users/${id}/card`].map((url) => app.inject({ method: 'GET', url })),
    );
    expect(profile.statusCode, profile.body).toBe(200);
    expect(owner.statusCode, owner.body).toBe(200);
    const { isVerified, phoneVerified, responseTime, responseTimeMinutes } = profile.json<Trust>();
    expect(owner.json<Trust>()).toMatchObject({ isVerified, phoneVerified, responseTime, responseTimeMinutes });
    return { isVerified, phoneVerified, responseTime, responseTimeMinutes };
  };
  const check = (userId: number, verificationStatus: 'pending' | 'approved' | 'rejected') =>
    db.insert(kycVerifications).values({
      userId,
      verificationStatus,
      documentType: 'passport',
      documentNumberLast4: '4567',
      firstName: 'Anna',
      lastName: 'Nowak',
      dateOfBirth: '1990-05-17',
      nationality: 'Polish',
      address: 'ul. Długa 5/3',
      city: 'Kraków',
      postalCode: '31-147',
      phoneNumber: '+48 600700800',
      reviewedAt: verificationStatus === 'pending' ? null : new Date(),
    });

  it('calls a person verified only with an approved identity check, whatever users.is_verified holds', async () => {
    // The old meaning: the flag set with no check on record (the demo owners had it so).
    const flagged = await insertUser(db, { isVerified: true });
    expect((await card(flagged.id)).isVerified).toBe(false);
    const pending = await insertUser(db);
    await check(pending.id, 'pending');
    expect((await card(pending.id)).isVerified).toBe(false);
    const rejected = await insertUser(db);
    await check(rejected.id, 'rejected');
    expect((await card(rejected.id)).isVerified).toBe(false);
    const approved = await insertUser(db);
    await check(approved.id, 'rejected');
    await check(approved.id, 'approved');
    expect((await card(approved.id)).isVerified).toBe(true);
  });

  it('keeps a verified phone apart from the identity badge, on the public card and in the account itself', async () => {
    const me = await signedInUser(db);
    await db.update(users).set({ phoneVerified: true, mobileNumber: '+48 600100200' }).where(eq(users.id, me.id));
    expect(await card(me.id)).toMatchObject({ isVerified: false, phoneVerified: true });
    const own = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: me.cookie } });
    expect(own.json().user).toMatchObject({ isVerified: false, phoneVerified: true });
    // The public card shows no number.
    expect(JSON.stringify(await card(me.id))).not.toContain('600100200');
    await check(me.id, 'approved');
    const after = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: me.cookie } });
    expect(after.json().user).toMatchObject({ isVerified: true, phoneVerified: true });
  });

  it('shows the same identity badge on the booking page as on the public card', async () => {
    const owner = await signedInUser(db);
    const renter = await signedInUser(db);
    await db.update(users).set({ isVerified: true, phoneVerified: true }).where(eq(users.id, owner.id));
    await check(renter.id, 'approved');
    const item = await insertItem(db, owner.id);
    const day = addDays(todayIso(), 40);
    const rental = await insertRental(db, item, renter.id, day, day, 'pending');
    const view = (
      await app.inject({ method: 'GET', url: `/api/rentals/${rental.id}`, headers: { cookie: renter.cookie } })
    ).json();
    expect(view.owner).toMatchObject({ isVerified: false, phoneVerified: true });
    expect(view.renter).toMatchObject({ isVerified: true });
  });

  /** `answers[i]`: minutes from the i-th request (oldest first, a day apart) to its acceptance or decline; null: none. */
  async function ownerWithAnswers(answers: (number | null)[], how: 'move' | 'message' = 'move') {
    const owner = await insertUser(db);
    const item = await insertItem(db, owner.id);
    const start = Date.now() - (answers.length + 2) * DAY;
    for (const [i, minutes] of answers.entries()) {
      const renter = await insertUser(db);
      const status: RentalStatus = minutes === null ? 'pending' : 'declined';
      const day = addDays(todayIso(), 30 + i);
      const r = await insertRental(db, item, renter.id, day, day, status);
      const asked = new Date(start + i * DAY);
      await db.update(rentals).set({ createdAt: asked }).where(eq(rentals.id, r.id));
      await db.insert(rentalEvents).values({ rentalId: r.id, step: 'pending', at: asked, by: 'renter' });
      if (minutes === null) continue;
      const answered = new Date(asked.getTime() + minutes * MIN);
      if (how === 'move') {
        await db.insert(rentalEvents).values({ rentalId: r.id, step: 'declined', at: answered, by: 'owner' });
      } else {
        // A reply in the conversation, and the decline much later: the reply is the answer.
        const [c] = await db
          .insert(conversations)
          .values({
            itemId: item.id,
            ownerId: owner.id,
            renterId: renter.id,
            createdAt: asked,
            lastMessageAt: answered,
          })
          .returning();
        await db.insert(messages).values([
          { conversationId: c.id, senderId: renter.id, content: 'Dzień dobry', createdAt: asked },
          { conversationId: c.id, senderId: owner.id, content: 'Dzień dobry, tak', createdAt: answered },
        ]);
        await db
          .insert(rentalEvents)
          .values({ rentalId: r.id, step: 'declined', at: new Date(answered.getTime() + 600 * MIN), by: 'owner' });
      }
    }
    return owner;
  }

  it('takes the median over the last 20 answered requests: an older outlier no longer counts', async () => {
    // 21 requests: the oldest answered after 5 days, then ten after 30 minutes and ten after 90 (in turn).
    const recent = Array.from({ length: 20 }, (_, i) => (i % 2 ? 90 : 30));
    const owner = await ownerWithAnswers([5 * 24 * 60, ...recent]);
    // The last 20: the median of ten 30s and ten 90s is 60; over all 21 (or a mean) it would be 90 (or ~400).
    expect(await card(owner.id)).toMatchObject({ responseTimeMinutes: 60, responseTime: 'within_hour' });
    // Within the window the outlier counts: the median of nine 30s, ten 90s and 7200 is 90.
    const within = await ownerWithAnswers([5 * 24 * 60, ...recent.slice(1)]);
    expect(await card(within.id)).toMatchObject({ responseTimeMinutes: 90, responseTime: 'within_few_hours' });
  });

  it('looks for answers among the last 100 requests only: older answers behind 100 unanswered ones do not count', async () => {
    const owner = await ownerWithAnswers([30, 40, 50, ...Array<null>(RESPONSE_TIME_SCAN).fill(null)]);
    expect((await card(owner.id)).responseTimeMinutes).toBeNull();
    const within = await ownerWithAnswers([30, 40, 50, ...Array<null>(RESPONSE_TIME_SCAN - 3).fill(null)]);
    expect((await card(within.id)).responseTimeMinutes).toBe(40);
  });

  it('has no figure below 3 answers ("new owner"); waiting requests and other people do not count', async () => {
    const fresh = await insertUser(db);
    expect(await card(fresh.id)).toMatchObject({ responseTimeMinutes: null, responseTime: 'within_hour' });
    const two = await ownerWithAnswers([30, 40, null, null, null]);
    expect((await card(two.id)).responseTimeMinutes).toBeNull();
    const three = await ownerWithAnswers([30, null, 40, 500]);
    expect(await card(three.id)).toMatchObject({ responseTimeMinutes: 40, responseTime: 'within_hour' });
  });

  it("counts a reply in the request's conversation as the answer, and buckets a slow owner as within a day", async () => {
    const chatty = await ownerWithAnswers([15, 20, 25], 'message');
    expect(await card(chatty.id)).toMatchObject({ responseTimeMinutes: 20, responseTime: 'within_hour' });
    const slow = await ownerWithAnswers([600, 900, 3000]);
    expect(await card(slow.id)).toMatchObject({ responseTimeMinutes: 900, responseTime: 'within_day' });
  });
});
