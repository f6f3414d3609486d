import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { addDays, todayIso } from '@/shared/domain/dates';
import { BLOCKING_STATUSES, type RentalStatus } from '@/shared/domain/rental-status';
import type { DbOrTx } from '@/server/db/client';
import { items, rentals } from '@/server/db/tables';
import { itemListed } from '@/server/features/items/public';
import {
  CO_LIFT_FULL,
  CO_RENTERS_MIN,
  HISTORY_LIMIT,
  KNOWN_ITEM_FACTOR,
  POPULAR_WINDOW_DAYS,
  PRICE_SPAN,
  RATING_FULL,
  RATING_PRIOR,
  RENTALS_FULL,
  WEIGHTS,
  type HistoryRow,
  type Profile,
  type ScoredCandidate,
} from './scoring';

/** The user's newest rentals and requests with their items (deleted ones too: what was rented still says something). */
export async function rentalHistory(db: DbOrTx, userId: number): Promise<HistoryRow[]> {
  return db
    .select({
      itemId: rentals.itemId,
      name: items.name,
      categoryId: items.categoryId,
      city: items.location,
      status: rentals.status,
      pricePerDay: rentals.pricePerDay,
    })
    .from(rentals)
    .innerJoin(items, eq(items.id, rentals.itemId))
    .where(eq(rentals.renterId, userId))
    .orderBy(desc(rentals.createdAt), desc(rentals.id))
    .limit(HISTORY_LIMIT);
}

/** The city of most of the user's own listings (a user without a rental history lives there, most likely). */
export async function homeCity(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ city: items.location })
    .from(items)
    .where(and(eq(items.ownerId, userId), isNull(items.deletedAt)))
    .groupBy(items.location)
    .orderBy(desc(count()), asc(items.location))
    .limit(1);
  return row?.city ?? null;
}

export interface Context {
  id: number;
  categoryId: number | null;
  city: string | null;
}

/** The bounded pools the candidates come from (each one index-friendly with a LIMIT), before scoring. */
const POOL_LIMITS = {
  /** The user's strongest categories and cities that seed pools (all of them still score). */
  categories: 3,
  cities: 3,
  categoryInCity: 60,
  categoryNewest: 60,
  city: 100,
  context: 60,
  coRented: 100,
  rated: 150,
  newest: 50,
} as const;

const blockingList = sql.join(
  BLOCKING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
/**
 * A rental of these statuses whose days have not ended (end date today or later) means the user already has the item
 * coming, in hand, or asked for: recommending it again would only offer a second booking (issue 19 §7).
 */
const LIVE_STATUSES = ['pending', 'confirmed', 'active'] as const satisfies readonly RentalStatus[];
const liveList = sql.join(
  LIVE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
/** Our own constants, written into the SQL as literals (typed parameters would make ln() and least() ambiguous). */
const num = (x: number) => sql.raw(String(x));
const clamp01 = (x: SQL) => sql`least(1.0, greatest(0.0, ${x}))`;

/**
 * One query: the candidate pools (the user's top categories in their top cities, the newest of those categories, the
 * best rated of those cities, the context item's category, items co-rented by people who rented the same items, for a
 * new user the best rated of all cities, the newest of all), each signal's points per candidate (the rentals of the
 * last POPULAR_WINDOW_DAYS counted per candidate), the sum as the score, the best `limit` by score then newest id.
 * Only listed, available items of others, never the context item nor one the user has a live rental of (LIVE_STATUSES,
 * ending today in Poland or later). Some 500 candidates at most, whatever the catalogue.
 */
export function scoringQuery(userId: number, profile: Profile, context: Context | null, limit: number, now: Date): SQL {
  const today = todayIso(now);
  const since = addDays(today, -POPULAR_WINDOW_DAYS);
  const candidate = sql`${itemListed} AND ${items.available} AND ${items.ownerId} <> ${userId}${
    context ? sql` AND ${items.id} <> ${context.id}` : sql``
  } AND ${items.id} NOT IN (SELECT item_id FROM live)`;
  const categoryIds = profile.categories.map((c) => c.categoryId);
  const rented = profile.categories.map((c) => c.rented);
  const requested = profile.categories.map((c) => c.requested);
  const cityNames = profile.cities.map((c) => c.city);
  const cityWeights = profile.cities.map((c) => c.weight);
  const ctxCategory = context?.categoryId ?? null;
  const ctxCity = context?.city ?? null;
  const ratingAbovePrior = clamp01(
    sql`(coalesce(${items.ratingScore}, 0) - ${num(RATING_PRIOR)}) / ${num(RATING_FULL)}`,
  );
  const price =
    profile.priceMedian === null
      ? sql`0`
      : sql`${num(WEIGHTS.price)} * greatest(0.0, 1 - abs(ln(${items.pricePerDay}::float8 / ${profile.priceMedian}::float8)) / ln(${num(PRICE_SPAN)}))`;

  return sql`
    WITH live AS (
      SELECT item_id FROM rentals
      WHERE renter_id = ${userId} AND status IN (${liveList}) AND end_date >= ${today}::date
    ),
    cat AS (
      SELECT * FROM unnest(${sql.param(categoryIds)}::int[], ${sql.param(rented)}::float8[], ${sql.param(requested)}::float8[])
        AS c(category_id, rented, requested)
    ),
    city AS (
      SELECT location, weight, lower(f_unaccent(location)) AS key
      FROM unnest(${sql.param(cityNames)}::text[], ${sql.param(cityWeights)}::float8[]) AS c(location, weight)
    ),
    peers AS (
      SELECT DISTINCT renter_id FROM rentals
      WHERE item_id = ANY(${sql.param(profile.rentedItemIds)}::int[]) AND renter_id <> ${userId}
        AND status IN (${blockingList})
    ),
    shared AS (
      SELECT r2.item_id, count(DISTINCT r2.renter_id) AS renters, min(r1.item_id) AS anchor_id
      FROM rentals r1
      JOIN rentals r2 ON r2.renter_id = r1.renter_id AND r2.item_id <> r1.item_id
      WHERE r1.item_id = ANY(${sql.param(profile.rentedItemIds)}::int[]) AND r1.renter_id <> ${userId}
        AND r1.status IN (${blockingList}) AND r2.status IN (${blockingList})
      GROUP BY r2.item_id
      HAVING count(DISTINCT r2.renter_id) >= ${num(CO_RENTERS_MIN)}
      ORDER BY renters DESC, r2.item_id DESC
      LIMIT ${num(POOL_LIMITS.coRented)}
    ),
    -- Lift: how much likelier the user's peers rented the item than anyone did. In a small community where everyone
    -- rents everything it is about 1 (no signal), however many renters the items share.
    co AS (
      SELECT shared.item_id, shared.anchor_id,
        shared.renters * (SELECT count(*) FROM users WHERE deleted_at IS NULL)::float8
          / ((SELECT count(*) FROM peers) * greatest(1, (
              SELECT count(DISTINCT r.renter_id) FROM rentals r
              WHERE r.item_id = shared.item_id AND r.status IN (${blockingList}) AND r.renter_id <> ${userId}
            )))::float8 AS lift
      FROM shared
    ),
    -- Each pool reads an index and stops at its LIMIT: no pool sorts the whole catalogue.
    pool_cat AS (SELECT category_id FROM cat ORDER BY rented + requested DESC, category_id LIMIT ${num(POOL_LIMITS.categories)}),
    pool_city AS (SELECT key FROM city ORDER BY weight DESC, key LIMIT ${num(POOL_LIMITS.cities)}),
    pool AS (
      (SELECT p.id FROM pool_cat CROSS JOIN pool_city CROSS JOIN LATERAL (
        SELECT ${items.id} AS id FROM ${items}
        WHERE ${items.locationKey} = pool_city.key AND ${items.categoryId} = pool_cat.category_id AND ${candidate}
        ORDER BY ${items.ratingScore} DESC NULLS LAST, ${items.id} DESC
        LIMIT ${num(POOL_LIMITS.categoryInCity)}) p)
      UNION
      (SELECT p.id FROM pool_cat CROSS JOIN LATERAL (
        SELECT ${items.id} AS id FROM ${items}
        WHERE ${items.categoryId} = pool_cat.category_id AND ${candidate}
        ORDER BY ${items.createdAt} DESC
        LIMIT ${num(POOL_LIMITS.categoryNewest)}) p)
      UNION
      (SELECT p.id FROM pool_city CROSS JOIN LATERAL (
        SELECT ${items.id} AS id FROM ${items}
        WHERE ${items.locationKey} = pool_city.key AND ${candidate}
        ORDER BY ${items.ratingScore} DESC NULLS LAST, ${items.reviewCount} DESC, ${items.id} DESC
        LIMIT ${num(POOL_LIMITS.city)}) p)
      UNION
      (SELECT ${items.id} FROM ${items}
        WHERE ${items.categoryId} = ${ctxCategory} AND ${items.locationKey} = lower(f_unaccent(${ctxCity}::text)) AND ${candidate}
        ORDER BY ${items.ratingScore} DESC NULLS LAST, ${items.id} DESC
        LIMIT ${num(POOL_LIMITS.context)})
      UNION
      (SELECT ${items.id} FROM ${items}
        WHERE ${items.categoryId} = ${ctxCategory} AND ${candidate}
        ORDER BY ${items.createdAt} DESC
        LIMIT ${num(POOL_LIMITS.context)})
      UNION
      (SELECT item_id FROM co)
      UNION
      -- Only for a new user (a whole scan of the catalogue, once): the best rated and most reviewed of all cities.
      (SELECT ${items.id} FROM ${items}
        WHERE ${sql.raw(profile.hasHistory ? 'FALSE' : 'TRUE')} AND ${candidate}
        ORDER BY ${items.ratingScore} DESC NULLS LAST, ${items.reviewCount} DESC, ${items.id} DESC
        LIMIT ${num(POOL_LIMITS.rated)})
      UNION
      -- The newest of all (the primary key read backwards): a small catalogue still fills the page.
      (SELECT ${items.id} FROM ${items} WHERE ${candidate} ORDER BY ${items.id} DESC LIMIT ${num(POOL_LIMITS.newest)})
    ),
    scored AS (
      SELECT ${items.id} AS id, ${items.categoryId} AS category_id, ${items.location} AS city,
        city.location IS NOT NULL AS in_user_city,
        ${num(WEIGHTS.category)} * coalesce(cat.rented, 0) AS rented_similar,
        ${num(WEIGHTS.category)} * coalesce(cat.requested, 0) AS requested_similar,
        ${num(WEIGHTS.coRental)} * ${clamp01(sql`(coalesce(co.lift, 1) - 1) / ${num(CO_LIFT_FULL - 1)}`)} AS also_rented,
        co.anchor_id AS co_anchor_id,
        CASE WHEN city.location IS NULL THEN 0 ELSE ${num(WEIGHTS.topRatedNearby)} * ${ratingAbovePrior} END AS top_rated_nearby,
        ${num(WEIGHTS.rentals)} * least(1.0, ln(1 + lately.n::float8) / ln(${num(1 + RENTALS_FULL)}))
          + ${num(WEIGHTS.rating)} * ${ratingAbovePrior} AS popular,
        ${num(WEIGHTS.city)} * coalesce(city.weight, 0) + ${price}
          + CASE WHEN ${items.categoryId} = ${ctxCategory} THEN ${num(WEIGHTS.contextCategory)} ELSE 0 END
          + CASE WHEN ${items.location} = ${ctxCity} THEN ${num(WEIGHTS.contextCity)} ELSE 0 END AS ranking_only,
        ${items.id} = ANY(${sql.param(profile.knownItemIds)}::int[]) AS known
      FROM pool
      JOIN ${items} ON ${items.id} = pool.id
      LEFT JOIN cat ON cat.category_id = ${items.categoryId}
      LEFT JOIN city ON city.key = ${items.locationKey}
      LEFT JOIN co ON co.item_id = ${items.id}
      CROSS JOIN LATERAL (
        SELECT count(*) AS n FROM rentals r
        WHERE r.item_id = ${items.id} AND r.status IN (${blockingList}) AND r.start_date >= ${since}::date
      ) lately
      WHERE ${candidate}
    )
    SELECT id, category_id, city, in_user_city, rented_similar, requested_similar, also_rented, co_anchor_id,
      top_rated_nearby, popular,
      (rented_similar + requested_similar + also_rented + top_rated_nearby + popular + ranking_only)
        * CASE WHEN known THEN ${num(KNOWN_ITEM_FACTOR)} ELSE 1 END AS score
    FROM scored
    ORDER BY score DESC, id DESC
    LIMIT ${limit}
  `;
}

export async function scoredCandidates(
  db: DbOrTx,
  userId: number,
  profile: Profile,
  context: Context | null,
  limit: number,
  now: Date,
): Promise<(ScoredCandidate & { score: number })[]> {
  const result = await db.execute<{
    id: number;
    category_id: number;
    city: string;
    in_user_city: boolean;
    rented_similar: number;
    requested_similar: number;
    also_rented: number;
    co_anchor_id: number | null;
    top_rated_nearby: number;
    popular: number;
    score: number;
  }>(scoringQuery(userId, profile, context, limit, now));
  return result.rows.map((r) => ({
    id: r.id,
    categoryId: r.category_id,
    city: r.city,
    inUserCity: r.in_user_city,
    rentedSimilar: Number(r.rented_similar),
    requestedSimilar: Number(r.requested_similar),
    alsoRented: Number(r.also_rented),
    coAnchorId: r.co_anchor_id,
    topRatedNearby: Number(r.top_rated_nearby),
    popular: Number(r.popular),
    score: Number(r.score),
  }));
}
