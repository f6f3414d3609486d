import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { items, rentals } from '@/server/db/tables';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { BODY_LIMITS, MAX_JSON_DEPTH } from '@/server/lib/body-limits';
import { nulCharacterPath } from '@/server/plugins/error-handler';
import { jsonNestsDeeperThan } from '@/server/plugins/request-body';
import { authenticated } from '@/server/features/auth/public';
import { signedInUser } from './direct-session';
import { createTestApp } from './test-app';

const MB = 1024 * 1024;
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const json = { 'content-type': 'application/json', 'accept-language': 'en' };

/** Writes nobody may make without a session; every other write route must be listed here on purpose. */
const PUBLIC_WRITES = new Set([
  'POST /api/register',
  'POST /api/login',
  // A visitor's logout answers ok too.
  'POST /api/logout',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/verify-email',
  'POST /api/contact',
  // The help chatbot answers visitors too (issue 23): limited per address before its body is read.
  'POST /api/chatbot',
  // The payment provider's events: no session, trusted through their signature (decision 0030).
  'POST /api/payments/webhook',
  // The test payment provider plays Stripe's part: the client secret, not a session, is the capability.
  'POST /api/payments/test-provider/confirm',
  'POST /api/payments/test-provider/authenticate',
  // The onboarding link's one-time token is the capability, as Stripe's hosted onboarding is outside the session.
  'POST /api/payments/test-provider/onboarding',
  // A saved search's e-mail link and List-Unsubscribe (issue 26 §5): its secret, not a session, is the capability.
  'POST /api/saved-searches/unsubscribe',
  // Development only (404 in production): this machine or an administrator, like the dev outbox (decision 0054).
  'POST /api/dev/clock',
]);

describe('jsonNestsDeeperThan', () => {
  it('counts brackets outside strings only, escapes included', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":[]}]}}', 4)).toBe(true);
    expect(jsonNestsDeeperThan(`{"s":"${'[{'.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"s":"a\\"[[[[\\\\","t":[[1]]}`, 2)).toBe(true);
    expect(jsonNestsDeeperThan(`{"s":"a\\"[[[[\\\\","t":[1]}`, 2)).toBe(false);
    // Unterminated text is the parser's to refuse.
    expect(jsonNestsDeeperThan('{"s":"[[[[', 1)).toBe(false);
  });
  it('skips megabytes of string quickly', () => {
    const big = `{"imageUrls":["data:image/png;base64,${'A'.repeat(30 * MB)}"]}`;
    const t = performance.now();
    expect(jsonNestsDeeperThan(big, MAX_JSON_DEPTH)).toBe(false);
    expect(performance.now() - t).toBeLessThan(2000);
  });
});

describe('nulCharacterPath', () => {
  it('finds the first U+0000 in document order, at any depth, without recursion', () => {
    expect(nulCharacterPath({ a: 'ok', b: ['x', { c: 'y\u0000' }], d: '\u0000' })).toEqual(['b', '1', 'c']);
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const t = performance.now();
    expect(nulCharacterPath(deep)).toHaveLength(100_000);
    expect(performance.now() - t).toBeLessThan(3000);
    expect(nulCharacterPath({ a: 1, b: null, c: Buffer.from([0]) })).toBeNull();
  });
});

describe('bodies: authenticated before read, limited per route, nesting bounded', async () => {
  const { app, db } = await createTestApp();
  const user = await signedInUser(db);
  const other = await insertUser(db);
  const item = await insertItem(db, other.id);

  it('every write route needs a session in onRequest (before its body is read), except the public ones listed', () => {
    const writes = app.registeredRoutes.filter(
      (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/'),
    );
    expect(writes.length).toBeGreaterThan(15);
    for (const r of writes) {
      const name = `${r.method} ${r.url}`;
      expect(r.onRequest.includes(authenticated), name).toBe(!PUBLIC_WRITES.has(name));
    }
  });

  it('an anonymous 30 MB body to POST/PUT /api/items is answered 401 unread (parsed, this malformed JSON would be 400)', async () => {
    const payload = `{"name":"${'x'.repeat(30 * MB)}"`;
    for (const [method, url] of [
      ['POST', '/api/items'],
      ['PUT', `/api/items/${item.id}`],
    ] as const) {
      const t = performance.now();
      const res = await app.inject({ method, url, headers: json, payload });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
      expect(performance.now() - t).toBeLessThan(5000);
    }
  });

  it('an anonymous 39 MB body to any signed-in write route is 401, to a public one 413', async () => {
    const payload = Buffer.alloc(39 * MB, 'a');
    for (const r of app.registeredRoutes.filter(
      (x) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(x.method) && x.url.startsWith('/api/'),
    )) {
      const url = r.url.replace(/:\w+/g, '1');
      const res = await app.inject({ method: r.method as 'POST', url, headers: json, payload });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(PUBLIC_WRITES.has(`${r.method} ${r.url}`) ? 413 : 401);
    }
  });

  it('limits each route to what it needs: no-body routes 16 kB, forms 64 kB, listings five data-URL photos', async () => {
    const byName = new Map(app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.bodyLimit]));
    expect(byName.get('POST /api/logout')).toBe(BODY_LIMITS.none);
    expect(byName.get('PUT /api/rentals/:id/decline')).toBe(BODY_LIMITS.none);
    // Accepting may carry the agreed handover times (issue 26 §3): a small form.
    expect(byName.get('PUT /api/rentals/:id/accept')).toBe(BODY_LIMITS.default);
    expect(byName.get('POST /api/notifications/read-all')).toBe(BODY_LIMITS.none);
    expect(byName.get('POST /api/rentals')).toBe(BODY_LIMITS.default);
    expect(byName.get('POST /api/uploads')).toBe(BODY_LIMITS.photo);
    expect(byName.get('POST /api/items')).toBe(BODY_LIMITS.listing);
    // Five photos of 5,000,000 bytes as base64 (6,666,668 characters each) and the text fit; a sixth photo's worth does not.
    expect(BODY_LIMITS.listing).toBeGreaterThan(5 * 6_666_668 + 20_000);
    expect(BODY_LIMITS.listing).toBeLessThan(6 * 6_666_668);

    const pad = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes) });
    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: json, payload: pad(20_000) });
    expect(logout.statusCode).toBe(413);
    expect(logout.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: json, payload: '{}' })).statusCode).toBe(
      200,
    );

    const move = await app.inject({
      method: 'PUT',
      url: '/api/rentals/1/cancel',
      headers: { ...json, cookie: user.cookie },
      payload: pad(20_000),
    });
    expect(move.statusCode).toBe(413);
    const rental = await app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { ...json, cookie: user.cookie },
      payload: pad(70 * 1024),
    });
    expect(rental.statusCode).toBe(413);
    // The listing route reads a body of 5 MB (and answers for its content, not its size).
    const listing = await app.inject({
      method: 'POST',
      url: '/api/items',
      headers: { ...json, cookie: user.cookie },
      payload: pad(5 * MB),
    });
    expect(listing.statusCode).toBe(400);
    expect(listing.json().code).toBe('VALIDATION_FAILED');
  });

  it('JSON nested 5,000 levels is 400 BAD_REQUEST on routes with and without a body schema, signed in or not', async () => {
    const mine = await insertItem(db, user.id);
    const pending = await insertRental(db, mine, other.id, addDays(todayIso(), 3), addDays(todayIso(), 4), 'pending');
    for (const [method, url, cookie] of [
      ['POST', '/api/logout', undefined],
      ['POST', '/api/logout', user.cookie],
      ['POST', '/api/login', undefined],
      ['POST', '/api/notifications/read-all', user.cookie],
      ['POST', '/api/notifications/1/read', user.cookie],
      ['PUT', `/api/rentals/${pending.id}/accept`, user.cookie],
      ['PUT', `/api/rentals/${pending.id}/decline`, user.cookie],
      ['PATCH', `/api/rentals/${pending.id}/status`, user.cookie],
      ['POST', '/api/rentals', user.cookie],
    ] as const) {
      for (const payload of [nested(5000), `{"a":${nested(MAX_JSON_DEPTH)}}`]) {
        const res = await app.inject({ method, url, headers: { ...json, ...(cookie ? { cookie } : {}) }, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Bad request' });
      }
    }
    // Nothing moved: the refused bodies never reached a handler.
    const [row] = await db.select().from(rentals).where(eq(rentals.id, pending.id));
    expect(row.status).toBe('pending');
    // Nesting a request really uses still parses.
    const ok = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: json,
      payload: `{"a":${nested(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(ok.statusCode).toBe(200);
    // The replacing parser still takes a charset parameter and still refuses prototype poisoning.
    const charset = await app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { ...json, 'content-type': 'application/json; charset=utf-8', cookie: user.cookie },
      payload: '{"itemId":"x"}',
    });
    expect(charset.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { itemId: 'Invalid value' } });
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: json,
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('query strings and path segments the database cannot take', async () => {
  const { app, db } = await createTestApp();
  const user = await signedInUser(db);

  it('U+0000 in any query parameter of a search is 400 naming it, not 500', async () => {
    for (const param of ['q', 'location', 'district', 'sort', 'start', 'ownerId', 'category']) {
      const res = await app.inject({ url: `/api/items?${param}=a%00b`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, param).toBe(400);
      expect(res.json().code, param).toBe('VALIDATION_FAILED');
    }
    const q = await app.inject({ url: '/api/items?q=%00', headers: { 'accept-language': 'en' } });
    expect(q.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      fields: { q: 'Invalid value' },
    });
    // (An unknown parameter of a route with a query schema is dropped unread: /api/notifications?x=%00 is a 200.)
    for (const url of [
      '/api/items/1%00',
      '/api/users/%00',
      '/api/notifications?page=%00',
      '/api/rentals/incoming?status=%00',
      '/api/items/1/similar?limit=%00',
    ]) {
      const res = await app.inject({ url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('ids and categories past int4 (2147483647), negative, fractional or not numbers are 400', async () => {
    for (const value of [
      '2147483648',
      '99999999999999999999',
      '1e400',
      '-1',
      '0',
      '1.5',
      'abc',
      'NaN',
      'Infinity',
      '1,5',
    ]) {
      for (const url of [
        `/api/items?category=${value}`,
        `/api/items?categoryId=${value}`,
        `/api/items?ownerId=${value}`,
        `/api/items/${value}`,
        `/api/users/${value}`,
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().code, url).toBe('VALIDATION_FAILED');
      }
      const rental = await app.inject({
        method: 'POST',
        url: '/api/rentals',
        headers: { cookie: user.cookie },
        payload: { itemId: value, startDate: '2030-01-01', endDate: '2030-01-02' },
      });
      expect(rental.statusCode, value).toBe(400);
    }
    // The largest int4 is a valid id: just nothing there.
    expect((await app.inject({ url: '/api/items/2147483647' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/items?category=2147483647' })).statusCode).toBe(200);
  });
});

describe('rental dates: a date or a valid ISO timestamp, nothing else', async () => {
  const { app, db } = await createTestApp();
  const renter = await signedInUser(db);
  const owner = await insertUser(db);
  const item = await insertItem(db, owner.id);
  const start = addDays(todayIso(), 20);
  const post = (startDate: string, endDate: string) =>
    app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie: renter.cookie, 'accept-language': 'en' },
      payload: { itemId: item.id, startDate, endDate },
    });

  it('refuses trailing text, impossible times and impossible dates with 400 on the field; nothing is created', async () => {
    for (const [startDate, endDate] of [
      [`${start}garbage`, start],
      [`${start}T25:99:00Z`, start],
      [start, `${start}T10:00:00Zjunk`],
      ['2027-02-30', '2027-03-01'],
      [start, `${start} 10:00`],
    ]) {
      const res = await post(startDate, endDate);
      expect(res.statusCode, `${startDate} ${endDate}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().fields)).toContain(startDate === start ? 'endDate' : 'startDate');
    }
    expect(await db.select().from(rentals).where(eq(rentals.itemId, item.id))).toHaveLength(0);
  });

  it('keeps what clients send working: a plain date, and the spec client’s toISOString() of a Warsaw midnight', async () => {
    const plain = await post(start, addDays(start, 1));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ startDate: start, endDate: addDays(start, 1) });
    const later = addDays(start, 10);
    const midnight = (iso: string) =>
      new Date(
        `${iso}T00:00:00${new Date(`${iso}T12:00:00Z`).toLocaleString('en', { timeZone: 'Europe/Warsaw', timeZoneName: 'longOffset' }).slice(-6)}`,
      ).toISOString();
    const zoned = await post(midnight(later), midnight(addDays(later, 2)));
    expect(zoned.statusCode, zoned.body).toBe(201);
    expect(zoned.json()).toMatchObject({ startDate: later, endDate: addDays(later, 2) });
    expect(await db.select().from(items).where(eq(items.id, item.id))).toHaveLength(1);
  });
});
