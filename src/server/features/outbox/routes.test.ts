import { describe, expect, it } from 'vitest';
import { createTestApp, registerUser } from '../../test/test-app';

describe('dev outbox', async () => {
  const { app } = await createTestApp();

  it('GET /api/dev/outbox lists sent e-mails newest first, with both text and HTML', async () => {
    const u = await registerUser(app);
    await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email }, headers: { 'accept-language': 'en' } });
    await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ala', email: 'ala@example.com', subject: 'inne', message: 'Pytanie' } });
    const res = await app.inject('/api/dev/outbox');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(2);
    const [newest, older] = list;
    expect(newest.subject).toMatch(/^\[Kontakt #\d+\]/);
    expect(older).toMatchObject({ to: u.email, subject: 'Reset your Wypożyczalnia password', channel: 'email' });
    for (const m of [newest, older]) {
      expect(m.text.length).toBeGreaterThan(0);
      expect(m.html).toMatch(/^<!doctype html>/);
      expect(Number.isNaN(Date.parse(m.createdAt))).toBe(false);
    }
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(older.createdAt));
    expect(newest.id).toBeGreaterThan(older.id);
  });

  it('GET /dev/outbox shows them as an HTML page with escaped content and clickable links', async () => {
    await app.inject({ method: 'POST', url: '/api/contact', payload: { name: '<script>alert(1)</script>', email: 'x@example.com', subject: 'inne', message: 'see http://localhost:3000/x' } });
    const res = await app.inject('/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Dev outbox</h1>');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).toContain('<a href="http://localhost:3000/x">');
  });
});

describe('dev outbox in production', async () => {
  const { app } = await createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://localhost:2525', PUBLIC_URL: 'https://rent.example.com' });

  it('does not exist: both paths answer 404', async () => {
    const api = await app.inject('/api/dev/outbox');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const page = await app.inject('/dev/outbox');
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Dev outbox');
  });
});
