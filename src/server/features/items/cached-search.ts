import type { DbOrTx } from '../../db/client';
import { allMatches, dateMatcher, findItems, searchItems, searchPlans, type ItemSearch, type MatchEntry } from './queries';
import { createSearchCache, type CachedPage } from './search-cache';
import { toItem } from './serialize';

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
const EMPTY = Buffer.from('[]');

export interface CachedSearchOptions {
  /** Searches (without dates, limit and offset) whose ranked matches are kept per catalogue version. */
  listEntries: number;
  /** Matches kept in all those lists together (~100 bytes each). */
  listMatches: number;
  /** A search with more matches than this is answered by SQL, page by page (whole answers cached). */
  maxMatches: number;
  /** Whole answers of such searches kept per catalogue version. */
  pageEntries: number;
  /** Items kept serialised per catalogue version. */
  itemEntries: number;
}

/**
 * GET /api/items answered from the ranked list of all matches of the search without its dates, limit and offset
 * (one SQL query per search and catalogue version), filtered for the dates in JS and paged; the page's items come
 * from a cache of their JSON. Exactly the answer of searchItems: the same plans (searchPlans) without the date
 * filter, which dateMatcher applies instead, and the typo-tolerant match when the substring one finds nothing in
 * the range. A search with too many matches for a list (a browse of a whole city) goes to searchItems.
 */
export function createCachedSearch(db: DbOrTx, opts: CachedSearchOptions) {
  const lists = createSearchCache<MatchEntry[] | null>(opts.listEntries, { of: (list) => 1 + (list?.length ?? 0), max: opts.listMatches });
  const pages = createSearchCache<CachedPage>(opts.pageEntries);
  const itemJson = createItemJsonCache(db, opts.itemEntries);

  const bySql = (version: number, s: ItemSearch) =>
    pages.get(version, JSON.stringify(s), async () => {
      const result = await searchItems(db, s);
      return { body: JSON.stringify(result.items.map(toItem)), total: result.total };
    });

  return async function search(version: number, s: ItemSearch): Promise<CachedPage> {
    const key = JSON.stringify([s.q, s.categoryIds, s.location, s.district, s.sort]);
    // The plans (SQL) are built only when a list is missing: a hit costs no query building.
    const exact = await lists.get(version, key, () => allMatches(db, searchPlans(s, false).exact, opts.maxMatches));
    if (!exact) return bySql(version, s);
    const inRange = dateMatcher(s.start, s.end);
    let matches = inRange ? exact.filter(inRange) : exact;
    const fuzzy = matches.length === 0 ? searchPlans(s, false).fuzzy : undefined;
    if (fuzzy) {
      const all = await lists.get(version, `${key}~`, () => allMatches(db, fuzzy, opts.maxMatches));
      if (!all) return bySql(version, s);
      matches = inRange ? all.filter(inRange) : all;
    }
    const ids = matches.slice(s.offset, s.offset + s.limit).map((m) => m.id);
    const json = await itemJson(version, ids);
    const parts: Buffer[] = [];
    json.forEach((item, i) => parts.push(i === 0 ? OPEN : COMMA, item));
    parts.push(json.length === 0 ? EMPTY : CLOSE);
    return { body: Buffer.concat(parts), total: matches.length };
  };
}

/**
 * Items serialised as toItem JSON (UTF-8, ready to send) by id, for one catalogue version (a newer version clears them), least recently
 * used dropped first; misses fetched in one query. An item gone meanwhile (a newer version) is left out.
 */
function createItemJsonCache(db: DbOrTx, maxEntries: number) {
  let version = -1;
  const entries = new Map<number, Buffer>();
  return async (atVersion: number, ids: number[]): Promise<Buffer[]> => {
    const current = atVersion === version;
    if (atVersion > version) {
      version = atVersion;
      entries.clear();
    }
    const found = new Map<number, Buffer>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = current ? entries.get(id) : undefined;
      if (hit === undefined) missing.push(id);
      else found.set(id, hit);
    }
    if (missing.length > 0) {
      for (const row of await findItems(db, missing)) found.set(row.id, Buffer.from(JSON.stringify(toItem(row))));
    }
    // Only a reader of the current version stores (an older one racing a newer one just reads).
    if (atVersion === version) {
      for (const [id, json] of found) {
        entries.delete(id);
        entries.set(id, json);
      }
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as number);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  };
}
