import type { QueryClient } from '@tanstack/react-query';
import { pathLanguage, type RouteMatch } from '@/shared/constants/routes';
import { articleIdBySlug } from '@/shared/help/paths';
import { itemQueryOptions } from '@/client/features/items/api/get-item';
import { parseItemId } from '@/client/features/items/utils/item-id';
import { parseUserId } from '@/client/features/users/utils/user-id';
import { ApiError } from '@/client/lib/api-client';
import { usersKeys } from '@/client/lib/query-keys';

// Apart from ssr-prefetch.ts: the document head asks a page's status on every navigation, and the prefetching (every
// public page's query options) has no place in the browser's entry.

/** The help article a help path names: its slug read in the path's language (/pomoc/kaucja, /help/deposit). */
export function helpArticleIdOf(match: RouteMatch) {
  return articleIdBySlug(pathLanguage(match, new URLSearchParams()) ?? 'pl', (match.params.slug ?? '').toLowerCase());
}

/**
 * A page's status: an item page's by itemStatusOf, a help article's 404 for a slug that names none, a profile's 404
 * for an id that is none or an account the API did not find (unknown, deleted).
 */
export function pageStatusOf(qc: QueryClient, match: RouteMatch | null): 200 | 404 {
  if (match?.name === 'helpArticle') return helpArticleIdOf(match) === null ? 404 : 200;
  if (match?.name === 'userProfile') return profileStatusOf(qc, match);
  return itemStatusOf(qc, match);
}

/** The item page's status: 404 for an id that is none or an item the API did not find (deleted, never listed). */
export function itemStatusOf(qc: QueryClient, match: RouteMatch | null): 200 | 404 {
  if (match?.name !== 'item') return 200;
  const id = parseItemId(match.params.id);
  if (id === null) return 404;
  const error = qc.getQueryState(itemQueryOptions(id).queryKey)?.error;
  return error instanceof ApiError && error.status === 404 ? 404 : 200;
}

/**
 * A profile's status: 404 for an id that is none or a person the API did not find (getPublicUser answers null; read by
 * its key, so that the fetcher stays out of every page's entry).
 */
export function profileStatusOf(qc: QueryClient, match: RouteMatch): 200 | 404 {
  const id = parseUserId(match.params.id);
  if (id === null) return 404;
  return qc.getQueryData(usersKeys.public(id)) === null ? 404 : 200;
}
