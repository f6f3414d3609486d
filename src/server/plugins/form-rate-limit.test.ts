import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('form rate limit (register, forgot-password, contact)', async () => {
  const { app } = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: '2' });
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
        payload: { email: `rl${i}@example.com`, password: 'Haslo123!', firstName: 'A', lastName: 'B', mobileNumber: '+48 600100200' },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    expect((await register(3)).statusCode).toBe(429);
    const forgot = () => app.inject({ method: 'POST', url: '/api/forgot-password', remoteAddress: '198.51.100.10', payload: { email: 'x@example.com' } });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });
});
