import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { todayIso } from '@/shared/domain/dates';
import { SAVED_SEARCHES_MAX, type SavedSearch, type SavedSearchInput } from '@/shared/schemas/favourites';
import type { Db } from '@/server/db/client';
import { categories, savedSearches } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { newToken } from '@/server/lib/tokens';

type SavedSearchRow = typeof savedSearches.$inferSelect;

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    q: row.q,
    categoryId: row.categoryId,
    location: row.location,
    district: row.district,
    start: row.start,
    end: row.end,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

/** The user's saved searches, newest first. */
export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** A column equal to a value, or null when the value is absent. */
const same = <T>(column: Parameters<typeof eq>[0], value: T | undefined) =>
  value === undefined ? isNull(column) : eq(column, value);

/**
 * Saves a search (POST). The same filters saved again answer the existing search (`created: false`); past
 * SAVED_SEARCHES_MAX, 409; a category that does not exist, or dates already past, 400. Its e-mails name only items
 * that appear from now on (`checkedUntil`: the app's clock, as the items' own creation time is).
 */
export async function saveSearch(
  db: Db,
  userId: number,
  input: SavedSearchInput,
  now: Date,
): Promise<{ search: SavedSearch; created: boolean }> {
  if (input.end && input.end < todayIso(now))
    throw new AppError('VALIDATION_FAILED', { end: 'validation.savedSearchEnded' });
  return db.transaction(async (tx) => {
    if (input.categoryId !== undefined) {
      const [category] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, input.categoryId));
      if (!category) throw new AppError('VALIDATION_FAILED', { categoryId: 'validation.invalidValue' });
    }
    // One user's saves in turn: the duplicate check and the count hold until the insert commits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_searches'), ${userId})`);
    const [existing] = await tx
      .select()
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.userId, userId),
          eq(savedSearches.q, input.q ?? ''),
          same(savedSearches.categoryId, input.categoryId),
          same(savedSearches.location, input.location),
          same(savedSearches.district, input.district),
          same(savedSearches.start, input.start),
          same(savedSearches.end, input.end),
        ),
      )
      .limit(1);
    if (existing) return { search: toSavedSearch(existing), created: false };
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (count >= SAVED_SEARCHES_MAX) throw new AppError('SAVED_SEARCHES_LIMIT', undefined, { max: SAVED_SEARCHES_MAX });
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        q: input.q ?? '',
        categoryId: input.categoryId ?? null,
        location: input.location ?? null,
        district: input.district ?? null,
        start: input.start ?? null,
        end: input.end ?? null,
        unsubscribeToken: newToken(),
        checkedUntil: now,
        createdAt: now,
      })
      .returning();
    return { search: toSavedSearch(row), created: true };
  });
}

/** Deletes one of the user's searches; another user's (or none) is 404. */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/**
 * The e-mail's unsubscribe link, without a session: the secret names the search, which is deleted. Idempotent: a
 * secret whose search is gone already answers `removed: false` (a second click, or a mail client's retry).
 */
export async function unsubscribe(db: Db, token: string): Promise<{ removed: boolean; search: SavedSearch | null }> {
  const [row] = await db.delete(savedSearches).where(eq(savedSearches.unsubscribeToken, token)).returning();
  return row ? { removed: true, search: toSavedSearch(row) } : { removed: false, search: null };
}
