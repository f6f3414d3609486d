import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

describe('the visitors’ page cache', () => {
  const page = (body: string, version = 1) => ({ version, status: 200, body: Buffer.from(body) });
  const bodyOf = (entry: { body: Buffer } | undefined) => entry?.body.toString();

  it('answers a page at the catalogue version it was made at, and forgets it at another', () => {
    const cache = createPageCache();
    cache.set('pl /przegladaj', page('a'));
    expect(bodyOf(cache.get('pl /przegladaj', 1))).toBe('a');
    expect(cache.get('en /przegladaj', 1)).toBeUndefined();
    expect(cache.get('pl /przegladaj', 2)).toBeUndefined();
    // Gone, not kept for a version that comes back.
    expect(cache.get('pl /przegladaj', 1)).toBeUndefined();
  });

  it('keeps a page for maxAgeMs at most', () => {
    let now = 0;
    const cache = createPageCache({ maxAgeMs: 1000, now: () => now });
    cache.set('pl /', page('a'));
    now = 1000;
    expect(bodyOf(cache.get('pl /', 1))).toBe('a');
    now = 1001;
    expect(cache.get('pl /', 1)).toBeUndefined();
  });

  it('drops the least recently used past maxEntries', () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    expect(bodyOf(cache.get('a', 1))).toBe('a');
    cache.set('c', page('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(bodyOf(cache.get('a', 1))).toBe('a');
    expect(bodyOf(cache.get('c', 1))).toBe('c');
  });

  it('drops the least recently used past maxBytes of bodies, and keeps no body larger than the whole', () => {
    const cache = createPageCache({ maxBytes: 10 });
    cache.set('a', page('aaaa'));
    cache.set('b', page('bbbb'));
    expect(cache.bytes).toBe(8);
    expect(bodyOf(cache.get('a', 1))).toBe('aaaa');
    cache.set('c', page('cccc'));
    expect(cache.bytes).toBe(8);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(bodyOf(cache.get('a', 1))).toBe('aaaa');
    cache.set('d', page('d'.repeat(11)));
    expect(cache.get('d', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
    // A stale entry leaves the count of bytes with it.
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.bytes).toBe(4);
  });
});
