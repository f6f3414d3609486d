import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import { NO_DISTRICT } from '@/shared/constants/locations';
import type { SearchSort } from '@/shared/schemas/search';
import type { DbOrTx } from '@/server/db/client';
import { catalogueChanges, items } from '@/server/db/tables';
import { itemColumns, itemListed, type ItemRow } from '@/server/features/items/queries';
import { toItem } from '@/server/features/items/serialize';
import { readCatalogueVersion } from './search-cache';
import {
  itemPopularity,
  MAX_QUERY_WORDS,
  parseBlockedDays,
  shortWordsOnly,
  type ItemSearch,
  type MatchEntry,
} from './sql-search';

/** An item as the index keeps it: what a text search filters and orders by, and its answer JSON ready to send. */
export interface IndexedItem extends MatchEntry {
  json: Buffer;
  /** search_text, name_key, location_key, district_key: folded by PostgreSQL (lower(f_unaccent(...))). */
  text: string;
  name: string;
  /** char_length(name_key): code points, not UTF-16 units. */
  nameLength: number;
  location: string;
  district: string | null;
  categoryId: number;
  ownerId: number;
  /** Takes instant bookings (the `instant` filter, issue 26 §2). */
  instant: boolean;
  price: number;
  /** ratingScore (null without reviews) and reviewCount: the rating sort's keys. */
  score: number | null;
  reviewCount: number;
  /** Rentals that went ahead (itemPopularity): kept current by the change log, since they change the item's row. */
  popularity: number;
  /** created_at in microseconds, the precision PostgreSQL orders by. */
  created: number;
  /** Replaced by a newer version of the item, or gone: its postings are stale. */
  dead: boolean;
  /** The last search that took it as a candidate (dedupes candidates met under several tokens). */
  stamp: number;
  /** Scratch for that search: its relevance rank. */
  rank: number;
}

/** A search's strings folded by PostgreSQL exactly as the generated columns are (see SearchIndex.fold). */
export interface FoldedSearch {
  q: string;
  words: string[];
  location?: string;
  district?: string;
}

/**
 * More changed items than this since the last sync: reading the whole catalogue again is cheaper. The pruning of
 * catalogue_changes (prune-changes.ts) keeps what an index within this many items of the newest version needs.
 */
export const FULL_RELOAD_AT = 10_000;
/** Items read per query when the whole catalogue is read; the event loop is free between two batches. */
const LOAD_BATCH = 2_000;
/** Probe words whose matching tokens are remembered. */
const PROBE_CACHE_ENTRIES = 5_000;
/** Folded strings remembered (queries, cities): a repeated search folds without a query. */
const FOLD_CACHE_ENTRIES = 20_000;

const indexColumns = {
  ...itemColumns,
  searchText: items.searchText,
  nameKey: items.nameKey,
  locationKey: items.locationKey,
  districtKey: items.districtKey,
  blocked: sql<string>`${items.blockedDays}::text`,
  created: sql<string>`(extract(epoch from ${items.createdAt}) * 1000000)::bigint::text`,
  popularity: itemPopularity,
  ratingScore: items.ratingScore,
};

const tokensOf = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/**
 * The live catalogue in the app's memory, for text searches: every item of a live owner with its folded text, its
 * filters, its sort keys, its blocked days and its JSON. A text search's ranked matches then cost no SQL: the words
 * are looked up in a vocabulary (every whitespace-separated token of the folded text, with the items that have it),
 * the candidates checked and ordered in JS, exactly as searchPlans' SQL does (cached-search.test.ts compares them).
 *
 * It follows the database by catalogue version: sync(v) reads the items that catalogue_changes lists since its own
 * version (migration 0013), in one REPEATABLE READ snapshot with the version, so the index is always exactly the
 * catalogue of some version >= v. A TRUNCATE or a large change reads everything again.
 */
export class SearchIndex {
  version = -1;
  private entries = new Map<number, IndexedItem>();
  /** token -> the items that have it; dead ones (replaced or removed) are skipped and dropped by compact(). */
  private postings = new Map<string, IndexedItem[]>();
  private deadPostings = 0;
  private livePostings = 0;
  /** probe word -> the postings of every token containing it; cleared when a token is added. */
  private probes = new Map<string, IndexedItem[][]>();
  private stamp = 0;
  private syncing: Promise<void> | undefined;
  private folds = new Map<string, string>();
  /** How many times the whole catalogue was read (at start, after a TRUNCATE, a large change or a pruned gap). */
  fullReads = 0;

  /** `loadBatch`: items per query of a whole read (tests make it small to read in many batches). */
  constructor(
    private readonly db: DbOrTx,
    private readonly loadBatch = LOAD_BATCH,
  ) {}

  get size() {
    return this.entries.size;
  }

  /**
   * Brings the index to version `atLeast` or newer, a version the caller has seen committed: a read under way when it
   * asks may have begun before that, so it waits for at most one more, which then sees it. One read at a time.
   */
  async sync(atLeast: number): Promise<void> {
    for (let i = 0; this.version < atLeast && i < 2; i++) {
      this.syncing ??= this.read().finally(() => (this.syncing = undefined));
      await this.syncing;
    }
  }

  /** Reads the catalogue now (at start: the whole of it). */
  async load(): Promise<void> {
    await this.sync(Number.MAX_SAFE_INTEGER);
  }

  /**
   * Brings the index to `atLeast` like sync(), but waits at most `ms`: true when it is there, false when the read
   * takes longer (a whole reread after a large change takes a minute at a million items), which goes on behind. A
   * read that fails within the wait throws; one that fails later is the next caller's to see.
   */
  async syncWithin(atLeast: number, ms: number): Promise<boolean> {
    if (this.version >= atLeast) return true;
    const synced = this.sync(atLeast).then(() => true);
    synced.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    try {
      return await Promise.race([synced, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether the whole catalogue has been read once: until then every search is answered by SQL. */
  get loaded(): boolean {
    return this.version >= 0;
  }

  /**
   * Starts reading the whole catalogue in the background, unless it is read or being read: the app listens at once
   * and answers searches from SQL meanwhile (issue 28). A failed read (no database) is tried again by the next call.
   */
  loadInBackground(onError: (err: unknown) => void): void {
    if (this.loaded || this.syncing) return;
    void this.sync(Number.MAX_SAFE_INTEGER).catch(onError);
  }

  private async read(): Promise<void> {
    await this.db.transaction(
      async (tx) => {
        const version = await readCatalogueVersion(tx);
        if (version <= this.version) return;
        let full = this.version < 0;
        let ids: number[] = [];
        if (!full) {
          // Every version has its rows (migration 0013) until pruned (prune-changes.ts): when the next version's rows
          // are gone this index fell behind the pruning, and only the whole catalogue brings it up to date.
          const [next] = await tx
            .select({ version: catalogueChanges.version })
            .from(catalogueChanges)
            .where(gt(catalogueChanges.version, this.version))
            .orderBy(asc(catalogueChanges.version))
            .limit(1);
          if (next?.version !== this.version + 1) full = true;
        }
        if (!full) {
          const changes = await tx
            .selectDistinct({ itemId: catalogueChanges.itemId })
            .from(catalogueChanges)
            .where(gt(catalogueChanges.version, this.version))
            .limit(FULL_RELOAD_AT + 1);
          if (changes.length > FULL_RELOAD_AT || changes.some((c) => c.itemId === null)) full = true;
          else ids = changes.map((c) => c.itemId as number);
        }
        if (full) {
          this.fullReads++;
          // Read in batches by id (one snapshot: the transaction's), giving the event loop back between them: at a
          // million items a read in one piece blocks the process for a minute (issue 28). Built aside and swapped in
          // whole, so a search never sees half a catalogue.
          const next = new SearchIndex(this.db, this.loadBatch);
          for (let after = 0; ;) {
            const rows = await tx
              .select(indexColumns)
              .from(items)
              .where(and(itemListed, gt(items.id, after)))
              .orderBy(asc(items.id))
              .limit(this.loadBatch);
            for (const row of rows) next.put(toEntry(row));
            if (rows.length < this.loadBatch) break;
            after = rows[rows.length - 1].id;
            await new Promise((resolve) => setImmediate(resolve));
          }
          for (const e of this.entries.values()) e.dead = true;
          this.entries = next.entries;
          this.postings = next.postings;
          this.probes.clear();
          this.livePostings = next.livePostings;
          this.deadPostings = 0;
        } else if (ids.length > 0) {
          const rows = await tx
            .select(indexColumns)
            .from(items)
            .where(and(inArray(items.id, ids), itemListed));
          const found = new Set<number>();
          for (const row of rows) {
            found.add(row.id);
            this.put(toEntry(row));
          }
          for (const id of ids) if (!found.has(id)) this.remove(id);
          this.compact();
        }
        this.version = version;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  private put(entry: IndexedItem) {
    this.remove(entry.id);
    this.entries.set(entry.id, entry);
    for (const token of tokensOf(entry.text)) {
      let list = this.postings.get(token);
      if (!list) {
        this.postings.set(token, (list = []));
        this.probes.clear();
      }
      list.push(entry);
      this.livePostings++;
    }
  }

  private remove(id: number) {
    const old = this.entries.get(id);
    if (!old) return;
    old.dead = true;
    this.entries.delete(id);
    const n = tokensOf(old.text).size;
    this.livePostings -= n;
    this.deadPostings += n;
  }

  /** Drops dead postings once they are a quarter of all (after many updates). */
  private compact() {
    if (this.deadPostings * 3 <= this.livePostings) return;
    for (const [token, list] of this.postings) {
      const live = list.filter((e) => !e.dead);
      if (live.length > 0) this.postings.set(token, live);
      else this.postings.delete(token);
    }
    this.probes.clear();
    this.deadPostings = 0;
  }

  /**
   * Folds strings the way the generated columns are folded, by PostgreSQL itself (f_unaccent has rules JS does not
   * know); remembered, so a repeated search needs no query.
   */
  async fold(values: string[]): Promise<string[]> {
    const missing = [...new Set(values.filter((v) => !this.folds.has(v)))];
    if (missing.length > 0) {
      const result = await this.db.execute<{ f: string }>(
        sql`SELECT lower(f_unaccent(x)) AS f FROM unnest(ARRAY[${sql.join(
          missing.map((v) => sql`${v}::text`),
          sql`, `,
        )}]) WITH ORDINALITY AS t(x, n) ORDER BY n`,
      );
      missing.forEach((v, i) => this.folds.set(v, result.rows[i].f));
      while (this.folds.size > FOLD_CACHE_ENTRIES) this.folds.delete(this.folds.keys().next().value as string);
    }
    return values.map((v) => this.folds.get(v) as string);
  }

  async foldSearch(s: ItemSearch & { q: string }): Promise<FoldedSearch> {
    const words = s.q.split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
    const district = s.district && s.district !== NO_DISTRICT ? s.district : undefined;
    const folded = await this.fold([s.q, ...words, s.location ?? '', district ?? '']);
    return {
      q: folded[0],
      words: folded.slice(1, 1 + words.length),
      location: s.location === undefined ? undefined : folded[1 + words.length],
      district: district === undefined ? undefined : folded[2 + words.length],
    };
  }

  /** A search's city and district folded as searchPlans folds them (a district of NO_DISTRICT is no filter). */
  async foldFilters(s: ItemSearch): Promise<{ location?: string; district?: string }> {
    const district = s.district && s.district !== NO_DISTRICT ? s.district : undefined;
    const [location, folded] = await this.fold([s.location ?? '', district ?? '']);
    return { location: s.location === undefined ? undefined : location, district: district && folded };
  }

  /**
   * Every listed item a search without text matches, without its dates, in searchPlans' order (newest for
   * relevance): a whole city browsed costs one pass over the index per catalogue version, not a query per page.
   */
  browse(s: ItemSearch, f: { location?: string; district?: string }): IndexedItem[] {
    const found: IndexedItem[] = [];
    for (const e of this.entries.values()) {
      if (f.location !== undefined && e.location !== f.location) continue;
      if (f.district !== undefined && e.district !== f.district) continue;
      if (!s.categoryIds.every((c) => e.categoryId === c)) continue;
      if (s.ownerId !== undefined && e.ownerId !== s.ownerId) continue;
      if (s.instant && !e.instant) continue;
      found.push(e);
    }
    return sortEntries(found, s.sort === 'relevance' ? 'newest' : s.sort, '', false);
  }

  /**
   * Every match of a text search without its dates, in searchPlans' order (the exact plan), or null when there
   * are more than `max`. `raw` is the search as asked (for its sort and categories and the length of its words).
   */
  matches(s: ItemSearch & { q: string }, f: FoldedSearch, max: number): IndexedItem[] | null {
    // The most selective word (the longest) picks the candidates from the vocabulary: the items of every token that
    // contains it (each token is free of white space, and so is a query word: any occurrence lies within one token).
    const probe = f.words.reduce((a, b) => (b.length > a.length ? b : a), '');
    const others = f.words.filter((w) => w !== probe);
    const stamp = ++this.stamp;
    const found: IndexedItem[] = [];
    for (const list of this.postingsContaining(probe)) {
      for (const e of list) {
        if (e.dead || e.stamp === stamp) continue;
        if (f.location !== undefined && e.location !== f.location) continue;
        if (f.district !== undefined && e.district !== f.district) continue;
        e.stamp = stamp;
        if (!s.categoryIds.every((c) => e.categoryId === c)) continue;
        if (s.ownerId !== undefined && e.ownerId !== s.ownerId) continue;
        if (s.instant && !e.instant) continue;
        if (!others.every((w) => e.text.includes(w))) continue;
        found.push(e);
        if (found.length > max) return null;
      }
    }
    // Words of one or two letters only: ordered like a browse (searchPlans).
    const sort: SearchSort = shortWordsOnly(s.q) && s.sort === 'relevance' ? 'newest' : s.sort;
    return sortEntries(found, sort, f.q, f.words.length > 1);
  }

  /** The postings of every token that contains `probe` (remembered per probe until the vocabulary grows). */
  private postingsContaining(probe: string): IndexedItem[][] {
    let lists = this.probes.get(probe);
    if (!lists) {
      // A folded word with white space in it (f_unaccent turns a few signs into several characters) is in no token:
      // every item is a candidate, checked by substring.
      if (/\s/.test(probe)) return [[...this.entries.values()].filter((e) => e.text.includes(probe))];
      lists = [];
      for (const [token, list] of this.postings) if (token.includes(probe)) lists.push(list);
      this.probes.set(probe, lists);
      while (this.probes.size > PROBE_CACHE_ENTRIES) this.probes.delete(this.probes.keys().next().value as string);
    }
    return lists;
  }

  /** The JSON of items by id (those the index does not hold left out: the caller fetches them). */
  json(id: number): Buffer | undefined {
    return this.entries.get(id)?.json;
  }
}

/** The relevance rank of searchPlans' substring match: 0 best (the name starts with the phrase as a word) to 4. */
function rank(e: IndexedItem, phrase: string, multiWord: boolean): number {
  if (e.name.startsWith(`${phrase} `) || e.name === phrase) return 0;
  if (e.name.startsWith(phrase)) return 1;
  if (e.name.includes(phrase)) return 2;
  if (multiWord && e.text.includes(phrase)) return 3;
  return 4;
}

const newest = (a: IndexedItem, b: IndexedItem) => b.created - a.created || b.id - a.id;
/** ratingScore desc nulls last, as sql-search.ts orders it (float8 read back exactly, so equal scores tie alike). */
const bestRated = (a: IndexedItem, b: IndexedItem) =>
  a.score === b.score ? 0 : a.score === null ? 1 : b.score === null ? -1 : b.score - a.score;

function sortEntries(found: IndexedItem[], sort: SearchSort, phrase: string, multiWord: boolean): IndexedItem[] {
  switch (sort) {
    case 'price_asc':
      return found.sort((a, b) => a.price - b.price || newest(a, b));
    case 'price_desc':
      return found.sort((a, b) => b.price - a.price || newest(a, b));
    case 'rating':
      return found.sort((a, b) => bestRated(a, b) || b.reviewCount - a.reviewCount || newest(a, b));
    case 'popular':
      return found.sort((a, b) => b.popularity - a.popularity || bestRated(a, b) || newest(a, b));
    case 'newest':
      return found.sort(newest);
    case 'relevance': {
      for (const e of found) e.rank = rank(e, phrase, multiWord);
      return found.sort((a, b) => a.rank - b.rank || a.nameLength - b.nameLength || newest(a, b));
    }
  }
}

type IndexRow = ItemRow & {
  searchText: string;
  nameKey: string;
  locationKey: string;
  districtKey: string | null;
  blocked: string;
  created: string;
  popularity: number;
  ratingScore: number | null;
};
function toEntry(row: IndexRow): IndexedItem {
  const { searchText, nameKey, locationKey, districtKey, blocked, created, popularity, ratingScore, ...item } = row;
  return {
    id: row.id,
    available: row.available,
    blocked: parseBlockedDays(blocked),
    json: Buffer.from(JSON.stringify(toItem(item))),
    text: searchText,
    name: nameKey,
    nameLength: [...nameKey].length,
    location: locationKey,
    district: districtKey,
    categoryId: row.categoryId,
    ownerId: row.ownerId,
    instant: row.instantBooking,
    price: Number(row.pricePerDay),
    score: ratingScore,
    reviewCount: row.reviewCount,
    popularity,
    created: Number(created),
    dead: false,
    stamp: 0,
    rank: 0,
  };
}
