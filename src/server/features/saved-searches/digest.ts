import { and, asc, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { MARKET_TIME_ZONE, todayIso } from '@/shared/domain/dates';
import { SAVED_SEARCH_EMAIL_ITEMS } from '@/shared/schemas/favourites';
import { items, savedSearches, users } from '@/server/db/tables';
import { enqueueEmail } from '@/server/effects/deliveries';
import { withEffects } from '@/server/effects/unit-of-work';
import type { JobDeps, JobLog } from '@/server/jobs/types';
import { itemListed, searchPlans, toItemSearch } from '@/server/features/items/public';
import { newItemsEmail } from './texts';

/**
 * An item is looked at once it is this old: its creation time is taken before its transaction commits, so one
 * created a moment before a run could still be invisible to it (and then to every later run, past the watermark).
 */
export const SETTLE_MS = 60_000;
/** Searches looked at per round; rounds repeat until every due search has been looked at up to the cutoff. */
const BATCH = 200;

/**
 * The daily e-mail of saved searches (issue 26 §5, decision 0069). A search is due when no e-mail was sent for it
 * today (Europe/Warsaw), its dates (if any) have not passed, and its owner is a live account with a confirmed
 * address. Its new items are those created after its `checkedUntil` and up to the cutoff (now − SETTLE_MS) that
 * browse would list for its filters (the search's own SQL: items/search/sql-search.ts `searchPlans`), not the
 * user's own. Each search is one unit of work: its row locked (SKIP LOCKED: two runs split the searches), at most
 * one e-mail written to the deliveries outbox, `checkedUntil` moved to the cutoff and, when e-mailed,
 * `lastSentAt` set, all in one transaction. Nothing new: no e-mail, only the watermark moves. Returns the ids of the
 * searches e-mailed.
 */
export async function sendSavedSearchEmails(deps: JobDeps, now: Date, log?: JobLog): Promise<number[]> {
  const { db, config } = deps;
  const today = todayIso(now);
  const cutoff = new Date(now.getTime() - SETTLE_MS);
  const due = and(
    lt(savedSearches.checkedUntil, cutoff),
    or(
      isNull(savedSearches.lastSentAt),
      sql`(${savedSearches.lastSentAt} AT TIME ZONE ${MARKET_TIME_ZONE})::date < ${today}::date`,
    ),
    or(isNull(savedSearches.end), sql`${savedSearches.end} >= ${today}::date`),
  );
  const emailed: number[] = [];
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(and(due, gt(savedSearches.id, afterId), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)))
      .orderBy(asc(savedSearches.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1].id;
    for (const { id } of batch) {
      const sent = await withEffects(
        deps,
        async (tx, fx) => {
          const [search] = await tx
            .select()
            .from(savedSearches)
            .where(and(eq(savedSearches.id, id), due))
            .for('update', { skipLocked: true });
          if (!search) return false;
          const [user] = await tx
            .select({ email: users.email, firstName: users.firstName, language: users.language })
            .from(users)
            .where(eq(users.id, search.userId));
          const plan = searchPlans(
            toItemSearch({
              q: search.q || undefined,
              categoryId: search.categoryId ?? undefined,
              location: search.location ?? undefined,
              district: search.district ?? undefined,
              start: search.start ?? undefined,
              end: search.end ?? undefined,
              sort: 'newest',
              limit: SAVED_SEARCH_EMAIL_ITEMS + 1,
              offset: 0,
            }),
          ).exact;
          const found = await tx
            .select({
              id: items.id,
              name: items.name,
              pricePerDay: items.pricePerDay,
              location: items.location,
              district: items.district,
            })
            .from(items)
            .where(
              and(
                itemListed,
                plan.where,
                ne(items.ownerId, search.userId),
                gt(items.createdAt, search.checkedUntil),
                lte(items.createdAt, cutoff),
              ),
            )
            .orderBy(desc(items.createdAt), desc(items.id))
            .limit(SAVED_SEARCH_EMAIL_ITEMS + 1);
          if (found.length > 0 && user) {
            const message = newItemsEmail({
              to: { email: user.email, firstName: user.firstName, lang: user.language },
              search,
              items: found.slice(0, SAVED_SEARCH_EMAIL_ITEMS),
              more: found.length > SAVED_SEARCH_EMAIL_ITEMS,
              token: search.unsubscribeToken,
              publicUrl: config.publicUrl,
            });
            fx.send('deliveries', [await enqueueEmail(tx, message)]);
          }
          await tx
            .update(savedSearches)
            .set({ checkedUntil: cutoff, ...(found.length > 0 ? { lastSentAt: now } : {}) })
            .where(eq(savedSearches.id, id));
          return found.length > 0;
        },
        log,
      );
      if (sent) emailed.push(id);
    }
  }
  return emailed;
}
