import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { matchRoute } from '@/shared/constants/routes';
import { BROWSE_PAGE_SIZE } from '@/client/features/items/utils/browse-params';
import { setApiFetch } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';
import { itemStatusOf } from './page-status';
import { prefetchPage } from './ssr-prefetch';

const ITEM = { id: 12, ownerId: 3, name: 'Wiertarka', imageUrls: [], available: true };

/** The API as the server rendering reaches it, answering by path: item 12 exists, anything else 404s. */
function fakeApi(calls: string[]) {
  setApiFetch(async (url) => {
    calls.push(url);
    const path = url.split('?')[0];
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });
    if (path === '/api/items/12') return json(ITEM);
    if (path === '/api/users/3' || path === '/api/users/3/card') return json({ id: 3, firstName: 'Anna' });
    if (path === '/api/categories') return json([{ id: 1, name: 'Tools' }]);
    if (path === '/api/items') return json([], { 'x-total-count': url.includes('start=') ? '0' : '5' });
    if (/^\/api\/items\/12\/(reviews|unavailable-dates|similar)$/.test(path))
      return json(path.endsWith('reviews') ? { reviews: [], total: 0, page: 1, limit: 10 } : { unavailableDates: [] });
    return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
  });
}

const keysOf = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => JSON.stringify(q.queryKey))
    .sort();

afterEach(() => setApiFetch((url, init) => fetch(url, init)));

describe('prefetchPage', () => {
  it('an item page: the item, its owner, reviews, booked days, categories and, for a visitor, similar items', async () => {
    const calls: string[] = [];
    fakeApi(calls);
    const qc = new QueryClient();
    qc.setQueryData(authKeys.me(), null);
    const match = matchRoute('/przedmiot/12');
    await prefetchPage(qc, match, new URLSearchParams(), 'pl');
    expect(keysOf(qc)).toEqual(
      [
        '["auth","me"]',
        '["categories"]',
        '["items","detail",12]',
        '["items","reviews",12]',
        '["items","similar",12,null,3]',
        '["items","unavailable-dates",12]',
        '["users","card",3]',
      ].sort(),
    );
    expect(calls).not.toContain('/api/auth/me');
    // The owner card's fields alone: the owner's whole profile (their listings and reviews) is their page's.
    expect(calls).toContain('/api/users/3/card');
    expect(calls).not.toContain('/api/users/3');
    expect(itemStatusOf(qc, match)).toBe(200);
  });

  it('an unknown item: no throw, status 404; an id that is none: 404 without a call', async () => {
    const calls: string[] = [];
    fakeApi(calls);
    const qc = new QueryClient();
    const match = matchRoute('/item/99');
    await expect(prefetchPage(qc, match, new URLSearchParams(), 'en')).resolves.toBeUndefined();
    expect(itemStatusOf(qc, match)).toBe(404);
    const bad = matchRoute('/item/abc');
    calls.length = 0;
    await prefetchPage(qc, bad, new URLSearchParams(), 'en');
    expect(calls).toEqual([]);
    expect(itemStatusOf(qc, bad)).toBe(404);
    expect(itemStatusOf(qc, matchRoute('/faq'))).toBe(200);
  });

  it('home: the categories and the popular items; browse: the list the page derives from the URL', async () => {
    fakeApi([]);
    const home = new QueryClient();
    await prefetchPage(home, matchRoute('/'), new URLSearchParams(), 'pl');
    expect(keysOf(home)).toEqual(['["categories"]', '["items","list",{"sort":"popular","limit":4}]']);

    const calls: string[] = [];
    fakeApi(calls);
    const browse = new QueryClient();
    await prefetchPage(
      browse,
      matchRoute('/browse'),
      new URLSearchParams('q=wiertarka&start=2026-06-01&end=2026-06-03'),
      'en',
    );
    const lists = keysOf(browse).filter((k) => k.includes('"list"'));
    // Nothing on those dates: the same search without them, as the page then shows.
    expect(lists).toHaveLength(2);
    expect(calls.filter((c) => c.startsWith('/api/items?'))).toEqual([
      `/api/items?q=wiertarka&start=2026-06-01&end=2026-06-03&limit=${BROWSE_PAGE_SIZE}&offset=0`,
      `/api/items?q=wiertarka&limit=${BROWSE_PAGE_SIZE}&offset=0`,
    ]);
  });

  it('the info pages need nothing', async () => {
    const calls: string[] = [];
    fakeApi(calls);
    for (const path of ['/faq', '/o-nas', '/how-it-works', '/kontakt'])
      await prefetchPage(new QueryClient(), matchRoute(path), new URLSearchParams(), 'pl');
    expect(calls).toEqual([]);
  });
});
