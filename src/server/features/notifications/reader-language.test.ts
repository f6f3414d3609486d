import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { notifications, users } from '@/server/db/tables';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp, latestEmailTo } from '@/server/test/test-app';
import { sendRentalNotices } from './service';
import { testDeps } from '@/server/test/test-deps';

const day = (n: number) => addDays(todayIso(), n);

/** Issue 20 §4 and §6: a notice is stored as type and params and read in the language of the request. */
describe('GET /api/notifications in the reader’s language', async () => {
  const { app, db, config } = await createTestApp();
  const deps = testDeps({ db, config });
  const list = async (cookie: string, headers: Record<string, string>, query = '') => {
    const res = await app.inject({ url: `/api/notifications${query}`, headers: { cookie, ...headers } });
    expect(res.statusCode).toBe(200);
    return res.json<{ type: string; title: string; message: string }[]>();
  };

  it('a Polish account’s notice reads English with Accept-Language: en, Polish with pl; its e-mail stays Polish', async () => {
    const owner = await signedInUser(db);
    expect((await db.select().from(users).where(eq(users.id, owner.id)))[0].language).toBe('pl');
    const renter = await insertUser(db, { firstName: 'John', lastName: 'Smith', language: 'en' });
    const item = await insertItem(db, owner.id, { name: 'Kajak' });
    const rental = await insertRental(db, item, renter.id, day(3), day(5), 'pending');
    await sendRentalNotices(deps, [{ type: 'rental_requested', recipientId: owner.id, rentalId: rental.id }]);

    // The e-mail was written at once, in the account's language.
    const mail = await latestEmailTo(db, owner.email);
    expect(mail.subject).toBe('Nowa prośba o wypożyczenie');
    expect(mail.text).toContain('John Smith prosi o wypożyczenie „Kajak”');
    // Stored as type and params: no text of one language in the row.
    const [row] = await db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(row).toMatchObject({ type: 'rental_requested', title: null, message: null });
    expect(row.params).toMatchObject({ recipientRole: 'owner', itemName: 'Kajak', renterName: 'John Smith' });

    const [en] = await list(owner.cookie, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en).toMatchObject({ type: 'rental_requested', title: 'New rental request' });
    expect(en.message).toBe(`John Smith would like to rent “Kajak” from ${dd(day(3))} to ${dd(day(5))}.`);
    const [pl] = await list(owner.cookie, { 'accept-language': 'pl' });
    expect(pl).toMatchObject({ title: 'Nowa prośba o wypożyczenie' });
    expect(pl.message).toBe(`John Smith prosi o wypożyczenie „Kajak” od ${dd(day(3))} do ${dd(day(5))}.`);
    // Without a header naming pl or en: Polish. The screen's language as `lang` wins over the header.
    expect((await list(owner.cookie, { 'accept-language': 'de' }))[0].title).toBe('Nowa prośba o wypożyczenie');
    expect((await list(owner.cookie, { 'accept-language': 'pl' }, '?lang=en'))[0].title).toBe('New rental request');
    expect((await list(owner.cookie, { 'accept-language': 'en' }, '?lang=pl'))[0].title).toBe(
      'Nowa prośba o wypożyczenie',
    );
    expect((await list(owner.cookie, { 'accept-language': 'en' }, '?lang=xx'))[0].title).toBe('New rental request');
  });

  it('a legacy notice (stored text from before params) is answered as it was stored', async () => {
    const me = await signedInUser(db);
    await db
      .insert(notifications)
      .values({ userId: me.id, type: 'payment_received', title: 'Płatność otrzymana', message: 'Stara treść' });
    const [n] = await list(me.cookie, { 'accept-language': 'en' });
    expect(n).toMatchObject({ title: 'Płatność otrzymana', message: 'Stara treść' });
  });

  it('the database refuses a notice with neither params nor text', async () => {
    const me = await insertUser(db);
    await expect(db.insert(notifications).values({ userId: me.id, type: 'rental_requested' })).rejects.toThrow();
  });
});

const dd = (iso: string) => iso.split('-').reverse().join('/');
