import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RENTAL_RECORDS_RETENTION_YEARS, yearsBefore } from '@/shared/domain/legal';
import {
  auditEvents,
  consents,
  conversations,
  dataExports,
  favourites,
  messages,
  notifications,
  payments,
  payouts,
  refunds,
  rentals,
  savedSearches,
  taxInfos,
  users,
} from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp, registerUser, VALID_PASSWORD } from '@/server/test/test-app';
import { accountingCutoff, runRetention } from './retention';

const DAY = 86_400_000;

describe('the retention schedule (issue 27 §4, docs/retention.md)', async () => {
  const { app, db, deps } = await createTestApp();

  /** A rental between two new people that ended (completed) at `endedAt`, with its conversation. */
  async function endedRental(endedAt: Date) {
    const owner = await signedInUser(db);
    const renter = await signedInUser(db);
    const item = await insertItem(db, owner.id);
    const r = await insertRental(db, item, renter.id, '2026-01-10', '2026-01-12', 'completed');
    await db.update(rentals).set({ statusChangedAt: endedAt }).where(eq(rentals.id, r.id));
    const [c] = await db
      .insert(conversations)
      .values({
        itemId: item.id,
        ownerId: owner.id,
        renterId: renter.id,
        lastMessageAt: new Date(endedAt.getTime() - DAY),
      })
      .returning();
    await db.insert(messages).values([
      { conversationId: c.id, senderId: renter.id, content: 'Kiedy odbiór?', createdAt: c.lastMessageAt },
      { conversationId: c.id, senderId: owner.id, content: 'Jutro o 10.', createdAt: c.lastMessageAt },
    ]);
    return { owner, renter, item, rental: r, conversationId: c.id };
  }

  it(`a rental's messages go ${RENTAL_RECORDS_RETENTION_YEARS} years after it ended, not a day earlier`, async () => {
    const endedAt = new Date('2026-03-15T12:00:00Z');
    const { conversationId, rental } = await endedRental(endedAt);
    // Another item's conversation with a rental still running stays whatever its age.
    const running = await endedRental(endedAt);
    await db.update(rentals).set({ status: 'active' }).where(eq(rentals.id, running.rental.id));
    const due = yearsBefore(endedAt, -RENTAL_RECORDS_RETENTION_YEARS).getTime();

    await runRetention(deps, new Date(due - DAY));
    expect(await db.select().from(conversations).where(eq(conversations.id, conversationId))).toHaveLength(1);
    expect(await db.select().from(messages).where(eq(messages.conversationId, conversationId))).toHaveLength(2);

    const result = await runRetention(deps, new Date(due + DAY));
    expect(result.conversations).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(conversations).where(eq(conversations.id, conversationId))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
    // The rental itself stays (both parties' history), and so does the running one's thread.
    expect(await db.select().from(rentals).where(eq(rentals.id, rental.id))).toHaveLength(1);
    expect(await db.select().from(conversations).where(eq(conversations.id, running.conversationId))).toHaveLength(1);
  });

  it("a thread goes two years after its last message too: a late message keeps an old rental's thread", async () => {
    const endedAt = new Date('2026-03-15T12:00:00Z');
    const { conversationId } = await endedRental(endedAt);
    await db
      .update(conversations)
      .set({ lastMessageAt: new Date('2027-01-10T12:00:00Z') })
      .where(eq(conversations.id, conversationId));
    // An enquiry that never became a rental: its last message alone counts.
    const owner = await signedInUser(db);
    const asker = await signedInUser(db);
    const item = await insertItem(db, owner.id);
    const [enquiry] = await db
      .insert(conversations)
      .values({ itemId: item.id, ownerId: owner.id, renterId: asker.id, lastMessageAt: endedAt })
      .returning();
    const twoYearsOn = yearsBefore(endedAt, -RENTAL_RECORDS_RETENTION_YEARS).getTime();
    await runRetention(deps, new Date(twoYearsOn + DAY));
    expect(await db.select().from(conversations).where(eq(conversations.id, conversationId))).toHaveLength(1);
    expect(await db.select().from(conversations).where(eq(conversations.id, enquiry.id))).toEqual([]);
    await runRetention(deps, new Date('2029-01-11T12:00:00Z'));
    expect(await db.select().from(conversations).where(eq(conversations.id, conversationId))).toEqual([]);
  });

  it('the accounting cutoff is 1 January in Poland, ACCOUNTING_RETENTION_YEARS before the current year', () => {
    // 00:30 on 1 January 2032 in Warsaw (UTC+1) is 23:30 UTC on 31 December 2031.
    expect(accountingCutoff(new Date('2031-12-31T23:30:00Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(accountingCutoff(new Date('2031-12-31T22:30:00Z')).toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });

  it('payments, refunds and payouts stay 5 years after the end of their year, then go; the rental stays', async () => {
    const { rental, owner } = await endedRental(new Date('2026-06-20T10:00:00Z'));
    const paidAt = new Date('2026-06-15T10:00:00Z');
    const [payment] = await db
      .insert(payments)
      .values({
        rentalId: rental.id,
        provider: 'test',
        providerIntentId: `pi_retention_${rental.id}`,
        amount: 5000,
        status: 'succeeded',
        clientSecret: 'secret',
        paidAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .returning();
    await db.insert(refunds).values({
      paymentId: payment.id,
      amount: 1000,
      depositPart: 1000,
      reason: 'deposit_release',
      status: 'succeeded',
      idempotencyKey: `refund:${payment.id}:deposit`,
      createdAt: paidAt,
      updatedAt: new Date('2026-06-22T10:00:00Z'),
    });
    await db.insert(payouts).values({
      rentalId: rental.id,
      ownerId: owner.id,
      amount: 3600,
      status: 'paid',
      createdAt: paidAt,
      updatedAt: new Date('2026-06-25T10:00:00Z'),
      paidAt: new Date('2026-06-25T10:00:00Z'),
    });

    // 23:00 on 31 December 2031 in Poland: the fifth year after 2026 has not ended.
    await runRetention(deps, new Date('2031-12-31T22:00:00Z'));
    expect(await db.select().from(payments).where(eq(payments.id, payment.id))).toHaveLength(1);
    expect(await db.select().from(payouts).where(eq(payouts.rentalId, rental.id))).toHaveLength(1);

    // 00:30 on 1 January 2032: it has.
    const result = await runRetention(deps, new Date('2031-12-31T23:30:00Z'));
    expect(result.payments).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(payments).where(eq(payments.id, payment.id))).toEqual([]);
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
    expect(await db.select().from(payouts).where(eq(payouts.rentalId, rental.id))).toEqual([]);
    expect(await db.select().from(rentals).where(eq(rentals.id, rental.id))).toHaveLength(1);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.action, 'retention.accounting_deleted'));
    expect(audit.some((a) => (a.details as { rentalIds: number[] }).rentalIds.includes(rental.id))).toBe(true);
  });

  it('deleting an account keeps its payments detached from the person, and deletes what is only its own', async () => {
    const renter = await registerUser(app, { firstName: 'Zofia', lastName: 'Usuwana' });
    const owner = await signedInUser(db);
    const item = await insertItem(db, owner.id);
    const r = await insertRental(db, item, renter.id, '2026-01-10', '2026-01-12', 'completed');
    const [payment] = await db
      .insert(payments)
      .values({
        rentalId: r.id,
        provider: 'test',
        providerIntentId: `pi_deleted_${r.id}`,
        amount: 3000,
        status: 'succeeded',
        clientSecret: 'secret',
        paidAt: new Date(),
      })
      .returning();
    await db.insert(consents).values({ userId: renter.id, document: 'terms', version: 'v1', acceptedAt: new Date() });
    await db.insert(favourites).values({ userId: renter.id, itemId: item.id });
    await db.insert(savedSearches).values({ userId: renter.id, q: 'kajak', unsubscribeToken: `t-${renter.id}` });
    await db.insert(dataExports).values({ userId: renter.id, status: 'expired', requestedAt: new Date() });
    await db
      .insert(notifications)
      .values({ userId: renter.id, type: 'kyc_approved', params: { extra: {} }, relatedId: 1 });

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/users/${renter.id}`,
      headers: { cookie: renter.cookie, 'accept-language': 'en' },
      payload: { currentPassword: VALID_PASSWORD },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);

    // The payment stays for the accounts, pointing at a rental whose renter is now nobody.
    expect(await db.select().from(payments).where(eq(payments.id, payment.id))).toHaveLength(1);
    const [person] = await db.select().from(users).where(eq(users.id, renter.id));
    expect(person).toMatchObject({ firstName: null, lastName: null, mobileNumber: null });
    expect(person.email).not.toContain('@example.com');
    for (const table of [consents, favourites, savedSearches, dataExports, notifications])
      expect(await db.select().from(table).where(eq(table.userId, renter.id))).toEqual([]);
  });

  /** The payment (one per rental) of `rentalId`, paid at `at`. */
  const pay = (rentalId: number, at: Date) =>
    db
      .insert(payments)
      .values({
        rentalId,
        provider: 'test',
        providerIntentId: `pi_${rentalId}_${at.getTime()}`,
        amount: 5000,
        status: 'succeeded',
        clientSecret: 'secret',
        paidAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning()
      .then((rows) => rows[0]);

  it("a rental's money goes all at once: its payment stays while its refund is younger than the cutoff", async () => {
    const { rental } = await endedRental(new Date('2026-06-20T10:00:00Z'));
    // Paid in 2026; its deposit came back only in 2027 (a damage mediation that took long).
    const paid = await pay(rental.id, new Date('2026-06-15T10:00:00Z'));
    await db.insert(refunds).values({
      paymentId: paid.id,
      amount: 1000,
      depositPart: 1000,
      reason: 'deposit_release',
      status: 'succeeded',
      idempotencyKey: `refund:${paid.id}:late`,
      createdAt: new Date('2027-02-01T10:00:00Z'),
      updatedAt: new Date('2027-02-01T10:00:00Z'),
    });
    // 2032: five years after the end of 2026 but not of 2027.
    await runRetention(deps, new Date('2032-03-01T10:00:00Z'));
    expect(await db.select().from(payments).where(eq(payments.id, paid.id))).toHaveLength(1);
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, paid.id))).toHaveLength(1);
    await runRetention(deps, new Date('2033-01-02T10:00:00Z'));
    expect(await db.select().from(payments).where(eq(payments.rentalId, rental.id))).toEqual([]);
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, paid.id))).toEqual([]);
  });

  it("a deleted owner's tax data stays while their money is kept, whatever its own age, then goes", async () => {
    const { rental, owner } = await endedRental(new Date('2026-06-20T10:00:00Z'));
    await db.insert(taxInfos).values({
      userId: owner.id,
      kind: 'individual',
      envelope: Buffer.from('sealed'),
      createdAt: new Date('2019-05-01T10:00:00Z'),
      updatedAt: new Date('2019-05-01T10:00:00Z'),
    });
    await pay(rental.id, new Date('2026-06-15T10:00:00Z'));
    await db.insert(payouts).values({
      rentalId: rental.id,
      ownerId: owner.id,
      amount: 3600,
      status: 'paid',
      createdAt: new Date('2026-06-25T10:00:00Z'),
      updatedAt: new Date('2026-06-25T10:00:00Z'),
      paidAt: new Date('2026-06-25T10:00:00Z'),
    });
    await db
      .update(users)
      .set({ deletedAt: new Date('2026-07-01T10:00:00Z') })
      .where(eq(users.id, owner.id));
    // 2026: the tax data was given in 2019, but the 2026 payout's report needs it.
    await runRetention(deps, new Date('2026-12-01T10:00:00Z'));
    expect(await db.select().from(taxInfos).where(eq(taxInfos.userId, owner.id))).toHaveLength(1);
    // 2032: the money of 2026 has gone, and the tax data with it.
    await runRetention(deps, new Date('2032-01-02T10:00:00Z'));
    expect(await db.select().from(payouts).where(eq(payouts.rentalId, rental.id))).toEqual([]);
    expect(await db.select().from(taxInfos).where(eq(taxInfos.userId, owner.id))).toEqual([]);
  });

  it('deleting an account keeps its tax data once it earned (a paid rental, its payout still to come), not before', async () => {
    const remove = (u: { id: number; cookie: string }) =>
      app.inject({
        method: 'DELETE',
        url: `/api/users/${u.id}`,
        headers: { cookie: u.cookie, 'accept-language': 'en' },
        payload: { currentPassword: VALID_PASSWORD },
      });
    const sealed = (userId: number) =>
      db.insert(taxInfos).values({ userId, kind: 'individual', envelope: Buffer.from('sealed') });
    const earner = await registerUser(app);
    const renter = await signedInUser(db);
    const item = await insertItem(db, earner.id);
    const r = await insertRental(db, item, renter.id, '2026-01-10', '2026-01-12', 'completed');
    await pay(r.id, new Date());
    await sealed(earner.id);
    const never = await registerUser(app);
    await sealed(never.id);
    for (const u of [earner, never]) expect((await remove(u)).statusCode).toBeLessThan(300);
    expect(await db.select().from(taxInfos).where(eq(taxInfos.userId, earner.id))).toHaveLength(1);
    expect(await db.select().from(taxInfos).where(eq(taxInfos.userId, never.id))).toEqual([]);
  });
});
