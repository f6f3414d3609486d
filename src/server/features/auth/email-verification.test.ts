import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailVerifications, outbox, users } from '@/server/db/tables';
import { hashToken } from '@/server/lib/tokens';
import { createTestApp, latestEmailTo, linkTokenTo, login, registerUser, verifyEmailOf } from '@/server/test/test-app';

describe('e-mail verification (docs/decisions/0018)', async () => {
  const { app, db } = await createTestApp({ ADMIN_EMAILS: 'chief@example.com,new-chief@example.com' });
  const me = (cookie: string) => app.inject({ url: '/api/auth/me', headers: { cookie } }).then((r) => r.json().user);
  const verify = (token: string, lang = 'en') =>
    app.inject({ method: 'POST', url: '/api/verify-email', payload: { token }, headers: { 'accept-language': lang } });
  const resend = (cookie: string, lang = 'en') =>
    app.inject({ method: 'POST', url: '/api/verify-email/resend', headers: { cookie, 'accept-language': lang } });
  const changeEmail = (u: { id: number; cookie: string }, email: string, currentPassword?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: { cookie: u.cookie, 'accept-language': 'en' },
      payload: { email, firstName: 'Jan', lastName: 'Kowalski', currentPassword },
    });

  it('a sign-up e-mails a single-use link in the request’s language; opening it confirms the address', async () => {
    const u = await registerUser(app, { email: 'fresh@example.com' });
    expect(await me(u.cookie)).toMatchObject({ emailVerified: false, pendingEmail: null });
    const mail = await latestEmailTo(db, u.email);
    expect(mail.subject).toBe('Potwierdź adres email w Wypożyczalni');
    const token = await linkTokenTo(db, u.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the hash is stored.
    const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.userId, u.id));
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: 'The e-mail address fresh@example.com has been confirmed.',
      email: 'fresh@example.com',
    });
    expect(await me(u.cookie)).toMatchObject({ emailVerified: true, pendingEmail: null });
    // Once only.
    const again = await verify(token, 'pl');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'Nieprawidłowy token: link jest nieprawidłowy lub wygasł',
    });
  });

  it('an English sign-up gets the English link; a link older than 24 hours is refused', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en' },
      payload: {
        email: 'late@example.com',
        password: 'Kajak7Rower!',
        firstName: 'A',
        lastName: 'B',
        mobileNumber: '+48 600100200',
      },
    });
    expect(res.statusCode).toBe(201);
    const token = await linkTokenTo(db, 'late@example.com', '/verify-email');
    expect((await latestEmailTo(db, 'late@example.com')).subject).toBe('Confirm your e-mail address at Wypożyczalnia');
    await db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.tokenHash, hashToken(token)));
    expect((await verify(token)).json().code).toBe('INVALID_TOKEN');
    expect((await db.select().from(users).where(eq(users.email, 'late@example.com')))[0].emailVerifiedAt).toBeNull();
  });

  it('unknown or malformed tokens are refused with 400, never a 500', async () => {
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/verify-email', payload: {} })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/api/verify-email', payload: { token: 'x'.repeat(500) } })).statusCode,
    ).toBe(400);
  });

  it('resend: signed in only, one a minute and five a day, the newest link alone works; 409 once confirmed', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/verify-email/resend' })).statusCode).toBe(401);
    const u = await registerUser(app);
    const first = await linkTokenTo(db, u.email);
    // The sign-up e-mail counts: a resend right after is throttled.
    const tooSoon = await resend(u.cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^A verification link was sent a moment ago. Try again in \d+ (s|min)$/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    const age = async () =>
      db.execute(
        sql`UPDATE rate_limit_hits SET created_at = created_at - interval '61 seconds' WHERE key LIKE ${`verify-email:user:${u.id}:%`}`,
      );
    for (let i = 0; i < 4; i++) {
      await age();
      const res = await resend(u.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(`We have sent a confirmation link to ${u.email}.`);
    }
    await age();
    expect((await resend(u.cookie)).statusCode).toBe(429);
    expect((await verify(first)).statusCode).toBe(400);
    // The resends were asked in English: the newest link is the English one.
    expect((await verify(await linkTokenTo(db, u.email, '/verify-email'))).statusCode).toBe(200);
    await db.execute(sql`DELETE FROM rate_limit_hits WHERE key LIKE ${`verify-email:user:${u.id}:%`}`);
    const done = await resend(u.cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('This e-mail address is already confirmed.');
  });

  it('ADMIN_EMAILS: the role comes with the confirmed address, not with typing it', async () => {
    const squatter = await registerUser(app, { email: 'chief@example.com' });
    expect((await me(squatter.cookie)).role).toBe('user');
    expect((await verifyEmailOf(app, db, 'chief@example.com')).statusCode).toBe(200);
    expect((await me(squatter.cookie)).role).toBe('admin');
  });

  it('an e-mail change moving to an ADMIN_EMAILS address earns the role only when the link is opened', async () => {
    const u = await registerUser(app);
    await verifyEmailOf(app, db, u.email);
    const res = await changeEmail(u, 'new-chief@example.com', u.password);
    expect(res.json()).toMatchObject({ role: 'user', pendingEmail: 'new-chief@example.com' });
    expect((await verify(await linkTokenTo(db, 'new-chief@example.com', '/verify-email'))).statusCode).toBe(200);
    expect(await me(u.cookie)).toMatchObject({ role: 'admin', email: 'new-chief@example.com' });
  });

  it('a change of address takes effect when the new address is confirmed, and the old address is told', async () => {
    const u = await registerUser(app);
    await verifyEmailOf(app, db, u.email);
    const res = await changeEmail(u, 'moved@example.com', u.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: u.email, emailVerified: true, pendingEmail: 'moved@example.com' });
    expect((await latestEmailTo(db, 'moved@example.com')).subject).toBe('Confirm your e-mail address at Wypożyczalnia');
    // Not yet: the old address still logs in, the new one does not.
    expect((await login(app, 'moved@example.com', u.password)).statusCode).toBe(401);

    const done = await verify(await linkTokenTo(db, 'moved@example.com', '/verify-email'));
    expect(done.json()).toMatchObject({
      ok: true,
      email: 'moved@example.com',
      message: 'Your e-mail address has been changed to moved@example.com.',
    });
    expect(await me(u.cookie)).toMatchObject({ email: 'moved@example.com', emailVerified: true, pendingEmail: null });
    expect((await login(app, 'moved@example.com', u.password)).statusCode).toBe(200);
    expect((await login(app, u.email, u.password)).statusCode).toBe(401);
    const told = await latestEmailTo(db, u.email);
    // In the account's language: English here, the language of the user's signed-in requests (the sign-up was Polish).
    expect(told.subject).toBe('The e-mail address of your account was changed');
    expect(told.text).toContain('moved@example.com');
  });

  it('a new address taken by another account before the link is opened: a clear 409, nothing changes', async () => {
    const a = await registerUser(app);
    await changeEmail(a, 'contested@example.com', a.password);
    const token = await linkTokenTo(db, 'contested@example.com', '/verify-email');
    const b = await registerUser(app, { email: 'contested@example.com' });
    const res = await verify(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    expect((await db.select().from(users).where(eq(users.id, a.id)))[0].email).toBe(a.email);
    expect((await db.select().from(users).where(eq(users.id, b.id)))[0].email).toBe('contested@example.com');
  });

  it('two accounts confirming the same new address at once: one wins, the other gets 409, never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await registerUser(app);
      const b = await registerUser(app);
      const email = `race${round}-${a.id}@example.com`;
      await changeEmail(a, email, a.password);
      const ta = await linkTokenTo(db, email, '/verify-email');
      await changeEmail(b, email, b.password);
      const tb = await linkTokenTo(db, email, '/verify-email');
      const results = await Promise.all([verify(ta), verify(tb)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    }
  });

  it('the e-mail change needs the current password: missing or wrong is a field error, nothing is sent', async () => {
    const u = await registerUser(app);
    const before = await db.$count(outbox);
    const missing = await changeEmail(u, 'other@example.com');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: 'Enter your current password' });
    const wrong = await changeEmail(u, 'other@example.com', 'Wrong7Pass!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is incorrect' });
    expect(await db.$count(outbox)).toBe(before);
    expect(
      await db.$count(
        emailVerifications,
        and(eq(emailVerifications.userId, u.id), eq(emailVerifications.email, 'other@example.com')),
      ),
    ).toBe(0);
    // Other fields save without the password.
    const plain = await app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: { cookie: u.cookie },
      payload: { email: u.email, firstName: 'Inne', lastName: 'Imię' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().firstName).toBe('Inne');
  });

  it('e-mail changes are rate-limited per account (emailChanges), and password checks per account (passwordChecks)', async () => {
    const u = await registerUser(app);
    for (let i = 0; i < 5; i++)
      expect((await changeEmail(u, `hop${i}-${u.id}@example.com`, u.password)).statusCode).toBe(200);
    const sixth = await changeEmail(u, `hop6-${u.id}@example.com`, u.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many attempts to change the e-mail address/);
    const v = await registerUser(app);
    for (let i = 0; i < 10; i++)
      expect((await changeEmail(v, `x${i}@example.com`, `Wrong${i}Pass!`)).statusCode).toBe(400);
    const guess = await changeEmail(v, 'x@example.com', v.password);
    expect(guess.statusCode).toBe(429);
    expect(guess.json().message).toMatch(/^Too many attempts with your current password/);
  });
});
