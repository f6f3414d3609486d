import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test/test-app';
import { isClientRoute } from './client-files';

describe('isClientRoute', () => {
  it('is true for page GETs and false for the API, uploads, dev pages, assets, probes and other methods', () => {
    for (const url of ['/', '/logowanie', '/login?returnTo=rent-out', '/przedmiot/5', '/apiary', '/developers'])
      expect(isClientRoute('GET', url), url).toBe(true);
    expect(isClientRoute('HEAD', '/profil')).toBe(true);
    for (const url of [
      '/api',
      '/api/nope',
      '/api?x=1',
      '/uploads/a.webp',
      '/dev/outbox',
      '/assets/x.js',
      '/healthz',
      '/readyz?x',
    ]) {
      expect(isClientRoute('GET', url), url).toBe(false);
    }
    expect(isClientRoute('POST', '/logowanie')).toBe(false);
  });
});

describe('serving the built client', async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'main.js'), 'console.log(1)');
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  const { app } = await createTestApp({}, { clientDir });

  it('answers client routes with index.html, not cached, with a CSP', async () => {
    for (const url of ['/', '/logowanie', '/unknown/page']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves built files, and keeps JSON 404s for the API, uploads and missing assets', async () => {
    expect((await app.inject('/assets/main.js')).body).toBe('console.log(1)');
    for (const url of ['/api/nope', '/uploads/none.webp', '/assets/missing.js']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await app.inject({ method: 'POST', url: '/logowanie' })).statusCode).toBe(404);
  });
});
