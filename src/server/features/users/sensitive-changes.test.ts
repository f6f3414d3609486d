import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '@/server/db/tables';
import { createTestApp, latestEmailTo, linkTokenTo, login, registerUser, sessionCookie } from '@/server/test/test-app';

const NEW_PASSWORD = 'Zmiana9Hasla!';

describe('password change, other devices, deletion with the password (docs/decisions/0018)', async () => {
  const { app, db } = await createTestApp();
  const changePassword = (u: { id: number; cookie: string }, body: object, lang = 'en') =>
    app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}/password`,
      headers: { cookie: u.cookie, 'accept-language': lang },
      payload: body,
    });
  const alive = async (cookie: string) =>
    (await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode === 200;

  it('changes the password with the current one: other sessions end, this one stays, the user is e-mailed', async () => {
    const u = await registerUser(app);
    const other = sessionCookie(await login(app, u.email, u.password));
    const res = await changePassword(u, {
      currentPassword: u.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: 'Your password has been changed. Other devices have been logged out.',
    });
    expect(await alive(u.cookie)).toBe(true);
    expect(await alive(other)).toBe(false);
    expect((await login(app, u.email, u.password)).statusCode).toBe(401);
    expect((await login(app, u.email, NEW_PASSWORD)).statusCode).toBe(200);
    // In the language the user last used while signed in (this change was asked in English; the sign-up was Polish).
    expect((await latestEmailTo(db, u.email)).subject).toBe('Your password was changed');
  });

  it('refuses a wrong or missing current password, a common, reused, weak or unconfirmed new one; nothing changes', async () => {
    const u = await registerUser(app);
    const [{ passwordHash }] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, u.id));
    const cases: [object, Record<string, string>][] = [
      [
        { currentPassword: 'Wrong7Pass!', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        { currentPassword: 'Your current password is incorrect' },
      ],
      [
        { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        { currentPassword: 'Enter your current password' },
      ],
      [
        { currentPassword: u.password, newPassword: 'Password1!', confirmPassword: 'Password1!' },
        { newPassword: 'This password is too common and easy to guess: choose another one' },
      ],
      [
        { currentPassword: u.password, newPassword: u.password, confirmPassword: u.password },
        { newPassword: 'New password cannot be the same as your previous password' },
      ],
      [
        { currentPassword: u.password, newPassword: 'short', confirmPassword: 'short' },
        { newPassword: 'Password must be at least 8 characters' },
      ],
      [
        { currentPassword: u.password, newPassword: NEW_PASSWORD, confirmPassword: 'Other9Pass!' },
        { confirmPassword: 'Passwords do not match' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await changePassword(u, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    const pl = await changePassword(
      u,
      { currentPassword: u.password, newPassword: 'Haslo123!', confirmPassword: 'Haslo123!' },
      'pl',
    );
    expect(pl.json().fields).toEqual({
      newPassword: 'To hasło jest zbyt popularne i łatwe do odgadnięcia: wybierz inne',
    });
    expect(
      (await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, u.id)))[0].passwordHash,
    ).toBe(passwordHash);
  });

  it('only for one’s own account, and only signed in', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const body = { currentPassword: b.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await changePassword({ id: b.id, cookie: a.cookie }, body)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: `/api/users/${b.id}/password`, payload: body })).statusCode).toBe(
      401,
    );
  });

  it('a password reset e-mails "your password was changed" too, and refuses a common password', async () => {
    const u = await registerUser(app);
    await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email } });
    const token = await linkTokenTo(db, u.email, '/resetuj-haslo');
    const common = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'Qwerty123!', confirmPassword: 'Qwerty123!' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({
      password: 'To hasło jest zbyt popularne i łatwe do odgadnięcia: wybierz inne',
    });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect((await latestEmailTo(db, u.email)).subject).toBe('Hasło do Twojego konta zostało zmienione');
  });

  it('"log out other devices" ends every other session and keeps this one', async () => {
    const u = await registerUser(app);
    const others = [
      sessionCookie(await login(app, u.email, u.password)),
      sessionCookie(await login(app, u.email, u.password)),
    ];
    const res = await app.inject({
      method: 'POST',
      url: '/api/sessions/logout-others',
      headers: { cookie: u.cookie, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You have been logged out of all other devices.');
    expect(await alive(u.cookie)).toBe(true);
    for (const c of others) expect(await alive(c)).toBe(false);
    expect(await db.$count(sessions, eq(sessions.userId, u.id))).toBe(1);
    expect((await app.inject({ method: 'POST', url: '/api/sessions/logout-others' })).statusCode).toBe(401);
  });

  it('deleting the account asks for the password: missing or wrong is a field error and nothing is deleted', async () => {
    const u = await registerUser(app);
    const del = (payload?: object) =>
      app.inject({
        method: 'DELETE',
        url: `/api/users/${u.id}`,
        headers: { cookie: u.cookie, 'accept-language': 'en' },
        payload,
      });
    const missing = await del({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: 'Enter your current password' });
    expect((await del()).statusCode).toBe(400);
    const wrong = await del({ currentPassword: 'Wrong7Pass!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is incorrect' });
    expect((await db.select().from(users).where(eq(users.id, u.id)))[0].deletedAt).toBeNull();
    expect((await del({ currentPassword: u.password })).statusCode).toBe(200);
    expect((await db.select().from(users).where(eq(users.id, u.id)))[0].deletedAt).not.toBeNull();
  });
});
