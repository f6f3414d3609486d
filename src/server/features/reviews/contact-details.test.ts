import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '@/server/db/tables';
import { createTestApp } from '@/server/test/test-app';
import { reviewWorld } from '@/server/test/review-world';

/** Reviews and replies are public: they refuse contact details (issue 20 §2, §6). */
describe('review texts refuse contact details', async () => {
  const { app, db } = await createTestApp();
  const { person, call, rentalOf, write } = reviewWorld(app, db);
  const EN =
    'Reviews and replies are public: leave out phone numbers, e-mail addresses, links and messenger names. The parties see each other’s contact details once the rental is paid';
  const PL =
    'Opinie i odpowiedzi są publiczne: nie podawaj w nich telefonu, e-maila, linku ani komunikatora. Dane kontaktowe strony widzą, gdy wynajem zostanie opłacony';

  it('POST /api/reviews: 400 CONTACT_DETAILS_NOT_ALLOWED on comment, in the writer language; nothing is written', async () => {
    const owner = await person('Olga', 'Nowak');
    const renter = await person('Marta', 'Kowalska', 'pl');
    const { rental } = await rentalOf(owner, renter);
    const res = await call('POST', '/api/reviews', renter.cookie, {
      rentalId: rental.id,
      rating: 5,
      comment: 'Super! Polecam, mój numer 600\u200b700\u200b800',
      reviewType: 'item',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTACT_DETAILS_NOT_ALLOWED', fields: { comment: PL } });
    expect(await db.select().from(reviews).where(eq(reviews.rentalId, rental.id))).toEqual([]);
    // The same review without the number is accepted.
    await write(renter.cookie, rental.id, 'item', 5, 'Super! Polecam, wiertarka PSB 750 działa, oddana o 14:30');
  });

  it('POST /api/reviews/{id}/reply: 400 CONTACT_DETAILS_NOT_ALLOWED on reply; the review stays unanswered', async () => {
    const owner = await person('Olga', 'Nowak');
    const renter = await person('Marta', 'Kowalska');
    const { rental } = await rentalOf(owner, renter);
    const review = await write(renter.cookie, rental.id, 'owner', 3, 'Spóźnienie, ale ok');
    await write(owner.cookie, rental.id, 'renter', 5, 'Polecam');
    const url = `/api/reviews/${review.id}/reply`;
    const res = await call('POST', url, owner.cookie, { reply: 'Przepraszam, napisz: olga (małpa) wp (kropka) pl' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTACT_DETAILS_NOT_ALLOWED', fields: { reply: EN } });
    expect(res.json().message).toContain('public');
    const [row] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row.reply).toBeNull();
    expect((await call('POST', url, owner.cookie, { reply: 'Przepraszam, korki o 7 rano.' })).statusCode).toBe(200);
  });
});
