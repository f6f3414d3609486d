import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitHits } from '@/server/db/tables';
import { createTestApp, VALID_PASSWORD } from '@/server/test/test-app';

describe('form rate limit (register, forgot-password, contact)', async () => {
  const { app, db } = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: '2' });
  const contact = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
      payload: { name: 'Jan', email: 'jan@example.com', subject: 'inne', message: 'Hello' },
    });

  it('answers 429 with Retry-After past the per-address budget, and other addresses still pass', async () => {
    expect((await contact('198.51.100.1')).statusCode).toBe(201);
    expect((await contact('198.51.100.1')).statusCode).toBe(201);
    const third = await contact('198.51.100.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contact('198.51.100.2')).statusCode).toBe(201);
  });

  it('limits registrations and reset requests per address too', async () => {
    const register = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '198.51.100.9',
        payload: {
          email: `rl${i}@example.com`,
          password: VALID_PASSWORD,
          firstName: 'A',
          lastName: 'B',
          mobileNumber: '+48 600100200',
        },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    const refused = await register(3);
    expect(refused.statusCode).toBe(429);
    // The message names what was limited (not "too many failed attempts").
    expect(refused.json().message).toMatch(/^Zbyt wiele rejestracji z tego adresu. Spróbuj ponownie za \d+ min$/);
    const forgot = () =>
      app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '198.51.100.10',
        payload: { email: 'x@example.com' },
      });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });

  it('counts an IPv6 address by its /64, and the counters live in PostgreSQL (shared by every process)', async () => {
    expect((await contact('2001:db8:5:6::1')).statusCode).toBe(201);
    expect((await contact('2001:db8:5:6::2')).statusCode).toBe(201);
    const third = await contact('2001:db8:5:6:aaaa::3');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many messages from this address/);
    expect((await contact('2001:db8:5:7::1')).statusCode).toBe(201);
    const rows = await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'form:contact:2001:db8:5:6::/64'));
    expect(rows).toHaveLength(2);
  });
});
