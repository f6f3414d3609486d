import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/tables';
import { createTestApp, login, registerUser, sessionCookie } from '@/server/test/test-app';

describe('POST /api/login', async () => {
  const { app, db } = await createTestApp();

  it('signs in with the right password and answers the private user', async () => {
    const u = await registerUser(app);
    const res = await login(app, u.email, u.password, { remoteAddress: '10.1.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: u.id, email: u.email, role: 'user' });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().user.id).toBe(u.id);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const u = await registerUser(app);
    const res = await login(app, `  ${u.email.toUpperCase()} `, u.password, { remoteAddress: '10.1.0.2' });
    expect(res.statusCode).toBe(200);
  });

  it('remembers the language of the login as the account’s language', async () => {
    const u = await registerUser(app);
    await login(app, u.email, u.password, { lang: 'en-US,en;q=0.9', remoteAddress: '10.1.0.3' });
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, u.id));
    expect(row.language).toBe('en');
  });

  it('answers the same 401 for a wrong password and an unknown e-mail, and sets no cookie', async () => {
    const u = await registerUser(app);
    const wrong = await login(app, u.email, 'Wrong123!', { lang: 'en', remoteAddress: '10.1.0.4' });
    const unknown = await login(app, 'nobody@example.com', 'Wrong123!', { lang: 'en', remoteAddress: '10.1.0.4' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const pl = await login(app, u.email, 'Wrong123!', { remoteAddress: '10.1.0.4' });
    expect(pl.json().message).toBe('Nieprawidłowy email lub hasło');
  });

  it('validates with the login texts of the spec, in both languages', async () => {
    const cases = [
      {
        body: { email: 'jan', password: 'x' },
        field: 'email',
        pl: 'Nieprawidłowy adres email',
        en: 'Invalid email address',
      },
      {
        body: { email: 123, password: 'x' },
        field: 'email',
        pl: 'Nieprawidłowy adres email',
        en: 'Invalid email address',
      },
      {
        body: { email: 'a@b.pl', password: '' },
        field: 'password',
        pl: 'Hasło jest wymagane',
        en: 'Password is required',
      },
      { body: { email: 'a@b.pl' }, field: 'password', pl: 'Hasło jest wymagane', en: 'Password is required' },
    ];
    for (const c of cases) {
      for (const lang of ['pl', 'en'] as const) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: c.body,
          headers: { 'accept-language': lang },
          remoteAddress: '10.1.0.5',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
        expect(res.json().fields).toEqual({ [c.field]: c[lang] });
      }
    }
  });

  it('GET /api/user answers the signed-in user itself, 401 without a session', async () => {
    const u = await registerUser(app);
    const res = await app.inject({ url: '/api/user', headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, email: u.email });
    const anon = await app.inject({ url: '/api/user' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Musisz się zalogować' });
  });
});
