import { and, count, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db/client';
import { preparedPer } from '@/server/db/prepared';
import { items, reviews, users } from '@/server/db/tables';
import { countedReview } from './ratings';

const reviewer = alias(users, 'reviewer');
const target = alias(users, 'target');

const person = (u: typeof reviewer | typeof target) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  profilePhotoUrl: u.profilePhotoUrl,
  deletedAt: u.deletedAt,
});

const REVIEW_COLUMNS = {
  id: reviews.id,
  itemId: reviews.itemId,
  reviewerId: reviews.reviewerId,
  rentalId: reviews.rentalId,
  rating: reviews.rating,
  comment: reviews.comment,
  reviewType: reviews.reviewType,
  targetUserId: reviews.targetUserId,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  publishedAt: reviews.publishedAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  reviewer: person(reviewer),
  target: person(target),
  item: { id: items.id, name: items.name, imageUrl: sql<string | null>`${items.imageUrls}[1]` },
};

function reviewQuery(db: DbOrTx) {
  return db
    .select(REVIEW_COLUMNS)
    .from(reviews)
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .innerJoin(target, eq(target.id, reviews.targetUserId))
    .innerJoin(items, eq(items.id, reviews.itemId));
}

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['execute']>>[number];

/**
 * Public lists (an item's, a user's, the received ones) show only what counts: published and not hidden. The
 * author's own list is the one place an unpublished review appears.
 */
export const visibleReview = countedReview as SQL;

/** One page of reviews, newest first (by publication, then id; the author's unpublished ones on top). */
export async function selectReviewPage(
  db: DbOrTx,
  where: SQL,
  page: { page: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  // One statement (one snapshot, one round trip): the page, and beside each row the number of all matches, an
  // uncorrelated subquery PostgreSQL works out once. `where` names only reviews' own columns, which inside the
  // subquery are its own table's. A page with no rows has no total beside it: 0 on the first page, else counted.
  const found = await reviewPageQuery(db, where, page.limit, (page.page - 1) * page.limit);
  return withTotal(db, found, where, page);
}

/** A page's statement: its rows with the number of all matches beside each. */
function reviewPageQuery(db: DbOrTx, where: SQL, limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select({ ...REVIEW_COLUMNS, total: sql<number>`(select count(*) from ${reviews} where ${where})::int` })
    .from(reviews)
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .innerJoin(target, eq(target.id, reviews.targetUserId))
    .innerJoin(items, eq(items.id, reviews.itemId))
    .where(where)
    .orderBy(sql`${reviews.publishedAt} desc nulls first`, desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** The rows of a page and the number of all matches, from the count beside each row (or counted when none came). */
async function withTotal(
  db: DbOrTx,
  found: (ReviewRow & { total: number })[],
  where: SQL,
  page: { page: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found.length > 0) return { rows, total: found[0].total };
  if (page.page === 1) return { rows, total: 0 };
  const [{ n }] = await db.select({ n: count() }).from(reviews).where(where);
  return { rows, total: n };
}

/**
 * selectReviewPage for an item's page (GET /api/items/{id}/reviews, asked by every item page): the same statement,
 * built and prepared once (decision 0083).
 */
export async function selectItemReviewPage(
  db: DbOrTx,
  itemId: number,
  page: { page: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const found = await itemReviewPage(db).execute({ itemId, limit: page.limit, offset: (page.page - 1) * page.limit });
  return withTotal(db, found, aboutItem(itemId), page);
}

const itemReviewPage = preparedPer((db) =>
  reviewPageQuery(
    db,
    aboutItemAt(sql.placeholder('itemId')),
    sql.placeholder('limit'),
    sql.placeholder('offset'),
  ).prepare('item_review_page'),
);

export async function findReviewRows(db: DbOrTx, ids: readonly number[]): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  return reviewQuery(db).where(inArray(reviews.id, [...ids]));
}

export async function findReviewRow(db: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  return (await findReviewRows(db, [id]))[0];
}

/** Reviews about a user as the profile shows them (owner and renter reviews: the ones their average counts). */
export const aboutUser = (userId: number) =>
  and(visibleReview, eq(reviews.targetUserId, userId), inArray(reviews.reviewType, ['owner', 'renter'])) as SQL;

export const aboutItem = (itemId: number) => aboutItemAt(itemId);
const aboutItemAt = (itemId: number | Placeholder) =>
  and(visibleReview, eq(reviews.itemId, itemId), eq(reviews.reviewType, 'item')) as SQL;
