import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import type { RegisteredRoute } from '@/server/plugins/request-body';
import { signedInUser } from './direct-session';
import { createTestApp } from './test-app';

/**
 * Every registered route, as a visitor and as a signed-in user, fed what a careless or hostile client sends:
 * malformed and deeply nested JSON, wrong types, U+0000 in every query parameter and string field, numbers past
 * int4 or not whole, unknown fields. Whatever the route, the answer is never a 5xx.
 */

/** The field names of a zod object schema, through transforms and refinements (`in` of a pipe). */
function fieldsOf(schema: unknown): string[] {
  for (let s = schema as { shape?: object; in?: unknown; def?: { innerType?: unknown } } | undefined; s;) {
    if (s.shape) return Object.keys(s.shape);
    s = (s.in ?? s.def?.innerType) as typeof s;
  }
  return [];
}

const PARAM_VALUES = ['1', '2147483647', '2147483648', '-1', '1.5', '1e400', 'abc', '1%00', '9'.repeat(400), '%E2%82'];
const QUERY_VALUES = ['a%00b', '2147483648', '-1.5', '%E2%82', 'x'.repeat(5000)];
const FIELD_VALUES: unknown[] = [
  'a\u0000b',
  2147483648,
  2 ** 64,
  -1,
  1.5,
  '1e400',
  null,
  true,
  [],
  { a: '\u0000' },
  'x'.repeat(20_000),
];
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'not json',
  '{"a":1}}',
  'null',
  '[]',
  '42',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  '{"\\u0000":"\\u0000"}',
];

interface Case {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

function casesFor(route: RegisteredRoute & { queryFields: string[]; bodyFields: string[] }): Case[] {
  const withParams = (value: string) => route.url.replace(/:\w+/g, value);
  const base = withParams('1');
  const cases: Case[] = PARAM_VALUES.map((v) => ({ method: route.method, url: withParams(v) }));
  for (const key of [...route.queryFields, 'unknown'])
    for (const v of QUERY_VALUES) cases.push({ method: route.method, url: `${base}?${key}=${v}` });
  if (['GET', 'HEAD'].includes(route.method)) return cases;
  for (const payload of RAW_BODIES)
    cases.push({ method: route.method, url: base, payload, contentType: 'application/json' });
  for (const contentType of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'image/png',
  ])
    cases.push({ method: route.method, url: base, payload: 'a=1', contentType });
  const json = (body: unknown) => ({
    method: route.method,
    url: base,
    payload: JSON.stringify(body),
    contentType: 'application/json',
  });
  for (const key of route.bodyFields) for (const v of FIELD_VALUES) cases.push(json({ [key]: v }));
  for (const v of FIELD_VALUES)
    cases.push(json(Object.fromEntries([...route.bodyFields, 'unknownField'].map((k) => [k, v]))));
  return cases;
}

describe('fuzzing every registered route', async () => {
  const { app, db } = await createTestApp();
  // Rows behind the small ids the cases use, so handlers get past "not found" where validation lets them.
  const owner = await insertUser(db);
  const renter = await insertUser(db);
  const item = await insertItem(db, owner.id);
  await insertRental(db, item, renter.id, addDays(todayIso(), 3), addDays(todayIso(), 4), 'pending');

  const routes = app.registeredRoutes
    .filter((r) => r.method !== 'HEAD')
    .map((r) => ({
      ...r,
      queryFields: fieldsOf(r.schema?.querystring),
      bodyFields: fieldsOf(r.schema?.body),
      // A stream (GET /api/events) never ends by itself: its answer is judged by its status, then let go.
      streams: ((r.schema as { produces?: string[] } | undefined)?.produces ?? []).includes('text/event-stream'),
    }));

  it('finds the routes and their fields', () => {
    expect(routes.length).toBeGreaterThan(35);
    expect(routes.filter((r) => r.streams).map((r) => r.url)).toEqual(['/api/events']);
    expect(routes.find((r) => r.method === 'GET' && r.url === '/api/items')?.queryFields).toEqual(
      expect.arrayContaining(['q', 'category', 'location', 'district', 'start']),
    );
    expect(routes.find((r) => r.method === 'POST' && r.url === '/api/items')?.bodyFields).toEqual(
      expect.arrayContaining(['name', 'categoryId', 'imageUrls']),
    );
    expect(routes.find((r) => r.method === 'POST' && r.url === '/api/rentals')?.bodyFields).toEqual(
      expect.arrayContaining(['itemId', 'startDate']),
    );
  });

  it('answers no request with a 5xx, as a visitor or signed in', { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      // A user of its own per route: logout, account deletion and the like spoil only their own session.
      const user = await signedInUser(db);
      const requests = casesFor(route).flatMap((c) => [undefined, user.cookie].map((cookie) => ({ ...c, cookie })));
      // A few at a time: most of the time goes to the database's round trips.
      for (let i = 0; i < requests.length; i += 16) {
        await Promise.all(
          requests.slice(i, i + 16).map(async (c) => {
            const res = await app.inject({
              method: c.method as 'GET',
              url: c.url,
              payload: c.payload,
              headers: {
                ...(c.contentType ? { 'content-type': c.contentType } : {}),
                ...(c.cookie ? { cookie: c.cookie } : {}),
              },
              payloadAsStream: route.streams,
            });
            sent++;
            if (route.streams) res.stream().destroy();
            if (res.statusCode >= 500)
              failures.push(
                `${res.statusCode} ${c.cookie ? 'user' : 'visitor'} ${c.method} ${c.url.slice(0, 120)} ${c.payload?.slice(0, 80) ?? ''} -> ${route.streams ? '(stream)' : res.body.slice(0, 200)}`,
              );
          }),
        );
      }
    }
    expect(sent).toBeGreaterThan(2500);
    expect(failures).toEqual([]);
  });
});
