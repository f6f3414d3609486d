import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { NO_DISTRICT } from '@/shared/constants/locations';
import type { SearchSort } from '@/shared/schemas/search';
import type { DbOrTx } from '@/server/db/client';
import { catalogueChanges, catalogueVersion, items, rentals } from '@/server/db/tables';
import { holdsItem } from '../holds-item';
import { itemListed } from '@/server/features/items/queries';
import { IndexStore, type Posting, type StoredItem } from './index-store';
import type { MatchList } from './match-list';
import { readCatalogueVersion } from './search-cache';
import { itemPopularity, MAX_QUERY_WORDS, parseBlockedDays, shortWordsOnly, type ItemSearch } from './sql-search';

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
const LOAD_BATCH = 5_000;
/** The layout of a snapshot file (IndexStore.toBytes); a file of another layout is not read. */
const SNAPSHOT_FORMAT = 1;
/** Probe words whose matching tokens are remembered. */
const PROBE_CACHE_ENTRIES = 5_000;
/** Folded strings remembered (queries, cities): a repeated search folds without a query. */
const FOLD_CACHE_ENTRIES = 20_000;

/**
 * Only what the search filters and orders by (the page's items are read by primary key, cached-search.ts), each row
 * as a JSON array built by PostgreSQL and a batch of rows as one JSON text: one value to parse per batch instead of
 * sixteen per row (issue 28). In the order of RowArray. `popularity` is the rentals that went ahead (itemPopularity).
 */
const rowJson = (popularity: SQL) => sql`json_build_array(
  ${items.id}, ${items.searchText}, char_length(${items.nameKey}), ${items.locationKey}, ${items.districtKey},
  ${items.categoryId}, ${items.ownerId}, ${items.available}, ${items.instantBooking}, ${items.pricePerDay},
  ${items.ratingScore}, ${items.reviewCount}, ${popularity}, ${items.blockedDays}::text,
  (extract(epoch from ${items.createdAt}) * 1000000)::bigint)`;

type RowArray = [
  id: number,
  text: string,
  nameCodePoints: number,
  location: string,
  district: string | null,
  categoryId: number,
  ownerId: number,
  available: boolean,
  instant: boolean,
  price: number,
  score: number | null,
  reviewCount: number,
  popularity: number,
  blocked: string,
  created: number,
];

type Batch = { rows: RowArray[]; last: number | null };

async function readCatalogueId(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ id: catalogueVersion.catalogueId })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.id;
}

async function parsed(tx: DbOrTx, query: SQL): Promise<Batch> {
  const result = await tx.execute<{ batch: string | null; last: number | null }>(query);
  const [{ batch, last }] = result.rows;
  return { rows: batch ? (JSON.parse(batch) as RowArray[]) : [], last: last === null ? null : Number(last) };
}

/**
 * The next `limit` listed items after id `after`: one JSON text and the last id. Their popularity is counted by one
 * range scan of the rentals of the batch's ids, not a probe per item (a third of the read at a million items).
 */
function readBatch(tx: DbOrTx, after: number, limit: number): Promise<Batch> {
  return parsed(
    tx,
    sql`WITH batch AS (SELECT * FROM ${items} WHERE ${itemListed} AND ${items.id} > ${after} ORDER BY ${items.id} LIMIT ${limit}),
      held AS (SELECT r.item_id, count(*)::int AS n FROM ${rentals} r
        WHERE r.item_id > ${after} AND r.item_id <= (SELECT max(id) FROM batch) AND ${holdsItem(sql`r.status`)}
        GROUP BY r.item_id)
    SELECT json_agg(${rowJson(sql`coalesce(held.n, 0)`)} ORDER BY ${items.id})::text AS batch, max(${items.id}) AS last
    FROM batch AS ${items} LEFT JOIN held ON held.item_id = ${items.id}`,
  );
}

/** The listed items among `ids`, as readBatch reads them. */
function readItems(tx: DbOrTx, ids: number[]): Promise<Batch> {
  return parsed(
    tx,
    sql`SELECT json_agg(${rowJson(itemPopularity)} ORDER BY ${items.id})::text AS batch, max(${items.id}) AS last
    FROM (SELECT * FROM ${items} WHERE ${and(itemListed, inArray(items.id, ids))}) AS ${items}`,
  );
}

/**
 * The live catalogue in the app's memory, for text searches and browses: every item of a live owner with its folded
 * text, its filters, its sort keys and its blocked days, in columns (index-store.ts). A text search's ranked matches
 * then cost no SQL: the words are looked up in a vocabulary (every whitespace-separated token of the folded text,
 * with the slots that have it), the candidates checked and ordered in JS, exactly as searchPlans' SQL does
 * (cached-search.test.ts compares them). The page's items are read by primary key and cached (cached-search.ts).
 *
 * It follows the database by catalogue version: sync(v) reads the items that catalogue_changes lists since its own
 * version (migration 0013), in one REPEATABLE READ snapshot with the version, so the index is always exactly the
 * catalogue of some version >= v. A TRUNCATE, a large change or many dead slots read everything again.
 */
/** A write takes seconds: a temporary file this old was left by a writer that was killed (up to ~420 MB at 1M items). */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * Removes the temporaries of snapshot writes that never finished; one being written now is younger and stays. Files
 * carry the machine's time, so their age is taken by it (not the app's clock, which the dev clock moves).
 */
async function removeStaleTemporaries(file: string): Promise<void> {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  for (const name of await fs.readdir(dir)) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const at = path.join(dir, name);
    const stat = await fs.stat(at).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > STALE_TEMPORARY_MS) await fs.rm(at, { force: true });
  }
}

export class SearchIndex {
  version = -1;
  private store = new IndexStore();
  /** probe word -> the postings of every token containing it; cleared when a token is added. */
  private probes = new Map<string, Posting[]>();
  /** Per slot: the last search that took it as a candidate (dedupes candidates met under several tokens). */
  private stamps = new Uint32Array(0);
  private stamp = 0;
  /** Every live slot, newest first: a browse's order, brought up to date by merging the slots added since. */
  private newestOrder: Int32Array | undefined;
  private addedSince: number[] = [];
  /** Each live slot's position in newestOrder (for sorts by a typed key, see sorted()); made with it. */
  private newestPos = new Int32Array(0);
  private newestPosOf: Int32Array | undefined;
  private syncing: Promise<void> | undefined;
  private folds = new Map<string, string>();
  /** How many times the whole catalogue was read (at start, after a TRUNCATE, a large change or a pruned gap). */
  fullReads = 0;

  /**
   * `loadBatch`: items per query of a whole read (tests make it small to read in many batches). `snapshotFile`: where
   * a snapshot of the index is kept (writeSnapshot, the catalogue-snapshot job); the first read starts from it and
   * catches up from catalogue_changes instead of reading the whole catalogue, when it is of this database.
   */
  constructor(
    private readonly db: DbOrTx,
    private readonly loadBatch = LOAD_BATCH,
    private readonly snapshot: { file?: string; warn?: (obj: object, msg: string) => void } = {},
  ) {
    this.store.onNewToken = () => this.probes.clear();
  }

  /** Whether the index started from a snapshot (for tests and the bench). */
  fromSnapshot = false;

  /**
   * Writes the index, as of its version, to the snapshot file (a new file renamed over the old: a reader never sees
   * half of one). Tagged with the catalogue's identity (catalogue_version.catalogue_id). The columns are written from
   * the index itself, not copied (only the texts are encoded): no read changes them until the file is written, as the
   * write takes the place of the one read at a time (a sync meanwhile waits for it, then reads). So a live index
   * (the app's, catalogue-search.ts) writes its own snapshot without a second copy in memory (issue 28).
   */
  async writeSnapshot(): Promise<void> {
    const file = this.snapshot.file;
    if (!file || !this.loaded) throw new Error('no snapshot file, or the index is not loaded');
    while (this.syncing) await this.syncing.catch(() => {});
    const writing = this.writeFile(file);
    const gate: Promise<void> = writing
      .catch(() => {})
      .finally(() => {
        if (this.syncing === gate) this.syncing = undefined;
      });
    this.syncing = gate;
    await writing;
  }

  private async writeFile(file: string): Promise<void> {
    const catalogueId = await readCatalogueId(this.db);
    // With the order by newest: sorting a million slots again costs the first search after a start ~0.4 s.
    const bytes = this.store.toBytes(
      { format: SNAPSHOT_FORMAT, version: this.version, catalogueId },
      { newest: this.newest() },
    );
    await fs.mkdir(path.dirname(file), { recursive: true });
    await removeStaleTemporaries(file);
    const temporary = `${file}.${process.pid}.tmp`;
    const handle = await fs.open(temporary, 'w', 0o600);
    try {
      await handle.writev(bytes);
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  }

  /** Starts from the snapshot file when there is one of this catalogue (else the whole catalogue is read). */
  private async readSnapshot(): Promise<void> {
    const file = this.snapshot.file;
    if (!file) return;
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch {
      return;
    }
    let read: ReturnType<typeof IndexStore.fromBytes>;
    try {
      read = IndexStore.fromBytes(bytes);
    } catch (err) {
      this.snapshot.warn?.({ err, file }, 'search index snapshot unreadable; reading the whole catalogue');
      return;
    }
    const { store, meta, extra } = read;
    // Outside the try: a database that cannot be reached fails the read (tried again later), it is no bad file.
    const [catalogueId, current] = [await readCatalogueId(this.db), await readCatalogueVersion(this.db)];
    if (meta.format !== SNAPSHOT_FORMAT || meta.catalogueId !== catalogueId || Number(meta.version) > current) {
      this.snapshot.warn?.({ file }, 'search index snapshot of another catalogue; reading the whole catalogue');
      return;
    }
    store.onNewToken = this.store.onNewToken;
    this.store = store;
    this.probes.clear();
    this.newestOrder = extra.newest;
    this.addedSince = [];
    this.version = Number(meta.version);
    this.fromSnapshot = true;
  }

  get size() {
    return this.store.live;
  }

  /** Whether a listed item is in the index (at its version). */
  has(id: number): boolean {
    return this.store.slotOf(id) >= 0;
  }

  /**
   * The version at which the index last saw the item change (or Infinity when it does not hold it): a copy of the
   * item's row read at that version or later is the row at the index's version.
   */
  changedAt(id: number): number {
    const slot = this.store.slotOf(id);
    return slot < 0 ? Number.POSITIVE_INFINITY : this.store.writtenAt[slot];
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
   * takes longer (a whole reread after a large change takes many seconds at a million items), which goes on behind.
   * A read that fails within the wait throws; one that fails later is the next caller's to see.
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
  loadInBackground(onError: (err: unknown) => void, onLoaded?: () => void): void {
    if (this.loaded || this.syncing) return;
    void this.sync(Number.MAX_SAFE_INTEGER).then(onLoaded, onError);
  }

  private async read(): Promise<void> {
    if (this.version < 0) await this.readSnapshot();
    await this.db.transaction(
      async (tx) => {
        const version = await readCatalogueVersion(tx);
        if (version <= this.version) return;
        // A store with more dead slots than live ones (many updates since the last whole read) is read anew.
        let full = this.version < 0 || this.store.deadSlots > this.store.live;
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
          // million items a read in one piece blocks the process for many seconds (issue 28). Built aside and swapped
          // in whole, so a search never sees half a catalogue.
          const next = new IndexStore();
          const batch = (after: number) => readBatch(tx, after, this.loadBatch);
          for (let reading = batch(0); ;) {
            const { rows, last } = await reading;
            // The next batch is asked for before this one is indexed: PostgreSQL builds it meanwhile.
            if (last !== null && rows.length === this.loadBatch) reading = batch(last);
            for (const row of rows) next.put(toStored(row), version);
            if (last === null || rows.length < this.loadBatch) break;
            await new Promise((resolve) => setImmediate(resolve));
          }
          next.trim();
          next.sortByPlace();
          next.onNewToken = this.store.onNewToken;
          this.store = next;
          this.probes.clear();
          this.newestOrder = undefined;
          this.addedSince = [];
        } else if (ids.length > 0) {
          const { rows } = await readItems(tx, ids);
          const found = new Set<number>();
          for (const row of rows) {
            found.add(row[0]);
            this.addedSince.push(this.store.put(toStored(row), version));
          }
          for (const id of ids) if (!found.has(id)) this.store.remove(id);
          if (this.store.compact()) this.probes.clear();
        }
        this.version = version;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
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
    const folded = await this.fold([s.q, ...words]);
    return { q: folded[0], words: folded.slice(1), ...(await this.foldFilters(s)) };
  }

  /** A search's city and district folded as searchPlans folds them (a district of NO_DISTRICT is no filter). */
  async foldFilters(s: ItemSearch): Promise<{ location?: string; district?: string }> {
    const district = s.district && s.district !== NO_DISTRICT ? s.district : undefined;
    const [location, folded] = await this.fold([s.location ?? '', district ?? '']);
    return { location: s.location === undefined ? undefined : location, district: district && folded };
  }

  /** A filter of the search's other fields, over slots (the text aside). */
  private filter(s: ItemSearch, f: { location?: string; district?: string }): ((slot: number) => boolean) | null {
    const st = this.store;
    const location = f.location === undefined ? -2 : st.placeCode(f.location);
    const district = f.district === undefined ? -2 : st.placeCode(f.district);
    // A city or district no item has: nothing matches.
    if (location === -1 || district === -1) return null;
    const category = s.categoryIds.length === 0 ? undefined : s.categoryIds[0];
    if (s.categoryIds.some((c) => c !== category)) return null;
    const owner = s.ownerId;
    const instant = s.instant === true;
    return (slot) =>
      (location < 0 || st.location[slot] === location) &&
      (district < 0 || st.district[slot] === district) &&
      (category === undefined || st.categoryId[slot] === category) &&
      (owner === undefined || st.ownerId[slot] === owner) &&
      (!instant || st.isInstant(slot));
  }

  /**
   * Every listed item a search without text matches, without its dates, in searchPlans' order (newest for
   * relevance): a whole city browsed costs one pass over the index per catalogue version, not a query per page.
   */
  browse(s: ItemSearch, f: { location?: string; district?: string }): MatchList {
    const keep = this.filter(s, f);
    if (!keep) return this.list([]);
    const sort = s.sort === 'relevance' ? 'newest' : s.sort;
    const found: number[] = [];
    if (sort === 'newest') {
      // Already in order: a browse by newest (the default) is one filtered pass.
      for (const slot of this.newest()) if (keep(slot)) found.push(slot);
      return this.list(found);
    }
    const st = this.store;
    for (let slot = 0; slot < st.n; slot++) if (st.isLive(slot) && keep(slot)) found.push(slot);
    return this.list(this.sorted(found, sort, '', false));
  }

  /**
   * Every match of a text search without its dates, in searchPlans' order (the exact plan), or null when there
   * are more than `max`. `s` is the search as asked (for its sort and categories and the length of its words).
   */
  matches(s: ItemSearch & { q: string }, f: FoldedSearch, max: number): MatchList | null {
    const keep = this.filter(s, f);
    if (!keep) return this.list([]);
    const st = this.store;
    // The most selective word (the longest) picks the candidates from the vocabulary: the slots of every token that
    // contains it (each token is free of white space, and so is a query word: any occurrence lies within one token).
    const probe = f.words.reduce((a, b) => (b.length > a.length ? b : a), '');
    const others = f.words.filter((w) => w !== probe);
    if (this.stamps.length < st.n) this.stamps = new Uint32Array(st.ids.length);
    if (++this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const stamps = this.stamps;
    const found: number[] = [];
    const check = (slot: number) => {
      if (stamps[slot] === stamp || !st.isLive(slot)) return true;
      stamps[slot] = stamp;
      if (!keep(slot)) return true;
      const text = st.texts[slot];
      for (const w of others) if (!text.includes(w)) return true;
      found.push(slot);
      return found.length <= max;
    };
    if (/\s/.test(probe)) {
      // A folded word with white space in it (f_unaccent turns a few signs into several characters) is in no token:
      // every item is a candidate, checked by substring.
      for (let slot = 0; slot < st.n; slot++) {
        if (st.isLive(slot) && st.texts[slot].includes(probe) && !check(slot)) return null;
      }
    } else {
      // In a city: only its part of each posting (its slots are together, sortByPlace) and the slots added since.
      const place = f.location === undefined ? -1 : st.placeCode(f.location);
      const inSorted = place >= 0 && place + 1 < st.placeStart.length;
      const from = inSorted ? st.placeStart[place] : 0;
      const to = inSorted ? st.placeStart[place + 1] : 0;
      for (const p of this.postingsContaining(probe)) {
        const slots = p.slots;
        const n = p.n;
        if (place < 0) {
          for (let i = 0; i < n; i++) if (!check(slots[i])) return null;
          continue;
        }
        for (let i = firstAtLeast(slots, n, from); i < n && slots[i] < to; i++) if (!check(slots[i])) return null;
        for (let i = firstAtLeast(slots, n, st.sortedUntil); i < n; i++) if (!check(slots[i])) return null;
      }
    }
    // Words of one or two letters only: ordered like a browse (searchPlans).
    const sort: SearchSort = shortWordsOnly(s.q) && s.sort === 'relevance' ? 'newest' : s.sort;
    return this.list(this.sorted(found, sort, f.q, f.words.length > 1));
  }

  /** The postings of every token that contains `probe` (remembered per probe until the vocabulary grows). */
  private postingsContaining(probe: string): Posting[] {
    let lists = this.probes.get(probe);
    if (!lists) {
      lists = [];
      for (const [token, p] of this.store.postings) if (token.includes(probe)) lists.push(p);
      this.probes.set(probe, lists);
      while (this.probes.size > PROBE_CACHE_ENTRIES) this.probes.delete(this.probes.keys().next().value as string);
    }
    return lists;
  }

  /**
   * Every live slot, newest first (created desc, id desc): sorted once after a whole read, then kept by merging the
   * few slots each change adds (a sort of a million slots is ~0.5 s of a blocked event loop; a merge is a pass).
   */
  private newest(): Int32Array {
    const st = this.store;
    const { created, ids } = st;
    const newer = (a: number, b: number) => created[b] - created[a] || ids[b] - ids[a];
    if (!this.newestOrder) {
      const live: number[] = [];
      for (let slot = 0; slot < st.n; slot++) if (st.isLive(slot)) live.push(slot);
      this.newestOrder = Int32Array.from(live.sort(newer));
      this.addedSince = [];
    } else if (this.addedSince.length > 0) {
      const added = this.addedSince.filter((slot) => st.isLive(slot)).sort(newer);
      const old = this.newestOrder;
      const merged = new Int32Array(st.live);
      let k = 0;
      let j = 0;
      for (let i = 0; i < old.length; i++) {
        if (!st.isLive(old[i])) continue;
        while (j < added.length && newer(added[j], old[i]) < 0) merged[k++] = added[j++];
        merged[k++] = old[i];
      }
      while (j < added.length) merged[k++] = added[j++];
      this.newestOrder = merged.subarray(0, k);
      this.addedSince = [];
    } else if (this.newestOrder.length !== st.live) {
      // Only removals since: drop the dead.
      this.newestOrder = this.newestOrder.filter((slot) => st.isLive(slot));
    }
    if (this.newestPosOf !== this.newestOrder) {
      if (this.newestPos.length < st.n) this.newestPos = new Int32Array(st.ids.length);
      const order = this.newestOrder;
      for (let i = 0; i < order.length; i++) this.newestPos[order[i]] = i;
      this.newestPosOf = order;
    }
    return this.newestOrder;
  }

  private sorted(found: number[], sort: SearchSort, phrase: string, multiWord: boolean): ArrayLike<number> {
    const { created, ids, price, score, reviewCount, popularity, nameCodePoints } = this.store;
    const newest = (a: number, b: number) => created[b] - created[a] || ids[b] - ids[a];
    // ratingScore desc nulls last, as sql-search.ts orders it (float8 read back exactly, so equal scores tie alike).
    const bestRated = (a: number, b: number) => {
      const x = score[a];
      const y = score[b];
      return x === y || (x !== x && y !== y) ? 0 : x !== x ? 1 : y !== y ? -1 : y - x;
    };
    switch (sort) {
      case 'price_asc':
        return found.sort((a, b) => price[a] - price[b] || newest(a, b));
      case 'price_desc':
        return found.sort((a, b) => price[b] - price[a] || newest(a, b));
      case 'rating':
        return found.sort((a, b) => bestRated(a, b) || reviewCount[b] - reviewCount[a] || newest(a, b));
      case 'popular':
        return found.sort((a, b) => popularity[b] - popularity[a] || bestRated(a, b) || newest(a, b));
      case 'newest':
      case 'relevance': {
        // The two sorts of nearly every search, by one number each sorted natively (~10 times faster than a compare
        // function at a million items): the slot's place in the newest order, after its rank and name length.
        const order = this.newest();
        const pos = this.newestPos;
        const keys = new Float64Array(found.length);
        if (sort === 'newest') for (let i = 0; i < found.length; i++) keys[i] = pos[found[i]];
        else {
          for (let i = 0; i < found.length; i++) {
            const slot = found[i];
            const first = this.rank(slot, phrase, multiWord) * 0x10000 + Math.min(nameCodePoints[slot], 0xffff);
            keys[i] = first * 0x100000000 + pos[slot];
          }
        }
        keys.sort();
        const out = new Int32Array(found.length);
        for (let i = 0; i < keys.length; i++) out[i] = order[keys[i] % 0x100000000];
        return out;
      }
    }
  }

  /**
   * The relevance rank of searchPlans' substring match: 0 best (the name starts with the phrase as a word) to 4.
   * The name is the text's first nameUnits characters (search_text is name || ' ' || description, folded alike).
   */
  private rank(slot: number, phrase: string, multiWord: boolean): number {
    const text = this.store.texts[slot];
    const nameUnits = this.store.nameUnits[slot];
    const len = phrase.length;
    if (text.startsWith(phrase)) {
      if (len === nameUnits || (len < nameUnits && text.charCodeAt(len) === 32)) return 0;
      if (len <= nameUnits) return 1;
    }
    // The first occurrence: if it does not lie within the name, no later one does.
    const at = text.indexOf(phrase);
    if (at >= 0 && at + len <= nameUnits) return 2;
    if (multiWord && at >= 0) return 3;
    return 4;
  }

  /**
   * Slots in order as a MatchList over the store's columns: what a page of any dates needs. The columns stay as they
   * are for the slots of this version (a change adds slots and marks old ones dead; a whole read makes a new store).
   */
  private list(slots: ArrayLike<number>): MatchList {
    const st = this.store;
    return {
      length: slots.length,
      slots: slots instanceof Int32Array ? slots : Int32Array.from(slots),
      ids: st.ids,
      flags: st.flags,
      from: st.blockedFrom,
      count: st.blockedCount,
      days: st.days,
    };
  }
}

/** The first index of sorted `values` (its first n) holding `min` or more (n when none does). */
function firstAtLeast(values: Int32Array, n: number, min: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < min) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function toStored(row: RowArray): StoredItem {
  const [id, text, nameCodePoints, location, district, categoryId, ownerId, available, instant, price, score] = row;
  const [, , , , , , , , , , , reviewCount, popularity, blocked, created] = row;
  // name_key is search_text's prefix: its length in UTF-16 units from its length in code points.
  let units = 0;
  for (let k = 0; k < nameCodePoints; k++) units += (text.codePointAt(units) ?? 0) > 0xffff ? 2 : 1;
  return {
    id,
    text,
    nameUnits: units,
    nameCodePoints,
    location,
    district,
    categoryId,
    ownerId,
    available,
    instant,
    price: Number(price),
    score,
    reviewCount,
    popularity,
    blocked: parseBlockedDays(blocked),
    created: Number(created),
  };
}
