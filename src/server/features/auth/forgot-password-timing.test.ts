import { describe, expect, it } from 'vitest';
import { createTestApp, latestEmailTo, registerUser } from '@/server/test/test-app';
import { FORGOT_PASSWORD_MIN_MS } from './routes';

describe('forgot-password does not tell by its answer or its timing whether an account exists', async () => {
  const { app, db } = await createTestApp();
  const forgot = async (email: string, remoteAddress = '10.9.0.1') => {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress });
    return { res, ms: performance.now() - started };
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  it('answers both after the same floor, with the same body; only the existing account gets an e-mail', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    // Interleaved pairs, so that load on the machine hits both paths alike.
    for (let i = 0; i < 8; i++) {
      const u = await registerUser(app);
      const a = await forgot(u.email);
      const b = await forgot(`nobody-${i}-${u.id}@example.com`);
      expect((await latestEmailTo(db, u.email)).text).toContain('/resetuj-haslo?token=');
      for (const { res } of [a, b]) {
        expect(res.statusCode).toBe(200);
        bodies.add(res.body);
      }
      known.push(a.ms);
      unknown.push(b.ms);
    }
    expect(bodies.size).toBe(1);
    // Every answer waits for the floor (the work is done before it), so neither path answers sooner...
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 2);
    // ...and the typical answers of the two paths stay close (the margin is wide because CI machines are loaded;
    // work moved after the floor, e.g. an e-mail sent after the sleep, shows up here as the floor plus the work).
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(120);
    expect(await latestEmailTo(db, 'nobody-0@example.com')).toBeUndefined();
  });

  it('limits requests per target address (5 an hour), whether or not an account has it', async () => {
    const u = await registerUser(app);
    for (const email of [u.email, 'ghost@example.com']) {
      for (let i = 0; i < 5; i++) expect((await forgot(email, `10.9.1.${i}`)).res.statusCode).toBe(200);
      const sixth = await forgot(email, '10.9.1.99');
      expect(sixth.res.statusCode).toBe(429);
      expect(sixth.res.json().message).toMatch(/^Zbyt wiele próśb o zmianę hasła/);
    }
  });
});
