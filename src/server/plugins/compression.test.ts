import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { createTestApp } from '@/server/test/test-app';

describe('compressed answers', async () => {
  const { app, db } = await createTestApp();
  const owner = await insertUser(db);
  for (let i = 0; i < 6; i++) await insertItem(db, owner.id, { description: `Opis przedmiotu ${i} `.repeat(20) });

  it('a JSON answer above 1 KiB comes gzipped or brotli-compressed as the client accepts', async () => {
    const plain = await app.inject('/api/items');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await app.inject({ url: '/api/items', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const brotli = await app.inject({ url: '/api/items', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer alone', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('does not decompress request bodies: a gzipped body is still a bad request, as before', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', origin: 'http://localhost:3000' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
