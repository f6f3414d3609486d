import { and, asc, desc, eq, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { NO_DISTRICT } from '@/shared/constants/locations';
import type { ItemSearchQuery, SearchSort } from '@/shared/schemas/search';
import type { DbOrTx } from '@/server/db/client';
import { items, rentals } from '@/server/db/tables';
import { holdsItem } from '../holds-item';
import { itemColumns, itemListed, type ItemRow } from '@/server/features/items/queries';

// The catalogue search in SQL (decision 0011): the truth the in-memory index (search-index.ts) is compared with, and
// the answer for searches without text, the typo-tolerant fallback and searches with too many matches for a list.

/** Folds a value the way the generated columns are folded, in SQL, so both sides agree exactly. */
const fold = (v: string) => sql`lower(f_unaccent(${v}))`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Typo tolerance starts at this query length: shorter strings have too few trigrams to compare. */
const FUZZY_MIN_LENGTH = 4;
/** pg_trgm indexes three-letter pieces: a shorter word cannot use the trigram index. */
const TRIGRAM = 3;
/** Words of the query matched one by one; the rest of a very long query is ignored. */
export const MAX_QUERY_WORDS = 8;

/**
 * How many rentals of the item went ahead (BLOCKING_STATUSES): the popular sort's first key. It changes only when a
 * rental starts or stops holding the item, which also rewrites the item's blocked_days (migration 0009): the item
 * row changes, so the catalogue version and the change log follow it (caches and the search index stay exact).
 */
// Spelt out with its table names: drizzle leaves columns unqualified in a query of one table, where "id" would be the
// rental's own.
export const itemPopularity = sql<number>`(SELECT count(*) FROM ${rentals} r WHERE r.item_id = "items"."id" AND ${holdsItem(sql`r.status`)})::int`;

export interface ItemSearch {
  q?: string;
  categoryIds: number[];
  ownerId?: number;
  /** Only listings that take instant bookings (issue 26 §2); absent for all of them. */
  instant?: true;
  location?: string;
  district?: string;
  start?: string;
  end?: string;
  sort: SearchSort;
  limit: number;
  offset: number;
}

/** GET /api/items' parameters as a search: both category parameters as one sorted list, the sort's default filled in. */
export function toItemSearch(query: ItemSearchQuery): ItemSearch {
  const { q, category, categoryId, ownerId, instant, location, district, start, end, sort, limit, offset } = query;
  return {
    q,
    categoryIds: [...new Set([category, categoryId].filter((c): c is number => c !== undefined))].sort(),
    ownerId,
    instant: instant ? true : undefined,
    location,
    district,
    start,
    end,
    sort: sort ?? (q ? 'relevance' : 'newest'),
    limit,
    offset,
  };
}

export interface SortKey {
  expr: SQL | AnyColumn;
  dir: 'asc' | 'desc';
  /** PostgreSQL puts nulls first in a descending order; a key that may be null says where they go. */
  nullsLast?: true;
}

const NEWEST: SortKey[] = [
  { expr: items.createdAt, dir: 'desc' },
  { expr: items.id, dir: 'desc' },
];

/**
 * The Bayesian score of the item's published reviews (shared/domain/reviews.ts bayesianScore, decision 0034): one
 * 5-star review does not beat forty 4.8s. Null without reviews: unrated items come after every rated one.
 */
const BEST_RATED: SortKey = { expr: items.ratingScore, dir: 'desc', nullsLast: true };

function sortKeys(sort: SearchSort, relevance: SortKey[]): SortKey[] {
  switch (sort) {
    case 'price_asc':
      return [{ expr: items.pricePerDay, dir: 'asc' }, ...NEWEST];
    case 'price_desc':
      return [{ expr: items.pricePerDay, dir: 'desc' }, ...NEWEST];
    case 'rating':
      return [BEST_RATED, { expr: items.reviewCount, dir: 'desc' }, ...NEWEST];
    case 'popular':
      return [{ expr: itemPopularity, dir: 'desc' }, BEST_RATED, ...NEWEST];
    case 'relevance':
      return [...relevance, ...NEWEST];
    case 'newest':
      return NEWEST;
  }
}

/** One ORDER BY term: `expr` (the key's own or its output name in a subquery) in the key's direction. */
function orderTerm(expr: SQLWrapper | AnyColumn, k: SortKey): SQL {
  const term = k.dir === 'asc' ? asc(expr) : desc(expr);
  return k.nullsLast ? sql`${term} nulls last` : term;
}

const ordered = (keys: SortKey[]) => keys.map((k) => orderTerm(k.expr, k));

/**
 * Every word of the query is a substring of the folded name + description (LIKE on the GIN trigram index of
 * search_text). Ranked by where the whole phrase is: the name's first word, the start of the name, elsewhere in the
 * name, the description, or only the words apart; then shorter names (closer to the query), then newest. Each rank
 * test is a LIKE on the short name or an anchored one: cheap enough for every match.
 */
function substringMatch(q: string): { where: SQL; rank: SortKey[] } {
  const words = q.split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
  const phrase = fold(escapeLike(q));
  const inDescription = words.length > 1 ? sql`WHEN ${items.searchText} LIKE '%' || ${phrase} || '%' THEN 3 ` : sql``;
  return {
    where: and(...words.map((w) => sql`${items.searchText} LIKE '%' || ${fold(escapeLike(w))} || '%'`)) as SQL,
    rank: [
      {
        expr: sql`CASE WHEN ${items.nameKey} LIKE ${phrase} || ' %' OR ${items.nameKey} = ${fold(q)} THEN 0 WHEN ${items.nameKey} LIKE ${phrase} || '%' THEN 1 WHEN ${items.nameKey} LIKE '%' || ${phrase} || '%' THEN 2 ${inDescription}ELSE 4 END`,
        dir: 'asc',
      },
      { expr: sql`char_length(${items.nameKey})`, dir: 'asc' },
    ],
  };
}

/**
 * Typo tolerance: the query is close to a part of the name (pg_trgm word similarity, the `<%` operator on the GIN
 * trigram index of name_key; its threshold is set per connection in db/client.ts). Ranked by that closeness.
 */
function fuzzyMatch(q: string): { where: SQL; rank: SortKey[] } {
  return {
    where: sql`${fold(q)} <% ${items.nameKey}`,
    rank: [
      { expr: sql`word_similarity(${fold(q)}, ${items.nameKey})`, dir: 'desc' },
      // Ties go to the name whose whole word is closest ('wiertarka' before 'wierteł' for 'wiertraka').
      { expr: sql`strict_word_similarity(${fold(q)}, ${items.nameKey})`, dir: 'desc' },
    ],
  };
}

type Page = { items: ItemRow[]; total: number };

async function countMatches(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(items)
    .where(and(itemListed, where));
  return total;
}

/**
 * A page whose order an index can give (no text): the page alone, which may stop early, and a count only when the
 * page does not tell the total (a partial page does).
 */
async function indexedPage(db: DbOrTx, where: SQL | undefined, keys: SortKey[], s: ItemSearch): Promise<Page> {
  const rows = await db
    .select(itemColumns)
    .from(items)
    .where(and(itemListed, where))
    .orderBy(...ordered(keys))
    .limit(s.limit)
    .offset(s.offset);
  if (rows.length < s.limit && (rows.length > 0 || s.offset === 0))
    return { items: rows, total: s.offset + rows.length };
  return { items: rows, total: await countMatches(db, where) };
}

/**
 * A text search visits every match anyway (to rank them), so the total comes with the page in one query:
 * count(*) OVER () beside the ids and sort keys of the matches, and the full rows joined for the page only.
 */
async function rankedPage(db: DbOrTx, where: SQL, keys: SortKey[], s: ItemSearch): Promise<Page> {
  const fields: Record<string, SQL.Aliased> = {};
  keys.forEach((k, i) => (fields[`k${i}`] = sql`${k.expr}`.as(`k${i}`)));
  const matches = db
    .select({
      matchId: sql<number>`${items.id}`.as('match_id'),
      total: sql<number>`(count(*) OVER ())::int`.as('total'),
      ...fields,
    })
    .from(items)
    .where(and(itemListed, where))
    // By the output names: each key is computed once per row.
    .orderBy(...keys.map((k, i) => orderTerm(sql.identifier(`k${i}`), k)))
    .limit(s.limit)
    .offset(s.offset)
    .as('m');
  const m = matches as unknown as Record<string, SQL.Aliased>;
  const rows = await db
    .select({ ...itemColumns, total: matches.total })
    .from(matches)
    .innerJoin(items, eq(items.id, matches.matchId))
    .orderBy(...keys.map((k, i) => orderTerm(m[`k${i}`], k)));
  if (rows.length === 0) return { items: [], total: s.offset === 0 ? 0 : await countMatches(db, where) };
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0].total };
}

/**
 * Words of one or two letters have no trigram: they match most of the catalogue and no index narrows them, so
 * ranking every match is not worth it; such a search is ordered like a browse and can stop at the page.
 */
export const shortWordsOnly = (q: string) => q.split(/\s+/).every((w) => w.length < TRIGRAM);

/** A way to match and order a search: the WHERE (without the live-owner test) and the sort keys. */
export interface SearchPlan {
  where: SQL | undefined;
  keys: SortKey[];
  /** Ranked searches visit every match (rankedPage); the others can stop at the page (indexedPage). */
  ranked: boolean;
}

/** The date filter of a search (one date alone is that day): only available items whose blocked days miss the range. */
function dateFilters(s: Pick<ItemSearch, 'start' | 'end'>): SQL[] {
  if (!s.start && !s.end) return [];
  const start = (s.start ?? s.end) as string;
  const end = s.end ?? start;
  return [eq(items.available, true), sql`NOT (${items.blockedDays} && daterange(${start}::date, ${end}::date, '[]'))`];
}

/**
 * How a search matches and orders items, with or without its date range: the substring match (or none without
 * text), and the typo-tolerant match that answers instead when the first finds nothing (absent when it cannot apply).
 */
export function searchPlans(s: ItemSearch, withDates = true): { exact: SearchPlan; fuzzy?: SearchPlan } {
  const filters: (SQL | undefined)[] = s.categoryIds.map((id) => eq(items.categoryId, id));
  if (s.ownerId !== undefined) filters.push(eq(items.ownerId, s.ownerId));
  // The bare column, as the partial index items_instant_created_idx names it (migration 0034).
  if (s.instant) filters.push(sql`${items.instantBooking}`);
  if (s.location) filters.push(sql`${items.locationKey} = ${fold(s.location)}`);
  if (s.district && s.district !== NO_DISTRICT) filters.push(sql`${items.districtKey} = ${fold(s.district)}`);
  if (withDates) filters.push(...dateFilters(s));
  if (!s.q) return { exact: { where: and(...filters), keys: sortKeys(s.sort, []), ranked: false } };

  const exact = substringMatch(s.q);
  if (shortWordsOnly(s.q)) {
    return {
      exact: {
        where: and(exact.where, ...filters),
        keys: sortKeys(s.sort === 'relevance' ? 'newest' : s.sort, []),
        ranked: false,
      },
    };
  }
  const plans: { exact: SearchPlan; fuzzy?: SearchPlan } = {
    exact: { where: and(exact.where, ...filters), keys: sortKeys(s.sort, exact.rank), ranked: true },
  };
  if (s.q.length >= FUZZY_MIN_LENGTH) {
    const fuzzy = fuzzyMatch(s.q);
    plans.fuzzy = { where: and(fuzzy.where, ...filters), keys: sortKeys(s.sort, fuzzy.rank), ranked: true };
  }
  return plans;
}

/** Whether any listed item matches (one index probe that stops at the first). */
async function anyMatch(db: DbOrTx, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ id: items.id }).from(items).where(and(itemListed, where)).limit(1);
  return rows.length > 0;
}

/**
 * GET /api/items. Every filter is optional and they combine with AND. With a date range (one date alone is that
 * day) only available items whose blocked days miss the whole range match. Text matches by substring; only when
 * nothing matches that way (with the other filters) on any day does the typo-tolerant match answer instead, so a
 * correctly spelled search never pays for it. Dates never make a typo: when every match is taken on the dates, the
 * answer is none (the client then offers the matches of other days), not the names that merely look alike.
 */
export async function searchItems(db: DbOrTx, s: ItemSearch): Promise<Page> {
  const { exact, fuzzy } = searchPlans(s);
  if (!exact.ranked) return indexedPage(db, exact.where, exact.keys, s);
  const page = await rankedPage(db, exact.where as SQL, exact.keys, s);
  if (page.total > 0 || !fuzzy) return page;
  if ((s.start || s.end) && (await anyMatch(db, searchPlans(s, false).exact.where))) return page;
  return rankedPage(db, fuzzy.where as SQL, fuzzy.keys, s);
}

/** A match of a search without its dates: enough to apply any date range to it (see matchesDates). */
export interface MatchEntry {
  id: number;
  available: boolean;
  /** The blocked days as half-open [from, to) pairs of day numbers (days since 1970-01-01), flattened. */
  blocked: number[];
}

/**
 * Every match of a plan (made without dates) in its order, or null when there are more than `max`.
 * One query; the blocked days come as text and are parsed by parseBlockedDays.
 */
export async function allMatches(db: DbOrTx, plan: SearchPlan, max: number): Promise<MatchEntry[] | null> {
  const rows = await db
    .select({ id: items.id, available: items.available, blocked: sql<string>`${items.blockedDays}::text` })
    .from(items)
    .where(and(itemListed, plan.where))
    .orderBy(...ordered(plan.keys))
    .limit(max + 1);
  if (rows.length > max) return null;
  return rows.map((r) => ({ id: r.id, available: r.available, blocked: parseBlockedDays(r.blocked) }));
}

const DAY_MS = 86_400_000;
/** An ISO date as a day number (days since 1970-01-01). */
export const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** A datemultirange's text ('{[2026-01-02,2026-01-05),[...)}', always canonical [) for dates) as flat day pairs. */
export function parseBlockedDays(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/([[(])([^,]*),([^\])]*)([\])])/g)) {
    const [, open, lo, hi, close] = m;
    out.push(
      lo ? dayNumber(lo) + (open === '(' ? 1 : 0) : -Infinity,
      hi ? dayNumber(hi) + (close === ']' ? 1 : 0) : Infinity,
    );
  }
  return out;
}
