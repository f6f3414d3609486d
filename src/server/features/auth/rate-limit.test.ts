import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '@/server/db/tables';
import { createTestApp, latestEmailTo, login, registerUser } from '@/server/test/test-app';
import { LOGIN_LIMITS } from './rate-limit';

describe('login rate limits', async () => {
  const { app, db } = await createTestApp();

  async function failTimes(n: number, email: string, remoteAddress: string) {
    for (let i = 0; i < n; i++) {
      const res = await login(app, email, 'Wrong123!', { remoteAddress });
      expect(res.statusCode).toBe(401);
    }
  }

  function expect429(res: Awaited<ReturnType<typeof login>>) {
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    return retryAfter;
  }

  it(`blocks an account from one address after ${LOGIN_LIMITS.accountAddress} failures, even with the right password`, async () => {
    const u = await registerUser(app);
    await failTimes(LOGIN_LIMITS.accountAddress, u.email, '10.2.0.1');
    const blocked = await login(app, u.email, u.password, { remoteAddress: '10.2.0.1', lang: 'en' });
    const seconds = expect429(blocked);
    expect(blocked.json().message).toBe(`Too many failed login attempts. Try again in ${Math.ceil(seconds / 60)} min`);
    const pl = await login(app, u.email, u.password, { remoteAddress: '10.2.0.1' });
    expect(pl.json().message).toMatch(/^Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za \d+ min$/);
    // The owner at another address is not locked out.
    expect((await login(app, u.email, u.password, { remoteAddress: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('lets the block lift when the 15-minute window has passed', async () => {
    const u = await registerUser(app);
    await failTimes(LOGIN_LIMITS.accountAddress, u.email, '10.2.1.1');
    expect429(await login(app, u.email, u.password, { remoteAddress: '10.2.1.1' }));
    await db.execute(
      sql`UPDATE login_failures SET created_at = created_at - interval '15 minutes' WHERE key LIKE ${`%${u.email}%`}`,
    );
    expect((await login(app, u.email, u.password, { remoteAddress: '10.2.1.1' })).statusCode).toBe(200);
  });

  it('a successful login clears that account’s counters', async () => {
    const u = await registerUser(app);
    await failTimes(LOGIN_LIMITS.accountAddress - 1, u.email, '10.2.2.1');
    expect((await login(app, u.email, u.password, { remoteAddress: '10.2.2.1' })).statusCode).toBe(200);
    await failTimes(LOGIN_LIMITS.accountAddress - 1, u.email, '10.2.2.1');
    expect((await login(app, u.email, u.password, { remoteAddress: '10.2.2.1' })).statusCode).toBe(200);
  });

  it('a successful login does not reset the distributed-guess counter of the account', async () => {
    const u = await registerUser(app);
    await db
      .insert(loginFailures)
      .values(Array.from({ length: LOGIN_LIMITS.account - 1 }, () => ({ key: `account:${u.email}` })));
    expect((await login(app, u.email, u.password, { remoteAddress: '10.2.6.1' })).statusCode).toBe(200);
    await failTimes(1, u.email, '10.2.6.2');
    expect429(await login(app, u.email, u.password, { remoteAddress: '10.2.6.3' }));
  });

  it(`blocks an address after ${LOGIN_LIMITS.address} failures on any accounts`, async () => {
    const u = await registerUser(app);
    for (let i = 0; i < LOGIN_LIMITS.address; i++) {
      expect((await login(app, `nobody${i}@example.com`, 'Wrong123!', { remoteAddress: '10.2.3.1' })).statusCode).toBe(
        401,
      );
    }
    expect429(await login(app, u.email, u.password, { remoteAddress: '10.2.3.1' }));
    expect((await login(app, u.email, u.password, { remoteAddress: '10.2.3.2' })).statusCode).toBe(200);
  });

  it(`blocks an account after ${LOGIN_LIMITS.account} failures from anywhere, counted per account`, async () => {
    const u = await registerUser(app);
    // A failure is counted against the account itself, whatever the address.
    await failTimes(1, u.email, '10.2.4.1');
    const counted = await db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:${u.email}`));
    expect(counted).toHaveLength(1);
    // The rest of a distributed guess, as if from many addresses.
    await db
      .insert(loginFailures)
      .values(Array.from({ length: LOGIN_LIMITS.account - 1 }, () => ({ key: `account:${u.email}` })));
    expect429(await login(app, u.email, u.password, { remoteAddress: '10.2.4.99' }));
  });

  it('counts an IPv6 address by its /64: other addresses of the same /64 are blocked too, another /64 is not', async () => {
    const u = await registerUser(app);
    for (let i = 0; i < LOGIN_LIMITS.accountAddress; i++) {
      expect((await login(app, u.email, 'Wrong123!', { remoteAddress: `2001:db8:aa:1::${i + 1}` })).statusCode).toBe(
        401,
      );
    }
    expect429(await login(app, u.email, u.password, { remoteAddress: '2001:db8:aa:1:ffff:1:2:3' }));
    expect((await login(app, u.email, u.password, { remoteAddress: '2001:db8:aa:2::1' })).statusCode).toBe(200);
  });

  it('a full account-wide window does not keep the owner out of a browser or address that logged in before', async () => {
    const u = await registerUser(app);
    const home = await login(app, u.email, u.password, { remoteAddress: '10.2.7.1' });
    expect(home.statusCode).toBe(200);
    const device = String(home.headers['set-cookie']).match(/did=([\w-]+)/)![1];
    expect(String(home.headers['set-cookie'])).toMatch(/did=[\w-]+;.*HttpOnly/i);
    // A distributed guess fills the account-wide window.
    await db
      .insert(loginFailures)
      .values(Array.from({ length: LOGIN_LIMITS.account }, () => ({ key: `account:${u.email}` })));
    // A stranger (new address, no device cookie) is refused even with the right password...
    expect429(await login(app, u.email, u.password, { remoteAddress: '10.2.7.50' }));
    // ...but the owner's known address, or the known browser on a new address, gets in with the right password.
    expect((await login(app, u.email, u.password, { remoteAddress: '10.2.7.1' })).statusCode).toBe(200);
    expect(
      (await login(app, u.email, u.password, { remoteAddress: '10.2.7.60', cookie: `did=${device}` })).statusCode,
    ).toBe(200);
    // A wrong password from there is still a plain failure, and the per-address limits still apply.
    expect((await login(app, u.email, 'Wrong123!', { remoteAddress: '10.2.7.1' })).statusCode).toBe(401);
    // A made-up device cookie is not known.
    expect429(await login(app, u.email, u.password, { remoteAddress: '10.2.7.61', cookie: 'did=made-up' }));
  });

  it('a password reset clears the account’s counters', async () => {
    const u = await registerUser(app);
    await failTimes(LOGIN_LIMITS.accountAddress, u.email, '10.2.5.1');
    await db
      .insert(loginFailures)
      .values(Array.from({ length: LOGIN_LIMITS.account }, () => ({ key: `account:${u.email}` })));
    expect429(await login(app, u.email, u.password, { remoteAddress: '10.2.5.1' }));

    await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email } });
    const token = /token=([\w-]+)/.exec((await latestEmailTo(db, u.email)).text)![1];
    const reset = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'Nowe7Rower!x', confirmPassword: 'Nowe7Rower!x' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(app, u.email, 'Nowe7Rower!x', { remoteAddress: '10.2.5.1' })).statusCode).toBe(200);
  });
});

describe('login rate limits in production', async () => {
  const { app } = await createTestApp({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://localhost:2525',
    PUBLIC_URL: 'https://rent.example.com',
  });
  const attempt = (email: string, password: string, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('a client cannot dodge the per-address limit by making up X-Forwarded-For', async () => {
    const u = await registerUser(app);
    // Straight from the client (not via the local proxy): its X-Forwarded-For is not believed.
    for (let i = 0; i < LOGIN_LIMITS.accountAddress; i++)
      expect((await attempt(u.email, 'Wrong123!', '203.0.113.7', `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await attempt(u.email, u.password, '203.0.113.7', '198.51.100.200')).statusCode).toBe(429);
  });

  it('behind the local reverse proxy, the address is the one the proxy saw, not what the client wrote', async () => {
    const u = await registerUser(app);
    // The proxy appends the real peer (203.0.113.8) to whatever the client sent.
    for (let i = 0; i < LOGIN_LIMITS.accountAddress; i++)
      expect((await attempt(u.email, 'Wrong123!', '127.0.0.1', `198.51.100.${i}, 203.0.113.8`)).statusCode).toBe(401);
    expect((await attempt(u.email, u.password, '127.0.0.1', '198.51.100.99, 203.0.113.8')).statusCode).toBe(429);
    // Another real client behind the same proxy is not blocked.
    expect((await attempt(u.email, u.password, '127.0.0.1', '203.0.113.9')).statusCode).toBe(200);
  });
});
