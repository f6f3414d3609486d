import { QueryClient } from '@tanstack/react-query';
import { SHARED_CATEGORIES_MS } from '@/shared/constants/categories';
import { RECOMMENDATIONS_SHOWN, type Language } from '@/shared/constants/limits';
import type { RouteMatch } from '@/shared/constants/routes';
import type { PrivateUser } from '@/shared/schemas/users';
import { categoriesQueryOptions } from '@/client/features/items/api/get-categories';
import { itemQueryOptions } from '@/client/features/items/api/get-item';
import { similarItemsQueryOptions } from '@/client/features/items/api/get-similar-items';
import { browseItemsQueryOptions } from '@/client/features/items/api/use-browse-items';
import { otherDaysItemsQueryOptions, searchesTextOnDates } from '@/client/features/items/api/use-other-days-items';
import { popularItemsQueryOptions } from '@/client/features/items/api/use-popular-items';
import { readBrowseFilters } from '@/client/features/items/utils/browse-params';
import { parseItemId } from '@/client/features/items/utils/item-id';
import { recommendationsQueryOptions } from '@/client/features/recommendations/api/get-recommendations';
import { unavailableDatesQueryOptions } from '@/client/features/rentals/api/get-unavailable-dates';
import { itemReviewsQueryOptions } from '@/client/features/reviews/api/get-item-reviews';
import { publicUserCardQueryOptions, publicUserQueryOptions } from '@/client/features/users/api/get-public-user';
import { parseUserId } from '@/client/features/users/utils/user-id';
import { faqQueryOptions, helpArticleQueryOptions, helpListQueryOptions } from '@/client/lib/help-content';
import { authKeys } from '@/client/lib/query-keys';
import { helpArticleIdOf } from './page-status';

/**
 * The categories every page of the catalogue shows are rows of a migration: the same for every visitor and page, changed
 * only by a deployment. The server's renders share one copy (decision 0084), read again once it is a minute old
 * (SHARED_CATEGORIES_MS), so a page costs no statement for them. When the shared read fails, the page asks for its own
 * copy, which carries the error to the page's status.
 */
const shared = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
async function prefetchCategories(qc: QueryClient) {
  const options = categoriesQueryOptions();
  const copy = await shared.fetchQuery({ ...options, staleTime: SHARED_CATEGORIES_MS }).catch(() => undefined);
  if (copy) qc.setQueryData(options.queryKey, copy);
  else await qc.prefetchQuery(options);
}

/**
 * The item page's queries: the item, what sits beside it (the category's name, the booked ranges the booking panel
 * lists, the reviews) and, once the item names its owner, the owner card. The recommendations are the viewer's own
 * when signed in, similar items for a visitor (app/routes/item-page.tsx); with the session not yet in the cache, none.
 */
async function prefetchItemPage(qc: QueryClient, id: number) {
  const viewer = qc.getQueryData<PrivateUser | null>(authKeys.me());
  const recommendations =
    viewer === undefined
      ? undefined
      : viewer
        ? qc.prefetchQuery(recommendationsQueryOptions(viewer.id, RECOMMENDATIONS_SHOWN, id))
        : qc.prefetchQuery(similarItemsQueryOptions(id, null, RECOMMENDATIONS_SHOWN));
  const item = qc.prefetchQuery(itemQueryOptions(id)).then(() => {
    const ownerId = qc.getQueryData(itemQueryOptions(id).queryKey)?.ownerId;
    return ownerId === undefined ? undefined : qc.prefetchQuery(publicUserCardQueryOptions(ownerId));
  });
  await Promise.all([
    item,
    prefetchCategories(qc),
    qc.prefetchQuery(unavailableDatesQueryOptions(id)),
    qc.prefetchInfiniteQuery(itemReviewsQueryOptions(id)),
    recommendations,
  ]);
}

/** Browse: the categories (the chips and the grid), the matches of the URL's filters as the page asks for them. */
async function prefetchBrowsePage(qc: QueryClient, search: URLSearchParams) {
  const filters = readBrowseFilters(search);
  const list = browseItemsQueryOptions(filters);
  await Promise.all([prefetchCategories(qc), qc.prefetchQuery(list)]);
  // A text search with nothing on its dates shows its matches of other days instead (use-other-days-items.ts).
  if (searchesTextOnDates(filters) && qc.getQueryData(list.queryKey)?.total === 0)
    await qc.prefetchQuery(otherDaysItemsQueryOptions(filters));
}

/**
 * The queries a public page shows at its first paint, fetched on the server into the request's QueryClient with the
 * very options the page's hooks use, so the hydrated page finds them and renders the same. Never throws: a failed
 * query stays in the cache as an error (an unknown item's 404 is read by itemStatusOf). The session is not fetched
 * here; when it is already in `qc`, the item page's recommendations follow it.
 */
export async function prefetchPage(
  qc: QueryClient,
  match: RouteMatch | null,
  search: URLSearchParams,
  lang: Language,
): Promise<void> {
  switch (match?.name) {
    case undefined:
      // The not-found screen offers the categories.
      return prefetchCategories(qc);
    case 'home':
      await Promise.all([prefetchCategories(qc), qc.prefetchQuery(popularItemsQueryOptions())]);
      return;
    case 'browse':
      return prefetchBrowsePage(qc, search);
    case 'item': {
      const id = parseItemId(match.params.id);
      // An id that is none shows the item-not-found screen, which needs nothing.
      return id === null ? undefined : prefetchItemPage(qc, id);
    }
    case 'userProfile': {
      const id = parseUserId(match.params.id);
      // An unknown or deleted person's page is the not-found screen, which offers the categories.
      if (id !== null) await qc.prefetchQuery(publicUserQueryOptions(id));
      if (id === null || qc.getQueryData(publicUserQueryOptions(id).queryKey) === null) await prefetchCategories(qc);
      return;
    }
    case 'help':
      return qc.prefetchQuery(helpListQueryOptions(lang));
    case 'helpArticle': {
      const id = helpArticleIdOf(match);
      // An unknown slug shows the not-found screen, which needs nothing.
      return id === null ? undefined : qc.prefetchQuery(helpArticleQueryOptions(lang, id));
    }
    case 'faq':
      return qc.prefetchQuery(faqQueryOptions(lang));
    default:
      // How it works, about and contact show texts only; signed-in pages load their own data in the browser.
      return;
  }
}
