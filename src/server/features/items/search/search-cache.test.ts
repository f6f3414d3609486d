import { describe, expect, it } from 'vitest';
import { createSearchCache, freshReader, type CachedPage } from './search-cache';

const page = (body: string): CachedPage => ({ body, total: 1 });

describe('search cache', () => {
  it('answers from memory for the same version and key; a newer version forgets everything', async () => {
    const cache = createSearchCache(10);
    let calls = 0;
    const compute = (body: string) => async () => {
      calls++;
      return page(body);
    };
    expect(await cache.get(1, 'a', compute('a1'))).toEqual(page('a1'));
    expect(await cache.get(1, 'a', compute('other'))).toEqual(page('a1'));
    expect(calls).toBe(1);
    expect(await cache.get(2, 'a', compute('a2'))).toEqual(page('a2'));
    // A reader that still saw version 1 computes afresh rather than getting (or storing) another version's answer.
    expect(await cache.get(1, 'a', compute('a1-late'))).toEqual(page('a1-late'));
    expect(await cache.get(2, 'a', compute('never'))).toEqual(page('a2'));
  });

  it('shares one computation between concurrent identical misses and forgets failures', async () => {
    const cache = createSearchCache(10);
    let calls = 0;
    const slow = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return page('x');
    };
    await Promise.all([cache.get(1, 'k', slow), cache.get(1, 'k', slow), cache.get(1, 'k', slow)]);
    expect(calls).toBe(1);
    await expect(cache.get(1, 'bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get(1, 'bad', async () => page('ok'))).toEqual(page('ok'));
  });

  it('keeps the total size of the values at most the given size, dropping the least recently used', async () => {
    const cache = createSearchCache<number[]>(100, { of: (v) => v.length, max: 5 });
    let calls = 0;
    const list = (n: number) => async () => {
      calls++;
      return Array.from({ length: n }, (_, i) => i);
    };
    await cache.get(1, 'a', list(2));
    await cache.get(1, 'b', list(2));
    await cache.get(1, 'a', list(2)); // a is now the most recent
    await cache.get(1, 'c', list(3)); // 7 > 5: b goes
    expect(calls).toBe(3);
    await cache.get(1, 'a', list(2));
    expect(calls).toBe(3);
    await cache.get(1, 'b', list(2));
    expect(calls).toBe(4);
  });

  it('keeps at most the given number of answers, dropping the least recently used', async () => {
    const cache = createSearchCache(2);
    const seen: string[] = [];
    const compute = (k: string) => async () => {
      seen.push(k);
      return page(k);
    };
    await cache.get(1, 'a', compute('a'));
    await cache.get(1, 'b', compute('b'));
    await cache.get(1, 'a', compute('a'));
    await cache.get(1, 'c', compute('c'));
    await cache.get(1, 'a', compute('a'));
    await cache.get(1, 'b', compute('b'));
    expect(seen).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('freshReader', () => {
  /** A read whose answer is the number of reads started so far, resolved by hand. */
  function manualReads() {
    const pending: (() => void)[] = [];
    let started = 0;
    const read = () => {
      const n = ++started;
      return new Promise<number>((resolve) => pending.push(() => resolve(n)));
    };
    const finishOne = async () => {
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    };
    return { read, finishOne, started: () => started };
  }

  it('never answers a caller with a read that began before it asked; callers that wait share the next read', async () => {
    const m = manualReads();
    const current = freshReader(m.read);
    const a = current();
    // b, c and d ask while read 1 is under way: they get read 2, which starts after read 1 ends.
    const [b, c, d] = [current(), current(), current()];
    expect(m.started()).toBe(1);
    await m.finishOne();
    expect(await a).toBe(1);
    expect(m.started()).toBe(2);
    const e = current();
    await m.finishOne();
    expect(await Promise.all([b, c, d])).toEqual([2, 2, 2]);
    await m.finishOne();
    expect(await e).toBe(3);
    expect(m.started()).toBe(3);
  });

  it('reads again for a caller that comes after the reads ended, and survives a failed read', async () => {
    let n = 0;
    const current = freshReader(async () => {
      n++;
      if (n === 2) throw new Error('connection lost');
      return n;
    });
    expect(await current()).toBe(1);
    await expect(current()).rejects.toThrow('connection lost');
    expect(await current()).toBe(3);
  });
});
