import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createCatalogueSearch } from '@/server/features/items/search/catalogue-search';
import { latestEmailTo, registerUser } from '@/server/test/test-app';
import { createTestDb } from '@/server/test/test-db';
import { isSecretParam, REDACTED, redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('replaces the values of secret parameters, in any case and spelling, and keeps everything else', () => {
    expect(redactUrl('/resetuj-haslo?token=abc123')).toBe(`/resetuj-haslo?token=${REDACTED}`);
    expect(redactUrl('/reset-password?lang=en&TOKEN=abc&x=1')).toBe(`/reset-password?lang=en&TOKEN=${REDACTED}&x=1`);
    expect(redactUrl('/weryfikacja-email?token=a%2Fb')).toBe(`/weryfikacja-email?token=${REDACTED}`);
    expect(redactUrl('/api/x?code=123456&page=2&q=wiertarka')).toBe(`/api/x?code=${REDACTED}&page=2&q=wiertarka`);
    expect(
      redactUrl('/cb?access_token=a&resetToken=b&apiKey=c&X-Amz-Signature=d&client_secret=e&password=f&sig=g'),
    ).toBe(
      `/cb?access_token=${REDACTED}&resetToken=${REDACTED}&apiKey=${REDACTED}&X-Amz-Signature=${REDACTED}&client_secret=${REDACTED}&password=${REDACTED}&sig=${REDACTED}`,
    );
    // Names spelled with escapes are judged decoded.
    expect(redactUrl('/x?%74oken=abc')).toBe(`/x?%74oken=${REDACTED}`);
    // A repeated parameter: every value goes.
    expect(redactUrl('/x?token=a&token=b')).toBe(`/x?token=${REDACTED}&token=${REDACTED}`);
    for (const plain of ['/', '/api/items', '/api/items?category=narzedzia&page=3&keyword=drill', '/x?token', '/a?'])
      expect(redactUrl(plain)).toBe(plain);
  });

  it('judges parameter names by whole words', () => {
    for (const name of [
      'token',
      'Token',
      'reset_token',
      'resetToken',
      'code',
      'otpCode',
      'api-key',
      'KEY',
      'signature',
      'secret',
      'session_id',
      'auth',
    ])
      expect(isSecretParam(name), name).toBe(true);
    for (const name of ['keyword', 'page', 'author', 'category', 'tokens_left', 'codex', 'q', 'sort'])
      expect(isSecretParam(name), name).toBe(false);
  });
});

describe('the request log of a real app', async () => {
  const lines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-log-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    FORM_RATE_LIMIT_PER_HOUR: '1000',
  });
  const db = await createTestDb();
  const app = await buildApp({
    config,
    db,
    mailer: createOutboxMailer(db),
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    search: createCatalogueSearch({ db, log: { warn: () => {} }, version: 'read' }),
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
  afterAll(() => app.close());

  it('never holds a password-reset token: the link’s URL is logged with the token redacted', async () => {
    const u = await registerUser(app);
    for (const lang of ['pl', 'en']) {
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/forgot-password',
            payload: { email: u.email },
            headers: { 'accept-language': lang },
          })
        ).statusCode,
      ).toBe(200);
      const mail = await latestEmailTo(db, u.email);
      const link = new URL(/http:\/\/\S+token=\S+/.exec(mail.text)![0]);
      const token = link.searchParams.get('token')!;
      expect(token.length).toBeGreaterThan(20);
      lines.length = 0;
      // The browser opens the e-mailed link (a client route), then sends the token with the new password.
      await app.inject(`${link.pathname}${link.search}`);
      await app.inject(`/api/anything?Code=${token}&page=2`);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, password: `Nowe-Haslo-123!${lang}`, confirmPassword: `Nowe-Haslo-123!${lang}` },
      });
      expect(reset.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
      const urls = lines
        .map((l) => JSON.parse(l) as { req?: { url: string } })
        .flatMap((l) => (l.req ? [l.req.url] : []));
      expect(urls).toEqual([
        `${link.pathname}?token=${REDACTED}`,
        `/api/anything?Code=${REDACTED}&page=2`,
        '/api/reset-password',
      ]);
      expect(link.pathname).toBe(lang === 'pl' ? '/resetuj-haslo' : '/reset-password');
    }
  });
});
