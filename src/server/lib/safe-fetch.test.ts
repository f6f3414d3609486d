import { describe, expect, it } from 'vitest';
import { FetchRefused, safeFetch, type SafeFetchOptions } from './safe-fetch';
import { startImageServer } from './test-image-server';

const MAX = 5_000_000;

async function refusal(url: string, opts: Partial<SafeFetchOptions> = {}) {
  try {
    await safeFetch(url, { maxBytes: MAX, ...opts });
  } catch (e) {
    expect(e).toBeInstanceOf(FetchRefused);
    return (e as FetchRefused).reason;
  }
  throw new Error(`expected ${url} to be refused`);
}

describe('safeFetch', async () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  const base = await startImageServer({
    '/ok.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png),
    '/hop1': (_req, res) => res.writeHead(302, { location: '/hop2' }).end(),
    '/hop2': (_req, res) => res.writeHead(301, { location: '/hop3' }).end(),
    '/hop3': (_req, res) => res.writeHead(307, { location: '/ok.png' }).end(),
    '/hop0': (_req, res) => res.writeHead(302, { location: '/hop1' }).end(),
    '/to-metadata': (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-private': (_req, res) => res.writeHead(302, { location: 'http://10.0.0.1/photo.jpg' }).end(),
    '/to-file': (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    '/declared-huge': (_req, res) => res.writeHead(200, { 'content-length': String(MAX + 1) }).end(),
    '/streamed-huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(1_000_000, 1);
      for (let i = 0; i < 6; i++) res.write(chunk);
      res.end();
    },
    '/exactly-max': (_req, res) => res.writeHead(200).end(Buffer.alloc(MAX, 2)),
    '/slow': () => {
      // Never answers.
    },
    '/missing': (_req, res) => res.writeHead(404).end('nope'),
  });
  const loopbackOnly = { allowAddress: (ip: string) => ip === '127.0.0.1' };

  it('fetches from an allowed address and follows up to 3 redirects', async () => {
    const direct = await safeFetch(`${base}/ok.png`, { maxBytes: MAX, allowPrivate: true });
    expect(direct.body.equals(png)).toBe(true);
    expect(direct.contentType).toBe('image/png');
    const redirected = await safeFetch(`${base}/hop1`, { maxBytes: MAX, allowPrivate: true });
    expect(redirected.body.equals(png)).toBe(true);
    expect(redirected.url).toBe(`${base}/ok.png`);
    expect(await refusal(`${base}/hop0`, { allowPrivate: true })).toBe('too-many-redirects');
  });

  it('by default refuses loopback, private, link-local and metadata addresses, literal or resolved', async () => {
    const port = new URL(base).port;
    for (const url of [
      `${base}/ok.png`,
      `http://localhost:${port}/ok.png`,
      `http://[::1]:${port}/ok.png`,
      `http://[::ffff:127.0.0.1]:${port}/ok.png`,
      `http://2130706433:${port}/ok.png`,
      'http://10.0.0.1/x.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
    ]) {
      expect(await refusal(url), url).toBe('blocked-address');
    }
  });

  it('re-checks every redirect: a hop to a private address or a non-http URL is refused', async () => {
    expect((await safeFetch(`${base}/hop1`, { maxBytes: MAX, ...loopbackOnly })).body.equals(png)).toBe(true);
    expect(await refusal(`${base}/to-metadata`, loopbackOnly)).toBe('blocked-address');
    expect(await refusal(`${base}/to-private`, loopbackOnly)).toBe('blocked-address');
    expect(await refusal(`${base}/to-file`, loopbackOnly)).toBe('invalid-url');
  });

  it('bounds the body: declared or streamed past the limit is refused, the limit itself passes', async () => {
    expect(await refusal(`${base}/declared-huge`, { allowPrivate: true })).toBe('too-large');
    expect(await refusal(`${base}/streamed-huge`, { allowPrivate: true })).toBe('too-large');
    expect((await safeFetch(`${base}/exactly-max`, { maxBytes: MAX, allowPrivate: true })).body.length).toBe(MAX);
  });

  it('gives up after the timeout, and refuses error statuses and malformed URLs', async () => {
    const started = Date.now();
    expect(await refusal(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await refusal(`${base}/missing`, { allowPrivate: true })).toBe('http-status');
    for (const url of [
      'not a url',
      'ftp://example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//example.com/a.png',
    ]) {
      expect(await refusal(url), url).toBe('invalid-url');
    }
  });
});
