import { and, asc, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { catalogueVersion, items } from '@/server/db/tables';
import { itemColumns, itemListed, type ItemRow } from '@/server/features/items/queries';
import { toItem } from '@/server/features/items/serialize';
import { createSearchCache, type CachedPage } from './search-cache';
import type { SearchIndex } from './search-index';
import { pageOf, toMatchList, type MatchList } from './match-list';
import {
  allMatches,
  searchItems,
  searchPlans,
  shortWordsOnly,
  type ItemSearch,
  type MatchEntry,
  type SearchPlan,
} from './sql-search';

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => c.charCodeAt(0));
/** Items read per query when the item cache is filled whole. */
const WARM_BATCH = 2_000;

/** A JSON list of ready JSON values, in one buffer. */
function jsonList(values: Buffer[]): Buffer {
  let size = 2 + Math.max(0, values.length - 1);
  for (const v of values) size += v.length;
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  out[at++] = OPEN;
  values.forEach((v, i) => {
    if (i > 0) out[at++] = COMMA;
    out.set(v, at);
    at += v.length;
  });
  out[at] = CLOSE;
  return out;
}

export interface CachedSearchOptions {
  /** Searches (without dates, limit and offset) whose ranked matches are kept per catalogue version. */
  listEntries: number;
  /** Matches kept in all those lists together (~100 bytes each). */
  listMatches: number;
  /**
   * A typo-tolerant (SQL) list with more matches than this is answered by SQL page by page (whole answers cached);
   * the index's lists have no such limit.
   */
  maxMatches: number;
  /** Whole answers of such searches (and of every search while the index loads) kept per catalogue version. */
  pageEntries: number;
  /** Items kept serialised per catalogue version. */
  itemEntries: number;
  /**
   * How long a search waits for the index to reach the version it must answer at before SQL answers it (default
   * 1,000 ms): an index rereading the whole catalogue never holds searches up.
   */
  syncWaitMs?: number;
}

/**
 * GET /api/items answered from the ranked list of all matches of the search without its dates, limit and offset,
 * filtered for the dates in JS and paged, with the page's items as ready JSON. The list of a text search and of a
 * browse without text (a whole city included) comes from the in-memory index (search-index.ts) with no SQL, however
 * many matches; only the typo-tolerant match (when the substring one finds nothing on any day) is listed by one SQL
 * query per search and catalogue version. Exactly the answer of searchItems: the same plans (searchPlans) without the
 * date filter, which pageOf applies instead. Until the index is loaded, searchItems answers.
 */
export function createCachedSearch(db: DbOrTx, index: SearchIndex, opts: CachedSearchOptions) {
  const lists = createSearchCache<MatchList | null>(opts.listEntries, {
    of: (list) => 1 + (list?.length ?? 0),
    max: opts.listMatches,
  });
  const packed = (entries: MatchEntry[] | null) => (entries ? toMatchList(entries) : null);
  const pages = createSearchCache<CachedPage>(opts.pageEntries);
  const jsonCache = createItemJsonCache(db, opts.itemEntries);
  const itemJson = jsonCache.get;
  const syncWaitMs = opts.syncWaitMs ?? 1_000;

  /** Searches answered, and of those how many needed a query for their matches (the bench's "SQL share"). */
  const stats = { searches: 0, sql: 0 };
  /** What one search did: set when it ran a query for its matches. */
  type Trace = { sql: boolean };

  const bySql = (version: number, s: ItemSearch, trace: Trace) =>
    pages.get(version, JSON.stringify(s), async () => {
      trace.sql = true;
      const result = await searchItems(db, s);
      return { body: JSON.stringify(result.items.map(toItem)), total: result.total };
    });

  const sqlMatches = async (plan: SearchPlan, trace: Trace) => {
    trace.sql = true;
    return packed(await allMatches(db, plan, opts.maxMatches));
  };

  async function search(atVersion: number, s: ItemSearch): Promise<CachedPage> {
    const trace: Trace = { sql: false };
    const page = await answer(atVersion, s, trace);
    stats.searches++;
    if (trace.sql) stats.sql++;
    return page;
  }

  async function answer(atVersion: number, s: ItemSearch, trace: Trace): Promise<CachedPage> {
    // Until the index has read the catalogue once (it loads in the background at start), SQL answers everything:
    // the same answer, a little slower (issue 28: a process answers from its first second).
    // Not behind a long read either: SQL answers while it goes on.
    if (!index.loaded || !(await index.syncWithin(atVersion, syncWaitMs))) return bySql(atVersion, s, trace);
    // Everything below is of the index's version (>= atVersion): lists listed by SQL since are at least as new.
    const version = Math.max(atVersion, index.version);
    let key: string;
    let list: () => Promise<MatchList | null>;
    if (s.q) {
      // Keyed by the folded strings: "Kraków" and "krakow" share one list (folding a string seen before costs no query).
      const text = { ...s, q: s.q };
      const f = await index.foldSearch(text);
      key = JSON.stringify([
        'text',
        f.q,
        f.words,
        shortWordsOnly(s.q),
        s.categoryIds,
        s.ownerId ?? null,
        s.instant ?? false,
        f.location ?? null,
        f.district ?? null,
        s.sort,
      ]);
      // From the index whatever their number (issue 28): a common word in every city is one pass, not SQL.
      list = async () => index.matches(text, f, Number.POSITIVE_INFINITY);
    } else {
      const f = await index.foldFilters(s);
      key = JSON.stringify([
        'all',
        s.categoryIds,
        s.ownerId ?? null,
        s.instant ?? false,
        f.location ?? null,
        f.district ?? null,
        s.sort,
      ]);
      // A browse (a whole city, say) from the index too: one pass per search and catalogue version.
      list = async () => index.browse(s, f);
    }
    const exact = await lists.get(version, key, list);
    if (!exact) return bySql(version, s, trace);
    let { ids, total } = pageOf(exact, s.start, s.end, s.offset, s.limit);
    // Typo tolerance only when the text matches nothing on any day (`exact` is without dates), as in searchItems.
    const fuzzy = exact.length === 0 ? searchPlans(s, false).fuzzy : undefined;
    if (fuzzy) {
      const all = await lists.get(version, `${key}~`, () => sqlMatches(fuzzy, trace));
      if (!all) return bySql(version, s, trace);
      ({ ids, total } = pageOf(all, s.start, s.end, s.offset, s.limit));
    }
    // The page's items as of the index's version: a copy read since the index last saw the item change will do.
    const json = await itemJson(ids, (id) => index.changedAt(id));
    return { body: jsonList(ids.flatMap((id) => json.get(id) ?? [])), total };
  }

  /** One listed item's JSON at `atVersion` or newer: known listed by the index once loaded, read by primary key (cached). */
  async function item(atVersion: number, id: number): Promise<Buffer | undefined> {
    if (index.loaded && (await index.syncWithin(atVersion, syncWaitMs))) {
      if (!index.has(id)) return undefined;
      return (await itemJson([id], (i) => index.changedAt(i))).get(id);
    }
    return (await itemJson([id], () => atVersion)).get(id);
  }

  /**
   * Once the index is loaded: reads every listed item's JSON into the item cache when the whole catalogue fits in it
   * (itemEntries; 100,000 items take ~2 s), so that pages cost no query from the start, as when the index held the
   * JSON itself; a larger catalogue fills the cache as it is searched.
   */
  async function warm(): Promise<void> {
    if (index.loaded && index.size <= opts.itemEntries) await jsonCache.warm();
  }

  return { search, item, warm, stats: () => ({ ...stats }) };
}

/** The names of the item cache's prepared statements (by ids; in batches by id when it is filled whole). */
export const ITEM_READS = { byIds: 'catalogue_items_by_id', after: 'catalogue_items_after' } as const;

/** A listed item's row with the catalogue version of the snapshot it was read in (one statement, one snapshot). */
const jsonColumns = {
  ...itemColumns,
  readAt: sql<number>`(SELECT ${catalogueVersion.version} FROM ${catalogueVersion} WHERE ${catalogueVersion.id} = 1)`,
};

/**
 * Items serialised as toItem JSON (UTF-8, ready to send) by id, each with the catalogue version it was read at, least
 * recently used dropped first; misses read in one query. A copy serves a caller whose `validFrom(id)` (the version at
 * which the item last changed, as far as the caller knows) it is not older than: an item's copy lives across versions
 * until the item itself changes, so a booking elsewhere empties nothing (issue 28: the index no longer holds the JSON).
 * An item gone (not listed) is not in the answer.
 */
function createItemJsonCache(db: DbOrTx, maxEntries: number) {
  // Least recently used dropped first, approximately (as search-cache.ts: a hit marks its entry, the eviction gives a
  // marked one a second turn), a tenth at a time in one pass: V8's Map finds its first key by skipping the holes that
  // deletions leave, so dropping one entry per miss from the front of a busy map costs a pass each time.
  const entries = new Map<number, { json: Buffer; readAt: number; used: boolean }>();
  const evict = () => {
    const drop = entries.size - Math.floor(maxEntries * 0.9);
    const again: [number, { json: Buffer; readAt: number; used: boolean }][] = [];
    let dropped = 0;
    for (const [id, entry] of entries) {
      if (dropped >= drop) break;
      if (entry.used && again.length < drop) {
        entry.used = false;
        again.push([id, entry]);
      } else dropped++;
      entries.delete(id);
    }
    for (const [id, entry] of again) entries.set(id, entry);
    // Every entry was marked: the marks are cleared and the oldest go.
    for (const id of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(id);
    }
  };
  const keep = (rows: { readAt: number; id: number }[], serialised: (i: number) => Buffer) => {
    rows.forEach(({ id, readAt }, i) => {
      const at = Number(readAt);
      const old = entries.get(id);
      // A slower reader of an older snapshot never replaces a newer copy.
      if (old && old.readAt > at) return;
      if (old) {
        old.json = serialised(i);
        old.readAt = at;
      } else entries.set(id, { json: serialised(i), readAt: at, used: false });
    });
    if (entries.size > maxEntries) evict();
  };
  const toJson = (row: ItemRow) => Buffer.from(JSON.stringify(toItem(row)));
  // The item cache's two reads, built once and prepared by name: neither Drizzle nor PostgreSQL builds or plans them
  // again per search (each pooled connection prepares a statement on its first use; decision 0083).
  const readByIds = db
    .select(jsonColumns)
    .from(items)
    .where(and(sql`${items.id} = any(${sql.placeholder('ids')}::int[])`, itemListed))
    .prepare(ITEM_READS.byIds);
  const readAfter = db
    .select(jsonColumns)
    .from(items)
    .where(and(itemListed, gt(items.id, sql.placeholder('after'))))
    .orderBy(asc(items.id))
    .limit(WARM_BATCH)
    .prepare(ITEM_READS.after);

  async function get(ids: number[], validFrom: (id: number) => number): Promise<Map<number, Buffer>> {
    const found = new Map<number, Buffer>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = entries.get(id);
      if (hit !== undefined && hit.readAt >= validFrom(id)) {
        found.set(id, hit.json);
        hit.used = true;
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const read = await readSoon(missing);
    for (const id of missing) {
      const json = read.get(id);
      if (json) found.set(id, json);
    }
    return found;
  }

  /**
   * The misses of every page being answered at this turn of the event loop, read by one query once the turn is over
   * (under load most pages miss a few items at once: one round trip and one statement instead of one each). The query
   * starts after every caller asked, so its snapshot is at least as new as any version a caller must see.
   */
  let pending: { ids: Set<number>; read: Promise<Map<number, Buffer>> } | undefined;
  function readSoon(ids: number[]): Promise<Map<number, Buffer>> {
    if (!pending) {
      const batch: { ids: Set<number>; read: Promise<Map<number, Buffer>> } = {
        ids: new Set(),
        read: new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
          pending = undefined;
          const rows = await readByIds.execute({ ids: [...batch.ids] });
          const json = rows.map(({ readAt: _, ...row }) => toJson(row));
          keep(rows, (i) => json[i]);
          return new Map(rows.map((row, i) => [row.id, json[i]]));
        }),
      };
      pending = batch;
    }
    for (const id of ids) pending.ids.add(id);
    return pending.read;
  }

  /** Reads every listed item in batches by id (each batch its own snapshot and version). */
  async function warm(): Promise<void> {
    for (let after = 0; ;) {
      const rows = await readAfter.execute({ after });
      keep(rows, (i) => {
        const { readAt: _, ...row } = rows[i];
        return toJson(row);
      });
      if (rows.length < WARM_BATCH) return;
      after = rows[rows.length - 1].id;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return { get, warm };
}
