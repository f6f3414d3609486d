import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test/test-app';
import { isClientRoute } from './client-files';

const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

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
  fs.writeFileSync(path.join(clientDir, 'assets', 'big.js'), BIG_JS);
  // As scripts/precompress.mjs leaves a built file: its brotli and gzip copies beside it.
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), BIG_JS);
  // Each copy marked, to tell it from an answer compressed on the fly.
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js.br'), zlib.brotliCompressSync(`${BIG_JS}//br`));
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js.gz'), zlib.gzipSync(`${BIG_JS}//gz`));
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  const { app } = await createTestApp({}, { clientDir });

  it('answers client routes with index.html, not cached, with a CSP: 200 for a page of the app, 404 for an unknown one', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/logowanie', 200],
      ['/login?returnTo=rent-out', 200],
      ['/wynajmy/5/', 200],
      ['/Przegladaj', 200],
      ['/unknown/page', 404],
      ['/przegladaj/extra', 404],
      ['/sitemaps/none.xml', 404],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year, immutable; other files an hour; index.html never without asking', async () => {
    const asset = await app.inject('/assets/main.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await app.inject('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses answers above 1 KiB as the client accepts, and leaves small ones alone', async () => {
    const big = await app.inject({ url: '/assets/big.js', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(big.rawPayload).toString()).toBe(BIG_JS);
  });

  it('sends the copies compressed at build as the browser accepts them, with the same caching', async () => {
    const br = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(`${BIG_JS}//br`);
    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(`${BIG_JS}//gz`);
    const plain = await app.inject('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
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
