import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { arrivedNow } from './state';

describe('arrivedNow', () => {
  it("makes a cached page's data as fresh as the page's arrival, so hydrating reads nothing again", async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['item', 1], queryFn: () => ({ id: 1 }) });
    server.setQueryData(['old'], 'x', { updatedAt: 1_000 });
    const state = dehydrate(server);

    const now = Date.now();
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(browser, arrivedNow(state, now));
    for (const key of [['item', 1], ['old']]) {
      expect(browser.getQueryState(key)?.dataUpdatedAt).toBe(now);
      expect(browser.getQueryCache().find({ queryKey: key })?.isStaleByTime(30_000)).toBe(false);
    }
    // As sent, the page's old query would be read again at once.
    const asSent = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(asSent, state);
    expect(
      asSent
        .getQueryCache()
        .find({ queryKey: ['old'] })
        ?.isStaleByTime(30_000),
    ).toBe(true);
  });
});
