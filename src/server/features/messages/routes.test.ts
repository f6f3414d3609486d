import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { conversationViewSchema, MESSAGE_MAX_LENGTH, messageViewSchema } from '@/shared/schemas/messages';
import { conversations, items, liveEvents, messages, rateLimitHits, rentals } from '@/server/db/tables';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { USER_LIMITS, userLimitRules, type UserLimitKind } from '@/server/limits/user-limits';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp, registerUser, VALID_PASSWORD } from '@/server/test/test-app';

type Method = 'GET' | 'POST' | 'PUT';

const CARD = { type: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } as const;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

describe('conversations and messages API', async () => {
  const { app, db } = await createTestApp();
  const call = (method: Method, url: string, cookie?: string, payload?: unknown, lang = 'en') =>
    app.inject({
      method,
      url,
      headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const countRows = async () => ({
    conversations: (await db.select().from(conversations)).length,
    messages: (await db.select().from(messages)).length,
  });

  /** An owner with an item, a renter, and their conversation (started by the renter through the API). */
  async function setup() {
    const owner = await signedInUser(db);
    const renter = await signedInUser(db);
    const item = await insertItem(db, owner.id, { name: 'Wiertarka' });
    const res = await call('POST', '/api/conversations', renter.cookie, { itemId: item.id });
    expect(res.statusCode).toBe(201);
    return { owner, renter, item, conversationId: res.json().id as number };
  }
  const send = (cookie: string, conversationId: number, content: unknown, lang = 'en') =>
    call('POST', '/api/messages', cookie, { conversationId, content }, lang);

  it('401 without a session on every call', async () => {
    for (const [method, url] of [
      ['POST', '/api/conversations'],
      ['GET', '/api/conversations'],
      ['GET', '/api/conversations/unread-count'],
      ['GET', '/api/messages?conversationId=1'],
      ['GET', '/api/conversations/1/messages'],
      ['POST', '/api/messages'],
      ['POST', '/api/conversations/1/read'],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('starts one conversation per item and renter: 201 with the view, then 200 with the same one', async () => {
    const { owner, renter, item, conversationId } = await setup();
    const again = await call('POST', '/api/conversations', renter.cookie, { itemId: item.id });
    expect(again.statusCode).toBe(200);
    const view = conversationViewSchema.parse(again.json());
    expect(view).toMatchObject({
      id: conversationId,
      itemId: item.id,
      ownerId: owner.id,
      renterId: renter.id,
      owner: { id: owner.id, firstName: owner.firstName, username: owner.username },
      renter: { id: renter.id },
      item: { id: item.id, name: 'Wiertarka', imageUrl: '/images/placeholder.webp', deleted: false },
      lastMessage: null,
      lastMessageAt: null,
      unreadCount: 0,
      rental: null,
      contactDetailsVisible: false,
    });
    // Public fields only.
    expect(Object.keys(view.owner).sort()).toEqual(['firstName', 'id', 'lastName', 'profilePhotoUrl', 'username']);
    expect(JSON.stringify(again.json())).not.toContain(owner.email);
    // Both were told it exists.
    const events = await db.select().from(liveEvents).where(eq(liveEvents.type, 'conversation'));
    expect(events.filter((e) => (e.payload as { conversationId: number }).conversationId === conversationId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: owner.id }),
        expect.objectContaining({ userId: renter.id }),
      ]),
    );
  });

  it('refuses the owner messaging themselves (400), unknown and deleted items (404), and junk bodies (400)', async () => {
    const owner = await signedInUser(db);
    const item = await insertItem(db, owner.id);
    const gone = await insertItem(db, (await insertUser(db)).id, { deletedAt: new Date() });
    const before = await countRows();

    const self = await call('POST', '/api/conversations', owner.cookie, { itemId: item.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      code: 'OWN_ITEM_CONVERSATION',
      message: 'This is your item: you cannot message yourself',
    });
    const pl = await call('POST', '/api/conversations', owner.cookie, { itemId: item.id }, 'pl');
    expect(pl.json().message).toBe('To jest Twój przedmiot: nie możesz napisać do siebie');

    for (const itemId of [999_999, gone.id]) {
      const res = await call('POST', '/api/conversations', owner.cookie, { itemId });
      expect(res.statusCode, String(itemId)).toBe(404);
    }
    for (const body of [
      {},
      { itemId: 'x' },
      { itemId: -1 },
      { itemId: item.id, rentalId: 1 },
      { rentalId: null },
      [],
    ]) {
      const res = await call('POST', '/api/conversations', owner.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await countRows()).toEqual(before);
  });

  it('opens the conversation of a rental for either party, 404 for anyone else, also once the item is deleted', async () => {
    const { owner, renter, item, conversationId } = await setup();
    const rental = await insertRental(db, item, renter.id, addDays(todayIso(), 3), addDays(todayIso(), 4), 'pending');
    for (const who of [owner, renter]) {
      const res = await call('POST', '/api/conversations', who.cookie, { rentalId: rental.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: conversationId,
        rental: { id: rental.id, startDate: rental.startDate, endDate: rental.endDate, status: 'pending' },
      });
    }
    const stranger = await signedInUser(db);
    expect((await call('POST', '/api/conversations', stranger.cookie, { rentalId: rental.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/conversations', stranger.cookie, { rentalId: 999_999 })).statusCode).toBe(404);

    // The owner opens one for a rental of another item, which had no conversation yet.
    const other = await insertItem(db, owner.id);
    const past = await insertRental(
      db,
      other,
      renter.id,
      addDays(todayIso(), -9),
      addDays(todayIso(), -8),
      'completed',
    );
    await db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, other.id));
    const opened = await call('POST', '/api/conversations', owner.cookie, { rentalId: past.id });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({
      itemId: other.id,
      ownerId: owner.id,
      renterId: renter.id,
      item: { deleted: true },
      contactDetailsVisible: true,
    });
  });

  it('two simultaneous starts of one conversation both answer it, and there is one row', async () => {
    const owner = await signedInUser(db);
    const renter = await signedInUser(db);
    const item = await insertItem(db, owner.id);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/api/conversations', renter.cookie, { itemId: item.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const rows = await db.select().from(conversations).where(eq(conversations.itemId, item.id));
    expect(rows).toHaveLength(1);
  });

  it('sends a trimmed message (201) and tells both participants, the recipient with their unread count', async () => {
    const { owner, renter, conversationId } = await setup();
    const res = await send(renter.cookie, conversationId, '  Dzień dobry, czy jest wolna?  \n');
    expect(res.statusCode).toBe(201);
    const message = messageViewSchema.parse(res.json());
    expect(message).toMatchObject({
      conversationId,
      senderId: renter.id,
      content: 'Dzień dobry, czy jest wolna?',
      isRead: false,
    });
    const events = await db
      .select()
      .from(liveEvents)
      .where(inArray(liveEvents.userId, [owner.id, renter.id]));
    const of = (userId: number, type: string) => events.filter((e) => e.userId === userId && e.type === type);
    const payload = { conversationId, messageId: message.id, senderId: renter.id };
    expect(of(owner.id, 'message').map((e) => e.payload)).toEqual([payload]);
    expect(of(renter.id, 'message').map((e) => e.payload)).toEqual([payload]);
    expect(of(owner.id, 'unread').map((e) => e.payload)).toEqual([{ notifications: 0, messages: 1 }]);
    expect(of(renter.id, 'unread')).toEqual([]);
  });

  it('refuses empty, too long and junk content (400 on content) and keeps exactly 2,000 characters', async () => {
    const { renter, conversationId } = await setup();
    const before = await countRows();
    for (const content of ['', '   \n\t ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1), null, 42, ['a'], { a: 1 }]) {
      const res = await send(renter.cookie, conversationId, content);
      expect(res.statusCode, JSON.stringify(content).slice(0, 20)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().fields)).toEqual(['content']);
    }
    const empty = await send(renter.cookie, conversationId, '  ', 'pl');
    expect(empty.json().fields).toEqual({ content: 'Wiadomość jest wymagana' });
    const long = await send(renter.cookie, conversationId, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(long.json().fields).toEqual({ content: 'A message can be at most 2,000 characters' });
    for (const body of [
      { content: 'hej' },
      { conversationId: 'abc', content: 'hej' },
      { conversationId: 0, content: 'a' },
    ]) {
      const res = await call('POST', '/api/messages', renter.cookie, body);
      expect(res.statusCode).toBe(400);
    }
    expect(await countRows()).toEqual(before);
    const max = await send(renter.cookie, conversationId, ` ${'x'.repeat(MESSAGE_MAX_LENGTH)} `);
    expect(max.statusCode).toBe(201);
    expect(max.json().content).toHaveLength(MESSAGE_MAX_LENGTH);
  });

  it('a stranger gets 404 on every call of a conversation, and nothing changes', async () => {
    const { owner, renter, conversationId } = await setup();
    await send(renter.cookie, conversationId, 'Hej');
    await send(owner.cookie, conversationId, 'Cześć');
    const stranger = await signedInUser(db);
    const before = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
    for (const [method, url, body] of [
      ['GET', `/api/messages?conversationId=${conversationId}`, undefined],
      ['GET', `/api/conversations/${conversationId}/messages`, undefined],
      ['POST', '/api/messages', { conversationId, content: 'spam' }],
      ['POST', `/api/conversations/${conversationId}/read`, {}],
      ['GET', '/api/messages?conversationId=999999', undefined],
      ['POST', '/api/messages', { conversationId: 999_999, content: 'spam' }],
      ['POST', '/api/conversations/999999/read', {}],
    ] as const) {
      const res = await call(method, url, stranger.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual(before);
    expect((await call('GET', '/api/conversations', stranger.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/conversations/unread-count', stranger.cookie)).json()).toBe(0);
  });

  it('pages a thread backwards: oldest first, the newest `limit` or the `limit` before `before`', async () => {
    const { owner, renter, conversationId } = await setup();
    const base = Date.now() - 3600_000;
    const inserted = await db
      .insert(messages)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          conversationId,
          senderId: i % 2 ? owner.id : renter.id,
          content: `m${i}`,
          createdAt: new Date(base + i * 1000),
        })),
      )
      .returning();
    const ids = inserted.map((m) => m.id);
    const contents = (res: { json(): { content: string }[] }) => res.json().map((m) => m.content);

    const all = await call('GET', `/api/messages?conversationId=${conversationId}`, renter.cookie);
    expect(contents(all)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    const newest = await call('GET', `/api/conversations/${conversationId}/messages?limit=3`, owner.cookie);
    expect(contents(newest)).toEqual(['m4', 'm5', 'm6']);
    const older = await call(
      'GET',
      `/api/messages?conversationId=${conversationId}&before=${ids[4]}&limit=3`,
      owner.cookie,
    );
    expect(contents(older)).toEqual(['m1', 'm2', 'm3']);
    const oldest = await call(
      'GET',
      `/api/conversations/${conversationId}/messages?before=${ids[1]}&limit=3`,
      owner.cookie,
    );
    expect(contents(oldest)).toEqual(['m0']);
    const none = await call('GET', `/api/conversations/${conversationId}/messages?before=${ids[0]}`, owner.cookie);
    expect(none.json()).toEqual([]);
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'before=-1', 'before=x', 'limit=1.5']) {
      const res = await call('GET', `/api/conversations/${conversationId}/messages?${q}`, owner.cookie);
      expect(res.statusCode, q).toBe(400);
    }
    const noId = await call('GET', '/api/messages', owner.cookie);
    expect(noId.statusCode).toBe(400);
    expect(
      (await call('GET', `/api/messages?conversationId=${conversationId}&limit=100`, owner.cookie)).statusCode,
    ).toBe(200);
  });

  it('read marks only the messages the caller received; the sender then sees isRead; counts follow', async () => {
    const { owner, renter, conversationId } = await setup();
    const fromRenter = [
      (await send(renter.cookie, conversationId, 'a')).json(),
      (await send(renter.cookie, conversationId, 'b')).json(),
    ];
    const fromOwner = (await send(owner.cookie, conversationId, 'c')).json();
    const unread = async (cookie: string) => (await call('GET', '/api/conversations/unread-count', cookie)).json();
    const listed = async (cookie: string) => (await call('GET', '/api/conversations', cookie)).json()[0];
    expect(await unread(owner.cookie)).toBe(2);
    expect(await unread(renter.cookie)).toBe(1);
    expect((await listed(owner.cookie)).unreadCount).toBe(2);
    expect((await listed(renter.cookie)).unreadCount).toBe(1);

    const read = await call('POST', `/api/conversations/${conversationId}/read`, owner.cookie, {});
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ markedRead: 2 });
    const rows = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
    const byId = new Map(rows.map((m) => [m.id, m]));
    expect(fromRenter.map((m: { id: number }) => byId.get(m.id)?.isRead)).toEqual([true, true]);
    expect(byId.get(fromOwner.id)?.isRead).toBe(false);
    expect(await unread(owner.cookie)).toBe(0);
    expect(await unread(renter.cookie)).toBe(1);
    // The sender sees their messages read.
    const seen = await call('GET', `/api/conversations/${conversationId}/messages`, renter.cookie);
    expect(seen.json().map((m: { isRead: boolean }) => m.isRead)).toEqual([true, true, false]);
    // The sender's ticks and the reader's badge went out on the live channel.
    const events = await db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.type, 'read'), eq(liveEvents.userId, renter.id)));
    expect(events.map((e) => e.payload)).toEqual([
      { conversationId, readerId: owner.id, upToMessageId: fromRenter[1].id },
    ]);
    // Nothing more to mark: 0, and no event.
    expect((await call('POST', `/api/conversations/${conversationId}/read`, owner.cookie, {})).json()).toEqual({
      markedRead: 0,
    });
    expect(
      await db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.type, 'read'), eq(liveEvents.userId, renter.id))),
    ).toHaveLength(1);
    expect((await call('POST', '/api/conversations/abc/read', owner.cookie, {})).statusCode).toBe(400);
  });

  it('lists my conversations newest activity first, with the last message and its time', async () => {
    const renter = await signedInUser(db);
    const owners = [await signedInUser(db), await signedInUser(db), await signedInUser(db)];
    const ids: number[] = [];
    for (const o of owners) {
      const item = await insertItem(db, o.id, { name: `Item of ${o.id}` });
      ids.push((await call('POST', '/api/conversations', renter.cookie, { itemId: item.id })).json().id);
    }
    // Activity: the first conversation gets the newest message; the third has none (its creation time counts).
    await send(renter.cookie, ids[1], 'older');
    await send(owners[0].cookie, ids[0], 'newest');
    const list = (await call('GET', '/api/conversations', renter.cookie)).json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([ids[0], ids[1], ids[2]]);
    expect(list[0]).toMatchObject({ lastMessage: 'newest', unreadCount: 1 });
    expect(new Date(list[0].lastMessageAt).getTime()).toBeGreaterThan(new Date(list[1].lastMessageAt).getTime());
    expect(list[2]).toMatchObject({ lastMessage: null, lastMessageAt: null });
    // Each owner sees only their own.
    const ownerList = (await call('GET', '/api/conversations', owners[2].cookie)).json();
    expect(ownerList.map((c: { id: number }) => c.id)).toEqual([ids[2]]);
  });

  it('masks contact details for both readers until a rental of the item is paid, and again once it is cancelled', async () => {
    const { owner, renter, item, conversationId } = await setup();
    const text = 'Mój nr sześćset siedemset osiemset, mail jan＠gmail．com, cena 120 zł od 12.05.2026';
    const sent = await send(renter.cookie, conversationId, text, 'pl');
    const hidden = '[contact details hidden until the rental is paid]';
    const hiddenPl = '[dane kontaktowe ukryte do opłacenia wynajmu]';
    const masked = `Mój nr ${hidden}, mail ${hidden}, cena 120 zł od 12.05.2026`;
    const maskedPl = `Mój nr ${hiddenPl}, mail ${hiddenPl}, cena 120 zł od 12.05.2026`;
    expect(sent.json().content).toBe(maskedPl);
    const readAs = async (cookie: string, lang = 'en') => ({
      thread: (await call('GET', `/api/messages?conversationId=${conversationId}`, cookie, undefined, lang)).json()[0]
        .content,
      list: (await call('GET', '/api/conversations', cookie, undefined, lang)).json()[0],
    });
    const expectMasked = async () => {
      for (const who of [owner, renter]) {
        const seen = await readAs(who.cookie);
        expect(seen.thread).toBe(masked);
        expect(seen.list).toMatchObject({ lastMessage: masked, contactDetailsVisible: false });
      }
    };
    await expectMasked();
    expect((await readAs(owner.cookie, 'pl')).thread).toBe(maskedPl);
    // Stored as sent.
    const [row] = await db.select().from(messages).where(eq(messages.id, sent.json().id));
    expect(row.content).toBe(text);

    // A pending request does not lift the mask, nor does a paid rental of another renter.
    const start = addDays(todayIso(), 3);
    const rental = await insertRental(db, item, renter.id, start, addDays(start, 1), 'pending');
    const otherRenter = await insertUser(db);
    const other = await insertRental(db, item, otherRenter.id, addDays(start, 5), addDays(start, 6), 'confirmed');
    await db.update(rentals).set({ paymentStatus: 'paid' }).where(eq(rentals.id, other.id));
    await expectMasked();

    // The owner accepts through the API: still masked, the renter has not paid.
    const accepted = await call('PUT', `/api/rentals/${rental.id}/accept`, owner.cookie, {});
    expect(accepted.statusCode).toBe(200);
    await expectMasked();
    expect((await send(owner.cookie, conversationId, 'Dzwoń: 600 700 800')).json().content).toBe(`Dzwoń: ${hidden}`);

    // The renter pays through the test provider: both now read the details.
    const intent = (await call('POST', '/api/payments/create-intent', renter.cookie, { rentalId: rental.id })).json();
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/test-provider/confirm',
      payload: { clientSecret: intent.clientSecret, paymentMethod: CARD },
    });
    expect(paid.statusCode).toBe(200);
    for (const who of [owner, renter]) {
      const seen = await readAs(who.cookie);
      expect(seen.thread).toBe(text);
      expect(seen.list).toMatchObject({
        lastMessage: 'Dzwoń: 600 700 800',
        contactDetailsVisible: true,
        rental: { id: rental.id, status: 'confirmed' },
      });
    }
    expect((await send(owner.cookie, conversationId, 'Dzwoń: 600 700 800')).json().content).toBe('Dzwoń: 600 700 800');
    expect((await call('GET', `/api/rentals/${rental.id}`, renter.cookie)).json().contact).toMatchObject({
      email: owner.email,
    });

    // The renter cancels the paid rental: the mask is back, and the rental view no longer gives the contact.
    const cancelled = await call('PUT', `/api/rentals/${rental.id}/cancel`, renter.cookie, {});
    expect(cancelled.statusCode).toBe(200);
    for (const who of [owner, renter]) {
      const seen = await readAs(who.cookie);
      expect(seen.thread).toBe(masked);
      expect(seen.list).toMatchObject({ lastMessage: `Dzwoń: ${hidden}`, contactDetailsVisible: false });
      expect((await call('GET', `/api/rentals/${rental.id}`, who.cookie)).json().contact).toBeNull();
    }
  });

  it('lifts the mask for a rental handed over (active or completed) even without a payment on record', async () => {
    const { owner, renter, item, conversationId } = await setup();
    await send(renter.cookie, conversationId, 'tel. 600 700 800');
    const start = addDays(todayIso(), -5);
    const rental = await insertRental(db, item, renter.id, start, addDays(start, 1), 'completed');
    expect(rental.paymentStatus).toBe('unpaid');
    const list = (await call('GET', '/api/conversations', owner.cookie)).json()[0];
    expect(list).toMatchObject({ lastMessage: 'tel. 600 700 800', contactDetailsVisible: true });
  });

  it('limits sending per user: 30 a minute, then 429 with Retry-After and nothing written', async () => {
    const { renter, owner, conversationId } = await setup();
    for (let i = 0; i < 30; i++) expect((await send(renter.cookie, conversationId, `m${i}`)).statusCode).toBe(201);
    const refused = await send(renter.cookie, conversationId, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many messages sent\. Try again in \d+ (s|min)$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(rows).toHaveLength(30);
    // The other participant has their own budget.
    expect((await send(owner.cookie, conversationId, 'still fine')).statusCode).toBe(201);
  });

  /** Records `count` past hits in one window of an account's limit, as if they happened `agoMs` ago. */
  async function recordHits(kind: UserLimitKind, userId: number, windowMs: number, count: number, agoMs: number) {
    const rule = userLimitRules(kind, userId).find((r) => r.windowMs === windowMs)!;
    const at = new Date(Date.now() - agoMs);
    await db.insert(rateLimitHits).values(Array.from({ length: count }, () => ({ key: rule.key, createdAt: at })));
  }

  it.each([
    { window: 'an hour', windowMs: HOUR_MS, limit: 200, agoMs: 30 * 60_000 },
    { window: 'a day', windowMs: DAY_MS, limit: 1000, agoMs: 12 * HOUR_MS },
  ])(
    'caps sending at $limit messages $window: 429, Retry-After until the oldest ages out, the message in both languages',
    async ({ windowMs, limit, agoMs }) => {
      expect(USER_LIMITS.messages.find((w) => w.windowMs === windowMs)?.limit).toBe(limit);
      const { renter, conversationId } = await setup();
      // The account sent `limit - 1` messages in the window, long enough ago that the minute's allowance is untouched.
      await recordHits('messages', renter.id, windowMs, limit - 1, agoMs);
      expect((await send(renter.cookie, conversationId, 'the last one')).statusCode).toBe(201);
      const refused = await send(renter.cookie, conversationId, 'one too many');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.json().message).toMatch(/^Too many messages sent\. Try again in \d+ min$/);
      const retryAfter = Number(refused.headers['retry-after']);
      // The oldest of the window's messages ages out first: when it was sent plus the window, from now.
      expect(Math.abs(retryAfter - (windowMs - agoMs) / 1000)).toBeLessThan(5);
      const pl = await send(renter.cookie, conversationId, 'jeszcze raz', 'pl');
      expect(pl.statusCode).toBe(429);
      expect(pl.json().message).toMatch(/^Wysłano zbyt wiele wiadomości\. Spróbuj ponownie za \d+ min$/);
      const rows = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
      expect(rows.map((r) => r.content)).toEqual(['the last one']);
    },
  );

  it('caps new conversations at 20 a day per account: 429 with Retry-After, nothing created; an existing one still opens', async () => {
    expect(USER_LIMITS.conversations).toEqual([{ limit: 20, windowMs: DAY_MS }]);
    const renter = await signedInUser(db);
    const owner = await insertUser(db);
    const theirs = await Promise.all(Array.from({ length: 21 }, () => insertItem(db, owner.id)));
    for (const item of theirs.slice(0, 20))
      expect((await call('POST', '/api/conversations', renter.cookie, { itemId: item.id })).statusCode).toBe(201);
    // Reopening one counts nothing and is never refused.
    expect((await call('POST', '/api/conversations', renter.cookie, { itemId: theirs[0].id })).statusCode).toBe(200);
    const before = await countRows();
    const refused = await call('POST', '/api/conversations', renter.cookie, { itemId: theirs[20].id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many new conversations started\. Try again in \d+ min$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const pl = await call('POST', '/api/conversations', renter.cookie, { itemId: theirs[20].id }, 'pl');
    expect(pl.statusCode).toBe(429);
    expect(pl.json().message).toMatch(/^Rozpoczęto zbyt wiele nowych rozmów\. Spróbuj ponownie za \d+ min$/);
    expect(await countRows()).toEqual(before);
    expect((await call('POST', '/api/conversations', renter.cookie, { itemId: theirs[5].id })).statusCode).toBe(200);
  });

  it('counts the day of new conversations from the oldest: one started 23 h ago still counts, 25 h ago no more', async () => {
    const renter = await signedInUser(db);
    const owner = await insertUser(db);
    const [first, second] = [await insertItem(db, owner.id), await insertItem(db, owner.id)];
    await recordHits('conversations', renter.id, DAY_MS, 1, 25 * HOUR_MS);
    await recordHits('conversations', renter.id, DAY_MS, 19, 23 * HOUR_MS);
    expect((await call('POST', '/api/conversations', renter.cookie, { itemId: first.id })).statusCode).toBe(201);
    const refused = await call('POST', '/api/conversations', renter.cookie, { itemId: second.id });
    expect(refused.statusCode).toBe(429);
    expect(Math.abs(Number(refused.headers['retry-after']) - 3600)).toBeLessThan(5);
  });

  it('a deleted account stays in the conversation as a deleted user; nobody can write to it any more', async () => {
    const owner = await registerUser(app);
    const renter = await signedInUser(db);
    const item = await insertItem(db, owner.id);
    const conversationId = (await call('POST', '/api/conversations', renter.cookie, { itemId: item.id })).json().id;
    await send(owner.cookie, conversationId, 'Hej, sprzęt gotowy');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${owner.id}`,
      headers: { cookie: owner.cookie },
      payload: { currentPassword: VALID_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const list = (await call('GET', '/api/conversations', renter.cookie)).json();
    expect(list[0]).toMatchObject({
      id: conversationId,
      owner: { id: owner.id, firstName: null, lastName: null, username: null, profilePhotoUrl: null },
      item: { deleted: true },
      lastMessage: 'Hej, sprzęt gotowy',
    });
    const thread = await call('GET', `/api/conversations/${conversationId}/messages`, renter.cookie);
    expect(thread.json().map((m: { content: string }) => m.content)).toEqual(['Hej, sprzęt gotowy']);
    const refused = await send(renter.cookie, conversationId, 'Halo?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PARTICIPANT_DELETED',
      message: 'The other person deleted their account: messages can no longer be sent to them',
    });
    // Reading what is left still works.
    expect((await call('POST', `/api/conversations/${conversationId}/read`, renter.cookie, {})).json()).toEqual({
      markedRead: 1,
    });
  });

  it('a deleted item keeps its thread readable and writable (it may be about a past rental)', async () => {
    const { owner, renter, item, conversationId } = await setup();
    await send(renter.cookie, conversationId, 'Przed usunięciem');
    await db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, item.id));
    expect((await send(owner.cookie, conversationId, 'Po usunięciu')).statusCode).toBe(201);
    const thread = await call('GET', `/api/conversations/${conversationId}/messages`, renter.cookie);
    expect(thread.json().map((m: { content: string }) => m.content)).toEqual(['Przed usunięciem', 'Po usunięciu']);
    const [view] = (await call('GET', '/api/conversations', renter.cookie)).json();
    expect(view.item).toMatchObject({ id: item.id, deleted: true });
    // Starting a new one from the deleted item's page is 404; the existing one is reached from the inbox.
    expect((await call('POST', '/api/conversations', renter.cookie, { itemId: item.id })).statusCode).toBe(404);
  });
});
