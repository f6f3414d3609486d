import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/tables';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { isLoopbackAddress } from './local-request';

describe('dev outbox', async () => {
  const { app, db } = await createTestApp();

  it('GET /api/dev/outbox lists sent e-mails newest first, with both text and HTML', async () => {
    const u = await registerUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: u.email },
      headers: { 'accept-language': 'en' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ala', email: 'ala@example.com', subject: 'inne', message: 'Pytanie' },
    });
    const res = await app.inject('/api/dev/outbox');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(3);
    // The contact message gives two e-mails, sent together: to support and the sender's acknowledgement.
    const [newest, next, older] = list;
    const contact: { to: string; subject: string }[] = [newest, next];
    expect(contact.some((m) => /^\[Kontakt #\d+\]/.test(m.subject))).toBe(true);
    expect(contact.some((m) => m.to === 'ala@example.com' && /\(KW-\d{6}\)$/.test(m.subject))).toBe(true);
    expect(older).toMatchObject({ to: u.email, subject: 'Reset your Wypożyczalnia password', channel: 'email' });
    for (const m of [newest, older]) {
      expect(m.text.length).toBeGreaterThan(0);
      expect(m.html).toMatch(/^<!doctype html>/);
      expect(Number.isNaN(Date.parse(m.createdAt))).toBe(false);
    }
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(older.createdAt));
    expect(newest.id).toBeGreaterThan(older.id);
  });

  it('GET /api/dev/outbox?channel=sms lists the texted codes only, with their channel', async () => {
    const u = await signedInUser(db);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/phone/send-verification',
      headers: { cookie: u.cookie },
      payload: { phoneNumber: '600 700 899', countryCode: '+48' },
    });
    expect(sent.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ala', email: 'ala@example.com', subject: 'inne', message: 'Po SMS' },
    });
    const sms = (await app.inject('/api/dev/outbox?channel=sms')).json<
      { channel: string; to: string; text: string }[]
    >();
    expect(sms.length).toBeGreaterThanOrEqual(1);
    expect(sms.every((m) => m.channel === 'sms')).toBe(true);
    expect(sms[0]).toMatchObject({
      to: '+48600700899',
      text: expect.stringMatching(/^Kod weryfikacyjny Wypozyczalni: \d{6}\./) as string,
    });
    const all = (await app.inject('/api/dev/outbox')).json<{ channel: string }[]>();
    expect(all[0].channel).toBe('email');
    expect((await app.inject('/api/dev/outbox?channel=fax')).statusCode).toBe(400);
    expect((await app.inject('/dev/outbox')).body).toContain('sms → +48600700899');
  });

  it('GET /dev/outbox shows them as an HTML page with escaped content and clickable links', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: '<script>alert(1)</script>',
        email: 'x@example.com',
        subject: 'inne',
        message: 'see http://localhost:3000/x',
      },
    });
    const res = await app.inject('/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Dev outbox</h1>');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).toContain('<a href="http://localhost:3000/x">');
  });
});

describe('dev outbox: only this machine or an administrator', async () => {
  const { app, db } = await createTestApp();
  const get = (url: string, opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    app.inject({ url, ...opts });
  const PATHS = ['/api/dev/outbox', '/dev/outbox'];

  it('answers loopback peers (IPv4 and IPv6) that name a local host', async () => {
    for (const url of PATHS) {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect(
          (await get(url, { remoteAddress, headers: { host: 'localhost:3000' } })).statusCode,
          `${url} ${remoteAddress}`,
        ).toBe(200);
      }
      expect((await get(url, { headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(200);
      expect((await get(url, { headers: { host: '[::1]:3000' } })).statusCode).toBe(200);
    }
  });

  it('refuses anyone else with 403 FORBIDDEN, on both paths', async () => {
    for (const url of PATHS) {
      for (const remoteAddress of ['203.0.113.5', '192.168.1.20', '10.0.0.2', '::ffff:192.168.1.20', '2001:db8::1']) {
        const res = await get(url, { remoteAddress, headers: { host: 'localhost:3000', 'accept-language': 'en' } });
        expect(res.statusCode, `${url} ${remoteAddress}`).toBe(403);
        expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this' });
        expect(res.body).not.toContain('Dev outbox');
      }
    }
  });

  it('refuses what a reverse proxy on this machine relays for someone else, however it says so', async () => {
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.5' },
      // A client's own forged entry comes first; the proxy appends the real address.
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' },
      { 'x-real-ip': '198.51.100.7' },
      { forwarded: 'for=203.0.113.5;proto=https' },
      { forwarded: 'for="[2001:db8::1]:4711"' },
    ];
    for (const url of PATHS) {
      for (const headers of relayed) {
        expect(
          (await get(url, { headers: { host: 'localhost:3000', ...headers } })).statusCode,
          `${url} ${JSON.stringify(headers)}`,
        ).toBe(403);
      }
      // Relayed for this machine itself (Vite's proxy adds nothing, but a local proxy may): still local.
      expect(
        (
          await get(url, {
            headers: { host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1', forwarded: 'for="[::1]:5173"' },
          })
        ).statusCode,
      ).toBe(200);
    }
  });

  it('refuses a loopback peer that names a foreign host (DNS rebinding: another site re-pointed to 127.0.0.1)', async () => {
    for (const url of PATHS) {
      for (const host of [
        'rebind.attacker.example:3000',
        'rebind.attacker.example',
        'localhost.attacker.example:3000',
      ]) {
        expect((await get(url, { headers: { host } })).statusCode, `${url} ${host}`).toBe(403);
      }
      // The public URL's own host (http://localhost:3000 here) is ours.
      expect((await get(url, { headers: { host: 'localhost:3000' } })).statusCode).toBe(200);
    }
  });

  it('answers an administrator’s session from anywhere, not an ordinary user’s', async () => {
    const admin = await registerUser(app);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const user = await registerUser(app);
    const remote = { remoteAddress: '203.0.113.5', headers: { host: 'rent.example.com' } };
    for (const url of PATHS) {
      expect(
        (await get(url, { ...remote, headers: { ...remote.headers, cookie: admin.cookie } })).statusCode,
        url,
      ).toBe(200);
      expect((await get(url, { ...remote, headers: { ...remote.headers, cookie: user.cookie } })).statusCode, url).toBe(
        403,
      );
    }
  });

  it('knows loopback addresses in every spelling, and nothing else', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of [
      undefined,
      '',
      'localhost',
      '128.0.0.1',
      '10.0.0.1',
      '::2',
      '::ffff:10.0.0.1',
      'fe80::1',
      '0.0.0.0',
    ])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });
});

describe('dev outbox behind a trusted local proxy (TRUST_PROXY=loopback)', async () => {
  const { app } = await createTestApp({ TRUST_PROXY: 'loopback' });

  it('judges the client the proxy names, not the proxy', async () => {
    const via = (xff: string) =>
      app.inject({ url: '/api/dev/outbox', headers: { host: 'localhost:3000', 'x-forwarded-for': xff } });
    expect((await via('203.0.113.5')).statusCode).toBe(403);
    expect((await via('127.0.0.1')).statusCode).toBe(200);
  });
});

describe('dev outbox in production', async () => {
  const { app } = await createTestApp({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://localhost:2525',
    PUBLIC_URL: 'https://rent.example.com',
  });

  it('does not exist: both paths answer 404', async () => {
    const api = await app.inject('/api/dev/outbox');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const page = await app.inject('/dev/outbox');
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Dev outbox');
  });
});
