import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { items, notifications, rentals, users } from '@/server/db/tables';
import { createTestApp, latestEmailTo, registerUser, VALID_PASSWORD } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { storedNoticeText } from '@/server/features/notifications/public';

const day = (n: number) => addDays(todayIso(), n);

describe('DELETE /api/users/:id and rentals (docs/decisions/0004)', async () => {
  const { app, db } = await createTestApp();
  const del = (id: number, cookie: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/users/${id}`,
      headers: { cookie, 'accept-language': 'en' },
      payload: { currentPassword: VALID_PASSWORD },
    });
  const rental = async (id: number) => (await db.select().from(rentals).where(eq(rentals.id, id)))[0];

  it('refused with 409 while the user owns or rents a confirmed or active rental; nothing changes', async () => {
    for (const [side, status] of [
      ['owner', 'confirmed'],
      ['owner', 'active'],
      ['renter', 'confirmed'],
      ['renter', 'active'],
    ] as const) {
      const me = await registerUser(app);
      const other = await insertUser(db);
      const item = side === 'owner' ? await insertItem(db, me.id) : await insertItem(db, other.id);
      await insertRental(
        db,
        item,
        side === 'owner' ? other.id : me.id,
        day(status === 'active' ? -1 : 3),
        day(4),
        status,
      );
      const mine = await insertItem(db, me.id);
      const pending = await insertRental(db, mine, other.id, day(10), day(11), 'pending');
      const res = await del(me.id, me.cookie);
      expect(res.statusCode, `${side} ${status}`).toBe(409);
      expect(res.json().code).toBe('ACCOUNT_HAS_ACTIVE_RENTALS');
      expect((await db.select().from(users).where(eq(users.id, me.id)))[0].deletedAt).toBeNull();
      expect((await db.select().from(items).where(eq(items.id, mine.id)))[0].deletedAt).toBeNull();
      expect((await rental(pending.id)).status).toBe('pending');
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie: me.cookie } })).statusCode).toBe(200);
    }
  });

  it('otherwise withdraws the listings, closes the pending requests on both sides and tells the other parties', async () => {
    const me = await registerUser(app, { firstName: 'Marek', lastName: 'Zając' });
    const renter = await insertUser(db, { language: 'en' });
    const owner = await insertUser(db, { language: 'pl' });
    const mine = await insertItem(db, me.id, { name: 'Namiot czteroosobowy' });
    const theirs = await insertItem(db, owner.id, { name: 'Kajak dwuosobowy' });
    const past = await insertRental(db, mine, renter.id, day(-9), day(-7), 'completed');
    const incoming = await insertRental(db, mine, renter.id, day(5), day(6), 'pending');
    const outgoing = await insertRental(db, theirs, me.id, day(8), day(9), 'pending');

    const res = await del(me.id, me.cookie);
    expect(res.statusCode).toBe(200);
    expect((await db.select().from(items).where(eq(items.id, mine.id)))[0].deletedAt).toBeInstanceOf(Date);
    expect((await app.inject({ url: `/api/items/${mine.id}` })).statusCode).toBe(404);
    expect(await rental(past.id)).toMatchObject({ status: 'completed' });
    expect(await rental(incoming.id)).toMatchObject({
      status: 'declined',
      statusChangedBy: 'system',
      statusReason: 'item_deleted',
    });
    expect(await rental(outgoing.id)).toMatchObject({
      status: 'cancelled',
      statusChangedBy: 'renter',
      statusReason: null,
    });

    // Each read as its recipient's account language reads it (the inbox renders the reader's language).
    const [renterRow] = await db.select().from(notifications).where(eq(notifications.userId, renter.id));
    const toRenter = { ...renterRow, ...storedNoticeText(renterRow, 'en') };
    expect(toRenter).toMatchObject({
      type: 'rental_declined',
      relatedId: incoming.id,
      title: 'Rental request declined',
    });
    expect(toRenter.message).toContain('the listing was deleted');
    const [ownerRow] = await db.select().from(notifications).where(eq(notifications.userId, owner.id));
    const toOwner = { ...ownerRow, ...storedNoticeText(ownerRow, 'pl') };
    expect(toOwner).toMatchObject({ type: 'rental_cancelled', relatedId: outgoing.id, title: 'Rezerwacja anulowana' });
    // The account's personal data is already gone when the owner is told.
    expect(toOwner.message).toContain('przez najemcę (użytkownik usunięty)');
    expect((await latestEmailTo(db, owner.email)).subject).toBe('Rezerwacja anulowana');
    expect((await latestEmailTo(db, renter.email)).subject).toBe('Rental request declined');
  });
});
