import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/tables';
import { hashToken } from '@/server/lib/tokens';
import { createTestApp, login, registerUser, sessionCookie, VALID_PASSWORD } from '@/server/test/test-app';
import { SESSION_ABSOLUTE_MS } from './sessions';

function setCookieHeader(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  return (
    (Array.isArray(raw) ? raw : [raw]).find((c): c is string => typeof c === 'string' && c.startsWith('sid=')) ?? ''
  );
}

describe('sessions', async () => {
  const { app, db } = await createTestApp();
  const me = (cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({ url: '/api/auth/me', headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it('the cookie is httpOnly, SameSite=Lax, path /, not Secure outside production, and ends with the session', async () => {
    const u = await registerUser(app);
    const res = await login(app, u.email, u.password);
    const header = setCookieHeader(res);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\//i);
    expect(header).not.toMatch(/; Secure/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(header)![1]).getTime();
    expect(Math.abs(expires - (Date.now() + SESSION_ABSOLUTE_MS))).toBeLessThan(60_000);
  });

  it('the token has at least 128 random bits and the database holds only its hash', async () => {
    const u = await registerUser(app);
    const token = u.cookie.slice('sid='.length);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    const dump = await db.execute(sql`SELECT row_to_json(s)::text AS j FROM sessions s`);
    for (const r of dump.rows as { j: string }[]) expect(r.j).not.toContain(token);
  });

  it('two registrations get different tokens', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    expect(a.cookie).not.toBe(b.cookie);
  });

  it('a login gets a new token and ends the session of the cookie it came with', async () => {
    const u = await registerUser(app);
    const res = await login(app, u.email, u.password, { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(u.cookie);
    expect((await me(u.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('registering from a browser that holds a session ends that session', async () => {
    const u = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: u.cookie },
      payload: {
        email: `second-${u.email}`,
        password: VALID_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        mobileNumber: '+48 600100200',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(sessionCookie(res)).not.toBe(u.cookie);
    expect((await me(u.cookie)).statusCode).toBe(401);
  });

  it('logins from two browsers hold two sessions', async () => {
    const u = await registerUser(app);
    const other = sessionCookie(await login(app, u.email, u.password));
    expect((await me(u.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('logout ends the session on the server: the same cookie replayed gets 401', async () => {
    const u = await registerUser(app);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: u.cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(setCookieHeader(out)).toMatch(/^sid=;/);
    expect((await me(u.cookie)).statusCode).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
  });

  it('logout without a session is harmless', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('ends a session idle for 7 days, and keeps one idle for less', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    await db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '7 days 1 minute' WHERE user_id = ${a.id}`,
    );
    await db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '6 days 23 hours' WHERE user_id = ${b.id}`,
    );
    const gone = await me(a.cookie);
    expect(gone.statusCode).toBe(401);
    expect(setCookieHeader(gone)).toMatch(/^sid=;/);
    expect((await me(b.cookie)).statusCode).toBe(200);
    // That request counted as activity: the idle clock starts again.
    const [row] = await db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, b.id));
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('ends a session 30 days after login even when it was used every day', async () => {
    const u = await registerUser(app);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(SESSION_ABSOLUTE_MS - 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(SESSION_ABSOLUTE_MS + 60_000);
    await db.execute(
      sql`UPDATE sessions SET created_at = now() - interval '30 days', expires_at = now() - interval '1 second', last_seen_at = now() WHERE user_id = ${u.id}`,
    );
    expect((await me(u.cookie)).statusCode).toBe(401);
  });

  it('a made-up or tampered cookie authenticates nothing', async () => {
    const u = await registerUser(app);
    expect((await me('sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(401);
    expect((await me(`${u.cookie}x`)).statusCode).toBe(401);
    expect((await me('sid=')).statusCode).toBe(401);
    // The stored hash itself is not a token either.
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect((await me(`sid=${row.tokenHash}`)).statusCode).toBe(401);
  });

  it('Authorization: Bearer <user id> authenticates nothing', async () => {
    const u = await registerUser(app);
    const bearer = { authorization: `Bearer ${u.id}` };
    const res = await me(undefined, bearer);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: bearer,
      payload: { email: 'taken@example.com', firstName: 'X', lastName: 'Y' },
    });
    expect(put.statusCode).toBe(401);
    const del = await app.inject({ method: 'DELETE', url: `/api/users/${u.id}`, headers: bearer });
    expect(del.statusCode).toBe(401);
    expect((await me(u.cookie)).json().user.email).toBe(u.email);
  });
});

describe('sessions in production', async () => {
  const { app } = await createTestApp({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://localhost:2525',
    PUBLIC_URL: 'http://localhost:3000',
  });

  it('the cookie is also Secure', async () => {
    const u = await registerUser(app);
    const res = await login(app, u.email, u.password);
    const header = setCookieHeader(res);
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
  });
});
