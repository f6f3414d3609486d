import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/shared/domain/legal';
import { consents, users } from '@/server/db/tables';
import { createTestApp, sessionCookie, VALID_PASSWORD } from '@/server/test/test-app';

let n = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  email: `consent${++n}-${Date.now()}@example.com`,
  password: VALID_PASSWORD,
  firstName: 'Ewa',
  lastName: 'Nowak',
  mobileNumber: '+48 600100200',
  ...extra,
});

describe('consent to the terms (issue 27 §2, §6)', async () => {
  const { app, db, clock } = await createTestApp();
  const register = (payload: Record<string, unknown>, lang = 'pl') =>
    app.inject({ method: 'POST', url: '/api/register', payload, headers: { 'accept-language': lang } });
  const consentsOf = (userId: number) =>
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.document);

  it('registering with acceptedTerms: true records the current version, its time, and both documents', async () => {
    const before = clock.now().getTime();
    const res = await register(body({ acceptedTerms: true }));
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user.termsAcceptedVersion).toBe(TERMS_VERSION);
    expect(Date.parse(user.termsAcceptedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(user.termsAcceptedAt)).toBeLessThanOrEqual(clock.now().getTime());
    const rows = await consentsOf(user.id);
    expect(rows.map((r) => [r.document, r.version])).toEqual([
      ['privacy', PRIVACY_VERSION],
      ['terms', TERMS_VERSION],
    ]);
    expect(rows[0].ip).toBeTruthy();
  });

  it('the spec’s payload without it still registers, with nothing accepted, and /api/auth/me says so', async () => {
    const res = await register(body());
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ termsAcceptedVersion: null, termsAcceptedAt: null });
    expect(await consentsOf(res.json().user.id)).toEqual([]);
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().user).toMatchObject({ termsAcceptedVersion: null, termsAcceptedAt: null });
  });

  it.each([
    [false, 'pl', 'Musisz zaakceptować regulamin i politykę prywatności'],
    ['yes', 'en', 'You must accept the terms of service and the privacy policy'],
  ])('acceptedTerms: %j is 400 with a clear message in %s, and no account is made', async (value, lang, message) => {
    const payload = body({ acceptedTerms: value });
    const res = await register(payload, lang);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.acceptedTerms).toBe(message);
    expect(await db.$count(users, eq(users.email, payload.email))).toBe(0);
  });

  it('accept-terms records the current version once; an old version is 409; signed out is 401', async () => {
    const res = await register(body());
    const cookie = sessionCookie(res);
    const accept = (version: string, headers: Record<string, string> = { cookie }) =>
      app.inject({ method: 'POST', url: '/api/users/me/accept-terms', payload: { version }, headers });

    expect((await accept(TERMS_VERSION, {})).statusCode).toBe(401);
    const old = await accept('2020-01-01', { cookie, 'accept-language': 'en' });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'TERMS_VERSION_OUTDATED' });
    expect(old.json().message).toMatch(/The terms have changed/);

    const ok = await accept(TERMS_VERSION);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.termsAcceptedVersion).toBe(TERMS_VERSION);
    const again = await accept(TERMS_VERSION);
    expect(again.statusCode).toBe(200);
    expect(await consentsOf(res.json().user.id)).toHaveLength(2);
  });

  it('a user who accepted an older version is asked again: their version is not the current one until they accept', async () => {
    const res = await register(body({ acceptedTerms: true }));
    const id = res.json().user.id as number;
    await db.update(users).set({ termsAcceptedVersion: '2025-01-01' }).where(eq(users.id, id));
    const cookie = sessionCookie(res);
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user.termsAcceptedVersion).toBe('2025-01-01');
    await app.inject({
      method: 'POST',
      url: '/api/users/me/accept-terms',
      payload: { version: TERMS_VERSION },
      headers: { cookie },
    });
    expect(await consentsOf(id)).toHaveLength(4);
  });
});
