import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIso } from '@/shared/domain/dates';
import { reviewDeadline } from '@/shared/domain/reviews';
import { deliveries, notifications, outbox, rentals, reviews, users } from '@/server/db/tables';
import { storedNoticeText } from '@/server/features/notifications/public';
import { displayDate } from '@/server/features/notifications/texts';
import { createTestApp } from '@/server/test/test-app';
import { DAY_MS, reviewWorld } from '@/server/test/review-world';
import { runReviewWindow } from './window';
import { testDeps } from '@/server/test/test-deps';

describe('review notices and the window job', async () => {
  const { app, db, config, clock } = await createTestApp();
  const { person, call, rentalOf, write } = reviewWorld(app, db);
  const deps = testDeps({ db, config, clock });
  const silent = { error: () => {} };

  /** The notices as their recipient's account language renders them (the inbox renders the reader's language). */
  const noticesOf = async (userId: number, rentalId: number, type: string) => {
    const rows = await db
      .select({ notice: notifications, lang: users.language })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.relatedId, rentalId),
          eq(notifications.type, type as 'review_reminder'),
        ),
      );
    return rows.map((r) => ({ ...r.notice, ...storedNoticeText(r.notice, r.lang) }));
  };
  const mailsTo = (email: string, subject: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, subject)));
  const completedAt = async (rentalId: number) =>
    (await db.select().from(rentals).where(eq(rentals.id, rentalId)))[0].statusChangedAt as Date;
  const published = async (rentalId: number) =>
    (await db.select().from(reviews).where(eq(reviews.rentalId, rentalId))).map((r) => r.publishedAt !== null);

  it('completion asks both parties, each in their language, with the deadline and a link to the reviews page', async () => {
    const owner = await person('Olga', 'Nowak', 'pl');
    const renter = await person('John', 'Smith', 'en');
    const { rental } = await rentalOf(owner, renter, { itemName: 'Wiertarka Bosch' });
    const deadline = displayDate(todayIso(reviewDeadline(await completedAt(rental.id))));
    const day = displayDate(rental.startDate);

    const [toOwner] = await noticesOf(owner.id, rental.id, 'review_requested');
    expect(toOwner).toMatchObject({ title: 'Oceń wypożyczenie' });
    expect(toOwner.message).toBe(
      `Wypożyczenie Twojego przedmiotu „Wiertarka Bosch” od ${day} do ${day} zostało zakończone. Oceń najemcę do ${deadline}. Opinie obu stron opublikujemy razem, gdy obie je wystawią, albo po upływie tego terminu.`,
    );
    const [toRenter] = await noticesOf(renter.id, rental.id, 'review_requested');
    expect(toRenter).toMatchObject({ title: 'Review your rental' });
    expect(toRenter.message).toContain(`Review the item and its owner by ${deadline}.`);

    const [plMail] = await mailsTo(owner.email, 'Oceń wypożyczenie');
    expect(plMail.text).toContain('http://localhost:3000/opinie');
    expect(plMail.html).toContain('href="http://localhost:3000/opinie"');
    expect(plMail.html).toContain('Przejdź do opinii');
    const [enMail] = await mailsTo(renter.email, 'Review your rental');
    expect(enMail.text).toContain(toRenter.message);
    expect(enMail.html).toContain('href="http://localhost:3000/reviews"');
    expect(enMail.html).toContain('Go to reviews');
    expect(enMail.text).not.toContain('/rentals');
  });

  it('the first side’s review tells the other side it waits (once, in their language, by e-mail), without its content', async () => {
    const owner = await person('Olga', 'Nowak', 'en');
    const renter = await person('Marta', 'Kowalska', 'pl');
    const { rental } = await rentalOf(owner, renter, { itemName: 'Namiot' });
    await write(renter.cookie, rental.id, 'item', 1, 'Tajna treść');
    await write(renter.cookie, rental.id, 'owner', 1, 'Tajna treść');
    const waiting = await noticesOf(owner.id, rental.id, 'review_waiting');
    expect(waiting).toHaveLength(1);
    expect(waiting[0].title).toBe('A review is waiting for you');
    expect(waiting[0].message).not.toContain('Tajna');
    const mails = await mailsTo(owner.email, 'A review is waiting for you');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).not.toContain('Tajna');
    expect(await noticesOf(renter.id, rental.id, 'review_waiting')).toEqual([]);
  });

  it('publishes a one-sided rental when its window closes (the clock past 14 days), with ratings and notices, once', async () => {
    const owner = await person('Olga', 'Nowak', 'pl');
    const renter = await person('John', 'Smith', 'en');
    const { rental, item } = await rentalOf(owner, renter);
    await write(renter.cookie, rental.id, 'item', 2);
    const closes = reviewDeadline(await completedAt(rental.id));

    const early = await runReviewWindow(deps, new Date(closes.getTime() - 60_000), silent);
    expect(early.published).not.toContain(rental.id);
    expect(await published(rental.id)).toEqual([false]);
    expect((await call('GET', `/api/items/${item.id}/reviews`)).json().total).toBe(0);

    const run = await runReviewWindow(deps, new Date(closes.getTime() + 60_000), silent);
    expect(run.published).toContain(rental.id);
    expect(await published(rental.id)).toEqual([true]);
    expect((await call('GET', `/api/items/${item.id}/reviews`)).json().total).toBe(1);
    expect((await call('GET', `/api/items/${item.id}`)).json()).toMatchObject({ rating: '2.00', reviewCount: 1 });
    const [toRenter] = await noticesOf(renter.id, rental.id, 'reviews_published');
    expect(toRenter.title).toBe('Reviews published');
    expect((await noticesOf(owner.id, rental.id, 'reviews_published'))[0].title).toBe('Opinie opublikowane');
    expect(await mailsTo(owner.email, 'Opinie opublikowane')).toHaveLength(1);

    const again = await runReviewWindow(deps, new Date(closes.getTime() + 20 * 60_000), silent);
    expect(again.published).not.toContain(rental.id);
    expect(await noticesOf(owner.id, rental.id, 'reviews_published')).toHaveLength(1);
    // And the window is closed to writers too.
    await db
      .update(rentals)
      .set({ statusChangedAt: new Date(Date.now() - 15 * DAY_MS) })
      .where(eq(rentals.id, rental.id));
    const late = await call('POST', '/api/reviews', owner.cookie, {
      rentalId: rental.id,
      rating: 5,
      comment: 'Za późno',
      reviewType: 'renter',
    });
    expect(late.json().code).toBe('REVIEW_WINDOW_CLOSED');
  });

  it('reminds 3 days before the close each party who has written nothing, once', async () => {
    const owner = await person('Olga', 'Nowak', 'pl');
    const renter = await person('John', 'Smith', 'en');
    const quiet = await rentalOf(owner, renter, { itemName: 'Kajak' });
    const half = await rentalOf(owner, renter, { itemName: 'Rower' });
    await write(renter.cookie, half.rental.id, 'item');
    const closes = reviewDeadline(await completedAt(quiet.rental.id));
    const deadline = displayDate(todayIso(closes));

    const tooEarly = await runReviewWindow(deps, new Date(closes.getTime() - 3 * DAY_MS - 60_000), silent);
    expect(tooEarly.reminded.filter((n) => n.rentalId === quiet.rental.id)).toEqual([]);

    const at = new Date(closes.getTime() - 3 * DAY_MS + 60_000);
    const run = await runReviewWindow(deps, at, silent);
    const mine = run.reminded.filter((n) => [quiet.rental.id, half.rental.id].includes(n.rentalId));
    expect(mine.map((n) => [n.rentalId, n.recipientId]).sort()).toEqual(
      [
        [quiet.rental.id, owner.id],
        [quiet.rental.id, renter.id],
        [half.rental.id, owner.id],
      ].sort(),
    );
    const [pl] = await noticesOf(owner.id, quiet.rental.id, 'review_reminder');
    expect(pl.title).toBe('Zostały 3 dni na wystawienie opinii');
    expect(pl.message).toContain(`Do ${deadline} możesz jeszcze ocenić wypożyczenie „Kajak”`);
    const [en] = await noticesOf(renter.id, quiet.rental.id, 'review_reminder');
    expect(en.message).toContain(`until ${deadline}`);
    expect(await noticesOf(renter.id, half.rental.id, 'review_reminder')).toEqual([]);

    const second = await runReviewWindow(deps, new Date(at.getTime() + 10 * 60_000), silent);
    expect(second.reminded.filter((n) => [quiet.rental.id, half.rental.id].includes(n.rentalId))).toEqual([]);
    expect(await noticesOf(owner.id, quiet.rental.id, 'review_reminder')).toHaveLength(1);
    const queued = await db
      .select()
      .from(deliveries)
      .where(inArray(deliveries.recipient, [owner.email, renter.email]));
    expect(queued.filter((d) => JSON.stringify(d.payload).includes('3 dni na wystawienie'))).toHaveLength(2);
  });
});
