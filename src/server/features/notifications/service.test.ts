import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/shared/constants/limits';
import { addDays, todayIso } from '@/shared/domain/dates';
import { notifications, outbox, rentals, users } from '@/server/db/tables';
import { createTestApp, latestEmailTo } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { storedNoticeText } from './params';
import { sendRentalNotices } from './service';
import { displayDate } from './texts';
import { testDeps } from '@/server/test/test-deps';

const day = (n: number) => addDays(todayIso(), n);

describe('sendRentalNotices', async () => {
  const { db, config } = await createTestApp();
  const deps = testDeps({ db, config });
  const silent = { error: () => {} };

  /** A Polish-speaking owner, an English-speaking renter, and a pending request of the owner's item. */
  async function setup(status: 'pending' | 'confirmed' = 'pending') {
    const owner = await insertUser(db, { firstName: 'Anna', lastName: 'Kowalska', language: 'pl' });
    const renter = await insertUser(db, { firstName: 'John', lastName: 'Smith', language: 'en' });
    const item = await insertItem(db, owner.id, { name: 'Wiertarka Bosch' });
    const rental = await insertRental(db, item, renter.id, day(3), day(5), status);
    return { owner, renter, item, rental };
  }
  /** The user's notices as a screen in `lang` reads them. */
  const ofUser = async (userId: number, lang: Language = 'pl') =>
    (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => ({
      ...n,
      ...storedNoticeText(n, lang),
    }));
  const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.to, email));

  it('a request tells the owner in Polish, in the inbox and by e-mail with a link to the booking page', async () => {
    const { owner, rental } = await setup();
    await sendRentalNotices(deps, [{ type: 'rental_requested', recipientId: owner.id, rentalId: rental.id }]);
    const [n] = await ofUser(owner.id);
    const dates = `od ${displayDate(day(3))} do ${displayDate(day(5))}`;
    expect(displayDate('2026-03-07')).toBe('07/03/2026');
    expect(n).toMatchObject({
      type: 'rental_requested',
      title: 'Nowa prośba o wypożyczenie',
      relatedId: rental.id,
      read: false,
    });
    expect(n.message).toBe(`John Smith prosi o wypożyczenie „Wiertarka Bosch” ${dates}.`);
    const mail = await latestEmailTo(db, owner.email);
    expect(mail.subject).toBe('Nowa prośba o wypożyczenie');
    expect(mail.text).toContain(n.message);
    expect(mail.text).toContain('Cześć Anna,');
    expect(mail.text).toContain(`http://localhost:3000/wynajmy/${rental.id}`);
    expect(mail.html).toContain(`href="http://localhost:3000/wynajmy/${rental.id}"`);
    expect(mail.html).toContain('Zobacz rezerwację');
  });

  it('the renter reads accepted, declined (and why), expired and cancelled in English, with a link to the booking page or the checkout', async () => {
    const { renter, rental } = await setup();
    const dates = `from ${displayDate(day(3))} to ${displayDate(day(5))}`;
    const cases = [
      [
        'rental_accepted',
        null,
        'Rental request accepted',
        `Your request to rent “Wiertarka Bosch” ${dates} has been accepted.`,
      ],
      [
        'rental_declined',
        null,
        'Rental request declined',
        `Your request to rent “Wiertarka Bosch” ${dates} has been declined.`,
      ],
      [
        'rental_declined',
        'overlap_accepted',
        'Rental request declined',
        'the owner accepted another booking for these days',
      ],
      ['rental_declined', 'item_deleted', 'Rental request declined', 'the listing was deleted'],
      [
        'rental_expired',
        'expired',
        'Rental request expired',
        `The owner did not answer your request to rent “Wiertarka Bosch” ${dates} in time`,
      ],
      ['rental_cancelled', null, 'Booking cancelled', `was cancelled by the owner (Anna Kowalska)`],
      [
        'rental_starting',
        null,
        'Rental starts tomorrow',
        `Tomorrow, ${displayDate(day(3))}, your rental of “Wiertarka Bosch” starts`,
      ],
    ] as const;
    for (const [type, reason, title, message] of cases) {
      await db.update(rentals).set({ statusReason: reason }).where(eq(rentals.id, rental.id));
      await sendRentalNotices(deps, [{ type, recipientId: renter.id, rentalId: rental.id }]);
      const mail = await latestEmailTo(db, renter.email);
      expect(mail.subject, type).toBe(title);
      expect(mail.text, `${type} ${reason}`).toContain(message);
      expect(mail.text).toContain('Hi John,');
      // The acceptance asks to pay: its button opens the checkout (issue 19 §2); the others the booking page.
      expect(mail.text).toContain(
        type === 'rental_accepted'
          ? `http://localhost:3000/checkout/${rental.id}`
          : `http://localhost:3000/rentals/${rental.id}`,
      );
    }
    const list = await ofUser(renter.id, 'en');
    expect(list).toHaveLength(cases.length);
    for (const n of list) expect(`${n.title} ${n.message}`).not.toMatch(/notifications\.|\{\{/);
  });

  it('the acceptance of a confirmed rental names the payment deadline and its button opens the checkout (issue 19 §2)', async () => {
    const { renter, owner, rental } = await setup('confirmed');
    // Accepted at 08:32 UTC on the 25th of November: 24 hours to pay, 09:32 in Poland on the 26th.
    const acceptedAt = new Date('2026-11-25T08:32:00Z');
    await db.update(rentals).set({ statusChangedAt: acceptedAt }).where(eq(rentals.id, rental.id));
    await db.update(rentals).set({ startDate: '2030-01-10', endDate: '2030-01-12' }).where(eq(rentals.id, rental.id));
    await sendRentalNotices(deps, [{ type: 'rental_accepted', recipientId: renter.id, rentalId: rental.id }]);
    const mail = await latestEmailTo(db, renter.email);
    expect(mail.text).toContain('Pay by 26.11, 09:32 — after that the booking expires.');
    expect(mail.html).toContain(`href="http://localhost:3000/checkout/${rental.id}"`);
    expect(mail.html).toContain('Pay now');
    await db.update(users).set({ language: 'pl' }).where(eq(users.id, renter.id));
    await sendRentalNotices(deps, [{ type: 'payment_due', recipientId: renter.id, rentalId: rental.id }]);
    const due = await latestEmailTo(db, renter.email);
    expect(due.text).toContain('zapłać do 26.11, 09:32 — potem rezerwacja wygaśnie.');
    expect(due.html).toContain(`href="http://localhost:3000/platnosc/${rental.id}"`);
    expect(due.html).toContain('Zapłać teraz');
    void owner;
  });

  it('the owner reads who cancelled and who starts tomorrow, in Polish', async () => {
    const { owner, rental } = await setup('confirmed');
    await sendRentalNotices(deps, [
      { type: 'rental_cancelled', recipientId: owner.id, rentalId: rental.id },
      { type: 'rental_starting', recipientId: owner.id, rentalId: rental.id },
    ]);
    const texts = (await ofUser(owner.id)).map((n) => `${n.title}: ${n.message}`).sort();
    expect(texts).toEqual([
      `Rezerwacja anulowana: Rezerwacja „Wiertarka Bosch” od ${displayDate(day(3))} do ${displayDate(day(5))} została anulowana przez najemcę (John Smith).`,
      `Wypożyczenie zaczyna się jutro: Jutro, ${displayDate(day(3))}, zaczyna się wypożyczenie Twojego przedmiotu „Wiertarka Bosch” (do ${displayDate(day(5))}). Najemca: John Smith.`,
    ]);
  });

  it('a notice with a dedupe key is created and e-mailed once, however often it is sent', async () => {
    const { owner, renter, rental } = await setup('confirmed');
    const notice = {
      type: 'rental_starting' as const,
      recipientId: renter.id,
      rentalId: rental.id,
      dedupeKey: `starting:${rental.id}:${renter.id}`,
    };
    await sendRentalNotices(deps, [notice, notice]);
    await Promise.all([sendRentalNotices(deps, [notice]), sendRentalNotices(deps, [notice])]);
    expect(await ofUser(renter.id)).toHaveLength(1);
    expect(await mailsTo(renter.email)).toHaveLength(1);
    // Another key (the owner's reminder) is its own notice.
    await sendRentalNotices(deps, [
      { ...notice, recipientId: owner.id, dedupeKey: `starting:${rental.id}:${owner.id}` },
    ]);
    expect(await ofUser(owner.id)).toHaveLength(1);
  });

  it('never throws: an unknown rental, a stranger or a deleted account get nothing; a failing mailer is logged and the rest go on', async () => {
    const { owner, renter, rental } = await setup();
    const stranger = await insertUser(db);
    const gone = await insertUser(db, { deletedAt: new Date() });
    await sendRentalNotices(deps, [
      { type: 'rental_requested', recipientId: owner.id, rentalId: 999_999 },
      { type: 'rental_requested', recipientId: stranger.id, rentalId: rental.id },
      { type: 'rental_requested', recipientId: gone.id, rentalId: rental.id },
    ]);
    for (const u of [owner, stranger, gone]) expect(await ofUser(u.id)).toHaveLength(0);

    const errors: unknown[] = [];
    let calls = 0;
    const flaky = {
      kind: 'outbox' as const,
      send: async () => {
        if (calls++ === 0) throw new Error('smtp down');
      },
    };
    const failing = testDeps({
      db,
      config,
      mailer: { kind: 'outbox' as const, send: async () => Promise.reject(new Error('smtp down')) },
    });
    await expect(
      sendRentalNotices(failing, [{ type: 'rental_accepted', recipientId: renter.id, rentalId: rental.id }], {
        error: (o) => errors.push(o),
      }),
    ).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    await sendRentalNotices(
      testDeps({ db, config, mailer: flaky }),
      [
        { type: 'rental_requested', recipientId: owner.id, rentalId: rental.id },
        { type: 'rental_declined', recipientId: renter.id, rentalId: rental.id },
      ],
      silent,
    );
    expect(calls).toBe(2);
    expect(await ofUser(owner.id)).toHaveLength(1);
    expect(await ofUser(renter.id)).toHaveLength(2);
  });
});
