import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The total of a paged list, whatever the page (the same header as GET /api/items). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * Optional `page` (from 1) and `limit` of a list call: a client that sends neither gets the list as before (up to
 * `defaultLimit`), so the spec's calls keep working.
 */
export function pageQuerySchema(maxLimit: number, defaultLimit: number) {
  return z.object({
    page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
    limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit)),
  });
}

/** The page (from 1) that still has rows when the list shrank under it (a deletion on the last page). */
export const lastPage = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
