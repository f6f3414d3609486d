import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens } from '@/server/db/tables';
import { hashToken } from '@/server/lib/tokens';
import { createTestApp, latestEmailTo, login, registerUser, sessionCookie } from '@/server/test/test-app';
import { RESET_EMAILS_PER_HOUR, RESET_TOKEN_TTL_MS } from './service';

const NEW_PASSWORD = 'Nowe123!x';

describe('password reset', async () => {
  const { app, db } = await createTestApp();

  const forgot = (email: unknown, lang?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email },
      headers: lang ? { 'accept-language': lang } : {},
    });
  const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password, lang?: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password, confirmPassword },
      headers: { ...(lang ? { 'accept-language': lang } : {}), ...(cookie ? { cookie } : {}) },
    });

  async function linkFor(email: string, lang = 'pl') {
    const res = await forgot(email, lang);
    expect(res.statusCode).toBe(200);
    const mail = await latestEmailTo(db, email);
    expect(mail).toBeDefined();
    const url = /https?:\/\/\S+token=[\w-]+/.exec(mail.text)![0];
    return { mail: mail, url, token: new URL(url).searchParams.get('token')! };
  }

  it('answers the same whether the e-mail exists or not, and e-mails only an existing account', async () => {
    const u = await registerUser(app);
    for (const lang of ['pl', 'en']) {
      const known = await forgot(u.email, lang);
      const unknown = await forgot(`missing-${lang}@example.com`, lang);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({
        ok: true,
        message:
          lang === 'pl'
            ? 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zmiany hasła.'
            : 'If an account with this address exists, we have sent it a link to change the password.',
      });
      expect(await latestEmailTo(db, `missing-${lang}@example.com`)).toBeUndefined();
    }
  });

  it('e-mails a Polish link and text for a Polish request', async () => {
    const u = await registerUser(app);
    const { mail, url, token } = await linkFor(u.email, 'pl');
    expect(url).toBe(`http://localhost:3000/resetuj-haslo?token=${token}`);
    expect(mail.subject).toBe('Reset hasła w Wypożyczalni');
    expect(mail.text).toContain('Otrzymaliśmy prośbę o zmianę hasła');
    expect(mail.html).toContain('lang="pl"');
    expect(mail.html).toContain(`href="${url}"`);
    expect(token.length).toBeGreaterThanOrEqual(22);
  });

  it('e-mails an English link and text for an English request', async () => {
    const u = await registerUser(app);
    const { mail, url, token } = await linkFor(u.email, 'en');
    expect(url).toBe(`http://localhost:3000/reset-password?token=${token}`);
    expect(mail.subject).toBe('Reset your Wypożyczalnia password');
    expect(mail.text).toContain('We received a request');
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('stores only the hash of the token, valid for one hour', async () => {
    const u = await registerUser(app);
    const { token } = await linkFor(u.email);
    const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].token).not.toBe(token);
    expect(rows[0].token).toBe(hashToken(token));
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBeGreaterThan(RESET_TOKEN_TTL_MS - 60_000);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBeLessThanOrEqual(RESET_TOKEN_TTL_MS + 60_000);
    expect(RESET_TOKEN_TTL_MS).toBe(3600_000);
  });

  it('sets the new password: it logs in, the old one no longer does, and old sessions end', async () => {
    const u = await registerUser(app);
    const other = sessionCookie(await login(app, u.email, u.password));
    const { token } = await linkFor(u.email);
    const res = await reset(token, NEW_PASSWORD, NEW_PASSWORD, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Your password has been changed. You can log in now.' });

    for (const cookie of [u.cookie, other])
      expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await login(app, u.email, u.password)).statusCode).toBe(401);
    expect((await login(app, u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the session of the person resetting while signed in, and ends the others', async () => {
    const u = await registerUser(app);
    const other = sessionCookie(await login(app, u.email, u.password));
    const { token } = await linkFor(u.email);
    expect((await reset(token, NEW_PASSWORD, NEW_PASSWORD, 'pl', u.cookie)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: u.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: other } })).statusCode).toBe(401);
  });

  it('a token works once', async () => {
    const u = await registerUser(app);
    const { token } = await linkFor(u.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Inne123!x', 'Inne123!x', 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    expect(again.json().message).toContain('Invalid token');
    expect((await login(app, u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a token older than an hour is refused', async () => {
    const u = await registerUser(app);
    const { token } = await linkFor(u.email);
    await db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${u.id}`,
    );
    for (const lang of ['pl', 'en']) {
      const res = await reset(token, NEW_PASSWORD, NEW_PASSWORD, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_TOKEN');
      expect(res.json().message).toContain(lang === 'pl' ? 'Nieprawidłowy token' : 'Invalid token');
    }
    expect((await login(app, u.email, u.password)).statusCode).toBe(200);
  });

  it('an unknown token, or the stored hash itself, is refused', async () => {
    const u = await registerUser(app);
    await linkFor(u.email);
    const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    for (const token of ['made-up-token', row.token]) {
      const res = await reset(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Nieprawidłowy token: link jest nieprawidłowy lub wygasł');
    }
  });

  it('only the newest link works', async () => {
    const u = await registerUser(app);
    const first = await linkFor(u.email);
    const second = await linkFor(u.email);
    expect((await reset(first.token)).json().code).toBe('INVALID_TOKEN');
    expect((await reset(second.token)).statusCode).toBe(200);
  });

  it('refuses the previous password as the new one, in both languages, and the link still works', async () => {
    const u = await registerUser(app);
    const { token } = await linkFor(u.email);
    const pl = await reset(token, u.password, u.password, 'pl');
    expect(pl.statusCode).toBe(400);
    expect(pl.json().code).toBe('PASSWORD_REUSED');
    expect(pl.json().message).toContain('takie samo jak poprzednie');
    expect(pl.json().fields.password).toContain('takie samo jak poprzednie');
    const en = await reset(token, u.password, u.password, 'en');
    expect(en.json().message).toContain('cannot be the same as your previous');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('validates with the texts of the spec', async () => {
    const cases = [
      {
        body: ['t', 'Nowe12!', 'Nowe12!'],
        field: 'password',
        pl: 'Hasło musi mieć co najmniej 8 znaków',
        en: 'Password must be at least 8 characters',
      },
      {
        body: ['t', 'nowehaslo1', 'nowehaslo1'],
        field: 'password',
        pl: 'Hasło musi zawierać: dużą literę, małą literę, cyfrę i znak specjalny',
        en: 'Password must contain: uppercase letter, lowercase letter, number and special character',
      },
      {
        body: ['t', NEW_PASSWORD, ''],
        field: 'confirmPassword',
        pl: 'Potwierdzenie hasła jest wymagane',
        en: 'Password confirmation is required',
      },
      {
        body: ['t', NEW_PASSWORD, 'Nowe123!y'],
        field: 'confirmPassword',
        pl: 'Hasła nie są zgodne',
        en: 'Passwords do not match',
      },
      { body: ['', NEW_PASSWORD, NEW_PASSWORD], field: 'token', pl: 'Token jest wymagany', en: 'Token is required' },
    ];
    for (const c of cases) {
      for (const lang of ['pl', 'en'] as const) {
        const [token, password, confirmPassword] = c.body;
        const res = await reset(token, password, confirmPassword, lang);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields[c.field]).toBe(c[lang]);
      }
    }
    const invalidEmail = await forgot('nope', 'en');
    expect(invalidEmail.statusCode).toBe(400);
    expect(invalidEmail.json().fields).toEqual({ email: 'Invalid email' });
  });

  it(`sends at most ${RESET_EMAILS_PER_HOUR} e-mails an hour to one account, answering the same`, async () => {
    const u = await registerUser(app);
    const answers = new Set<string>();
    for (let i = 0; i < RESET_EMAILS_PER_HOUR + 2; i++) answers.add((await forgot(u.email)).body);
    expect(answers.size).toBe(1);
    const sent = await db.select().from(outbox).where(eq(outbox.to, u.email));
    expect(sent.filter((m) => m.text.includes('/resetuj-haslo?token='))).toHaveLength(RESET_EMAILS_PER_HOUR);
  });
});
