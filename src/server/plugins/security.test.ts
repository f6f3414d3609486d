import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createTestApp, TEST_COMPANY, login, registerUser, sessionCookie } from '@/server/test/test-app';
import { allowedOrigins, PERMISSIONS_POLICY } from './security';

describe('cross-site request forgery protection', async () => {
  const { app } = await createTestApp();
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers, payload });

  it('refuses a state-changing request whose Origin names another site', async () => {
    const u = await registerUser(app);
    for (const origin of [
      'https://evil.example.com',
      'http://localhost:3001',
      'null',
      'http://localhost:3000.evil.com',
    ]) {
      const res = await post('/api/logout', { cookie: u.cookie, origin, 'accept-language': 'en' });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ code: 'CROSS_SITE_REQUEST', message: 'Cross-site request refused' });
    }
    // The session survived every attempt.
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: u.cookie } })).statusCode).toBe(200);
  });

  it('checks PUT and DELETE as well as POST', async () => {
    const u = await registerUser(app);
    const origin = 'https://evil.example.com';
    const put = await app.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      headers: { cookie: u.cookie, origin },
      payload: { email: 'x@example.com', firstName: 'A', lastName: 'B' },
    });
    expect(put.statusCode).toBe(403);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/users/${u.id}`,
      headers: { cookie: u.cookie, origin },
    });
    expect(del.statusCode).toBe(403);
    expect((await app.inject(`/api/users/${u.id}`)).statusCode).toBe(200);
  });

  it('refuses a request the browser marks Sec-Fetch-Site: cross-site, even without Origin', async () => {
    const u = await registerUser(app);
    const res = await post('/api/logout', { cookie: u.cookie, 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: u.cookie } })).statusCode).toBe(200);
  });

  it('does not trust X-Forwarded-Host/Proto to make a foreign Origin look like our own (no trusted proxy here)', async () => {
    const res = await post('/api/logout', {
      origin: 'https://evil.example.com',
      'x-forwarded-host': 'evil.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(403);
  });

  it('allows the public URL’s origin, this machine’s loopback names on our port (development), and requests without Origin', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await post('/api/logout', { origin }, {})).statusCode, origin).toBe(200);
    }
    expect((await post('/api/logout', {})).statusCode).toBe(200);
    expect(
      (await post('/api/logout', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' })).statusCode,
    ).toBe(200);
    expect((await post('/api/logout', { 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    // Another port on this machine is another app.
    expect((await post('/api/logout', { origin: 'http://127.0.0.1:4321' })).statusCode).toBe(403);
  });

  it('ignores the Host header: a DNS-rebinding page whose Origin matches its Host is refused', async () => {
    const u = await registerUser(app);
    for (const [origin, host] of [
      ['http://rebind.attacker.example:3000', 'rebind.attacker.example:3000'],
      ['http://127.0.0.1:4321', '127.0.0.1:4321'],
      ['https://rebind.attacker.example', 'rebind.attacker.example'],
    ]) {
      const res = await post('/api/logout', { cookie: u.cookie, origin, host });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    }
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: u.cookie } })).statusCode).toBe(200);
  });

  it('lets safe methods through from anywhere', async () => {
    const res = await app.inject({
      url: '/api/categories',
      headers: { origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', async () => {
  const { app } = await createTestApp();

  it('sends a Content-Security-Policy and the usual hardening headers', async () => {
    for (const url of ['/api/categories', '/api/nope', '/healthz']) {
      const res = await app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBeDefined();
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('security headers with Stripe configured', async () => {
  const { app } = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_51abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  });

  it('lets Stripe’s Payment Element load its script and frames and reach its API, and nothing else of Stripe’s without it', async () => {
    const csp = String((await app.inject('/healthz')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    const { app: plain } = await createTestApp();
    expect(String((await plain.inject('/healthz')).headers['content-security-policy'])).not.toContain('stripe');
  });
});

describe('security headers in production', async () => {
  const { app } = await createTestApp({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://localhost:2525',
    PUBLIC_URL: 'https://rent.example.com',
  });

  it('forbids inline scripts and sends HSTS', async () => {
    const res = await app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(/script-src [^;]*'unsafe-inline'/.test(csp)).toBe(false);
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('allows the public URL’s origin only: not the request’s Host, not loopback names', async () => {
    const post = (origin: string, host = 'rent.example.com') =>
      app.inject({ method: 'POST', url: '/api/logout', headers: { origin, host } });
    expect((await post('https://rent.example.com')).statusCode).toBe(200);
    for (const origin of [
      'https://evil.example.com',
      'http://rent.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'https://rent.example.com:8443',
    ]) {
      expect((await post(origin)).statusCode, origin).toBe(403);
    }
    expect((await post('https://rebind.attacker.example', 'rebind.attacker.example')).statusCode).toBe(403);
  });
});

describe('allowed origins', () => {
  it('in development: PUBLIC_URL’s origin and the loopback names on the app’s and PUBLIC_URL’s ports (npm start, npm run dev)', () => {
    // `npm start`: prints http://127.0.0.1:3000, PUBLIC_URL defaults to http://localhost:3000.
    expect([...allowedOrigins(loadConfig({}))].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
    // `npm run dev` (scripts/dev.mjs): the API on 3000, the client from Vite on 5173, which proxies /api keeping the browser’s Origin.
    const dev = allowedOrigins(loadConfig({ PORT: '3000', PUBLIC_URL: 'http://localhost:5173' }));
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:3000'])
      expect(dev.has(origin), origin).toBe(true);
    expect(dev.has('http://localhost:5174')).toBe(false);
    // The e2e server (playwright.config.ts).
    expect(
      allowedOrigins(loadConfig({ PORT: '4173', PUBLIC_URL: 'http://localhost:4173' })).has('http://localhost:4173'),
    ).toBe(true);
  });

  it('in production: PUBLIC_URL’s origin alone', () => {
    const prod = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://localhost:2525',
      PUBLIC_URL: 'https://rent.example.com/',
      SMSAPI_TOKEN: 'token',
      KYC_ENCRYPTION_KEY: 'a'.repeat(64),
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
      ...TEST_COMPANY,
    });
    expect([...allowedOrigins(prod)]).toEqual(['https://rent.example.com']);
  });
});

describe('Permissions-Policy and Cache-Control', async () => {
  const { app } = await createTestApp(
    {},
    {
      beforeReady: (a) => {
        a.get('/api/test-cacheable', async (_req, reply) =>
          reply.header('cache-control', 'public, max-age=60').send({ ok: true }),
        );
      },
    },
  );

  it('sends the Permissions-Policy on every answer: camera and payment for ourselves, the rest off', async () => {
    for (const url of ['/api/categories', '/api/nope', '/healthz', '/anything']) {
      const res = await app.inject(url);
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    const policy = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((d) => d.split('=')));
    expect(policy).toMatchObject({
      camera: '(self)',
      payment: '(self)',
      microphone: '()',
      geolocation: '()',
      usb: '()',
      'browsing-topics': '()',
    });
  });

  it('marks every API answer no-store: signed in or not, success or error, and the one that sets the session cookie', async () => {
    const u = await registerUser(app);
    const signedIn = { cookie: u.cookie };
    const answers = [
      await app.inject({ url: '/api/auth/me', headers: signedIn }),
      await app.inject({ url: `/api/users/${u.id}`, headers: signedIn }),
      await app.inject({ url: '/api/rentals/incoming', headers: signedIn }),
      await app.inject('/api/auth/me'),
      await app.inject('/api/categories'),
      await app.inject('/api/items'),
      await app.inject('/api/nope'),
      await app.inject('/api/dev/outbox'),
      await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: 'https://evil.example.com' } }),
    ];
    const loggedIn = await login(app, u.email, u.password);
    expect(sessionCookie(loggedIn)).toMatch(/^sid=/);
    for (const res of [...answers, loggedIn])
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 60)}`).toBe('no-store');
  });

  it('leaves other paths to their own caching, and lets an API route choose its own', async () => {
    expect((await app.inject('/healthz')).headers['cache-control']).toBeUndefined();
    expect((await app.inject('/api/test-cacheable')).headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('body size', async () => {
  const { app } = await createTestApp();

  it('a JSON body over 1 MB on /api/login gets 413 PAYLOAD_TOO_LARGE', async () => {
    for (const lang of ['pl', 'en']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        payload: JSON.stringify({ email: 'a@b.pl', password: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: lang === 'pl' ? 'Przesłane dane są za duże' : 'The request is too large',
      });
    }
  });

  it('the 1 MB limit holds on the other routes too', async () => {
    const big = JSON.stringify({ name: 'x', email: 'a@b.pl', subject: 'inne', message: 'x'.repeat(1024 * 1024 + 10) });
    for (const url of ['/api/contact', '/api/register', '/api/forgot-password']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
      expect(res.statusCode, url).toBe(413);
    }
  });
});
