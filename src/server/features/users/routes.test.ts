import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicProfileSchema } from '@/shared/schemas/users';
import { sessions, users } from '@/server/db/tables';
import {
  createTestApp,
  latestEmailTo,
  login,
  registerUser,
  sessionCookie,
  VALID_PASSWORD,
} from '@/server/test/test-app';

const profile = { email: 'new@example.com', firstName: 'Nowe', lastName: 'Nazwisko', mobileNumber: '+49 1511234567' };

describe('users API', async () => {
  const { app, db } = await createTestApp();
  const put = (id: number | string, payload: object, cookie?: string, lang?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload,
      headers: { ...(cookie ? { cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    });
  const del = (id: number | string, cookie?: string, currentPassword = VALID_PASSWORD) =>
    app.inject({
      method: 'DELETE',
      url: `/api/users/${id}`,
      headers: cookie ? { cookie } : {},
      payload: { currentPassword },
    });
  const row = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

  describe('GET /api/users/:id', () => {
    it('answers the public fields only, to anyone', async () => {
      const u = await registerUser(app, { firstName: 'Ola', lastName: 'Lis' });
      const res = await app.inject(`/api/users/${u.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(Object.keys(publicProfileSchema.shape).sort());
      expect(body).toMatchObject({
        id: u.id,
        firstName: 'Ola',
        // Issue 26 §4: the surname only as its initial to the public.
        lastName: 'L.',
        name: 'Ola L.',
        isVerified: false,
        // Issue 20 §6: the phone's state apart from the identity badge; no response time without answered requests.
        phoneVerified: false,
        responseTime: 'within_hour',
        responseTimeMinutes: null,
        averageRating: '0.00',
        reviewCount: 0,
        profilePhotoUrl: null,
      });
      for (const k of ['email', 'mobileNumber', 'countryCode', 'passwordHash', 'password', 'role', 'language'])
        expect(body).not.toHaveProperty(k);
      expect(res.body).not.toContain(u.email);
      expect(res.body).not.toContain('argon2');
      // Signed in as someone else changes nothing.
      const other = await registerUser(app);
      const asOther = await app.inject({ url: `/api/users/${u.id}`, headers: { cookie: other.cookie } });
      expect(asOther.body).toBe(res.body);
    });

    it('400 for an id that is not a positive integer, 404 for an unknown one', async () => {
      for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
        const res = await app.inject(`/api/users/${id}`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
        expect(res.json().fields).toHaveProperty('id');
      }
      const missing = await app.inject({ url: '/api/users/999999', headers: { 'accept-language': 'en' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    });
  });

  describe('PUT /api/users/:id', () => {
    it('updates one’s own profile and answers the private user; a new e-mail waits for its link', async () => {
      const u = await registerUser(app);
      const res = await put(
        u.id,
        { ...profile, email: ' New@Example.com ', language: 'en', currentPassword: u.password },
        u.cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: u.id,
        email: u.email,
        pendingEmail: 'new@example.com',
        emailVerified: false,
        firstName: 'Nowe',
        lastName: 'Nazwisko',
        mobileNumber: '+49 1511234567',
        countryCode: '+49',
        language: 'en',
      });
      expect(await row(u.id)).toMatchObject({ email: u.email, firstName: 'Nowe', mobileNumber: '+49 1511234567' });
      // The old e-mail still logs in; the new one only after its link (account-verification.test.ts).
      expect((await login(app, u.email, u.password)).statusCode).toBe(200);
      expect((await login(app, 'new@example.com', u.password)).statusCode).toBe(401);
    });

    it('ignores fields the owner may not set', async () => {
      const u = await registerUser(app);
      const res = await put(
        u.id,
        {
          ...profile,
          email: u.email,
          role: 'admin',
          isVerified: true,
          averageRating: '5.00',
          reviewCount: 40,
          passwordHash: 'x',
          id: 1,
          phoneVerified: true,
        },
        u.cookie,
      );
      expect(res.statusCode).toBe(200);
      const r = await row(u.id);
      expect(r).toMatchObject({
        role: 'user',
        isVerified: false,
        averageRating: '0.00',
        reviewCount: 0,
        phoneVerified: false,
        id: u.id,
      });
      expect(r.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('an empty phone clears it', async () => {
      const u = await registerUser(app);
      const res = await put(u.id, { ...profile, email: u.email, mobileNumber: '' }, u.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().mobileNumber).toBeNull();
    });

    it('401 without a session, and nothing changes', async () => {
      const u = await registerUser(app);
      const res = await put(u.id, profile);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
      expect((await row(u.id)).email).toBe(u.email);
    });

    it('403 on someone else’s account, and nothing changes', async () => {
      const victim = await registerUser(app);
      const attacker = await registerUser(app);
      const before = await row(victim.id);
      const res = await put(victim.id, { ...profile, email: 'attacker@example.com' }, attacker.cookie, 'en');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this' });
      expect(await row(victim.id)).toEqual(before);
    });

    it('404 for an unknown account, 400 for a malformed id', async () => {
      const u = await registerUser(app);
      expect((await put(999999, profile, u.cookie)).statusCode).toBe(404);
      expect((await put('abc', profile, u.cookie)).statusCode).toBe(400);
    });

    it('answers the same whether the new e-mail is free or another account’s: no 409 to enumerate accounts', async () => {
      const a = await registerUser(app);
      const b = await registerUser(app);
      const free = `free-${a.id}@example.com`;
      const taken = await put(
        a.id,
        { ...profile, email: b.email.toUpperCase(), currentPassword: a.password },
        a.cookie,
      );
      const fresh = await put(a.id, { ...profile, email: free, currentPassword: a.password }, a.cookie);
      expect([taken.statusCode, fresh.statusCode]).toEqual([200, 200]);
      const strip = (body: Record<string, unknown>) => ({ ...body, pendingEmail: undefined });
      expect(strip(taken.json())).toEqual(strip(fresh.json()));
      expect(taken.json().pendingEmail).toBe(b.email.toLowerCase());
      expect((await row(a.id)).email).toBe(a.email);
      // The free address gets a link; the taken one only a notice to its owner that someone tried.
      expect((await latestEmailTo(db, free))?.text).toContain('/weryfikacja-email?token=');
      const toB = await latestEmailTo(db, b.email);
      expect(toB.text).not.toContain('token=');
      expect(toB.subject).toBe('Próba użycia Twojego adresu email');
    });

    it('answers allFieldsRequired for a blank e-mail, first or last name, in both languages', async () => {
      const u = await registerUser(app);
      for (const field of ['email', 'firstName', 'lastName']) {
        for (const [lang, text] of [
          ['pl', 'Wszystkie pola są wymagane'],
          ['en', 'All fields are required'],
        ]) {
          const res = await put(u.id, { ...profile, [field]: '  ' }, u.cookie, lang);
          expect(res.statusCode).toBe(400);
          expect(res.json().fields).toEqual({ [field]: text });
        }
        const missing = await put(u.id, { ...profile, [field]: undefined }, u.cookie, 'en');
        expect(missing.json().fields).toEqual({ [field]: 'All fields are required' });
      }
      const bad = await put(u.id, { ...profile, email: 'zly' }, u.cookie, 'pl');
      expect(bad.json().fields).toEqual({ email: 'Nieprawidłowy email' });
      expect((await row(u.id)).email).toBe(u.email);
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('401 without a session, 403 for someone else’s account, 404 for an unknown one; nothing is deleted', async () => {
      const victim = await registerUser(app);
      const attacker = await registerUser(app);
      expect((await del(victim.id)).statusCode).toBe(401);
      const forbidden = await del(victim.id, attacker.cookie);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
      expect((await del(999999, attacker.cookie)).statusCode).toBe(404);
      expect((await del('abc', attacker.cookie)).statusCode).toBe(400);
      expect((await row(victim.id)).deletedAt).toBeNull();
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie: victim.cookie } })).statusCode).toBe(200);
      expect((await login(app, victim.email, victim.password)).statusCode).toBe(200);
    });

    it('deletes one’s own account: personal data gone, every session ended, no more login, no public profile', async () => {
      const u = await registerUser(app, { firstName: 'Zofia', lastName: 'Usuwana', mobileNumber: '+48 777888999' });
      const secondCookie = sessionCookie(await login(app, u.email, u.password));
      const res = await del(u.id, u.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(String(res.headers['set-cookie'])).toMatch(/^sid=;/);

      const r = await row(u.id);
      expect(r.deletedAt).not.toBeNull();
      expect(r.email).not.toContain(u.email.split('@')[0]);
      expect(r).toMatchObject({ firstName: null, lastName: null, mobileNumber: null, profilePhotoUrl: null });
      expect(r.passwordHash).not.toMatch(/^\$argon2/);
      expect(JSON.stringify(r)).not.toMatch(/Zofia|Usuwana|777888999/);
      expect(await db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);

      for (const cookie of [u.cookie, secondCookie])
        expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
      expect((await login(app, u.email, u.password)).statusCode).toBe(401);
      expect((await app.inject(`/api/users/${u.id}`)).statusCode).toBe(404);
      expect((await put(u.id, profile, u.cookie)).statusCode).toBe(401);
      expect((await del(u.id, u.cookie)).statusCode).toBe(401);
      // The e-mail is free again.
      expect((await registerUser(app, { email: u.email })).id).not.toBe(u.id);
    });

    it('another user cannot act on a deleted account: 404', async () => {
      const gone = await registerUser(app);
      const other = await registerUser(app);
      await del(gone.id, gone.cookie);
      expect((await put(gone.id, profile, other.cookie)).statusCode).toBe(404);
      expect((await del(gone.id, other.cookie)).statusCode).toBe(404);
    });
  });
});
