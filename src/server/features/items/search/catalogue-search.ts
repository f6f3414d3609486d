import path from 'node:path';
import fp from 'fastify-plugin';
import type { Db } from '@/server/db/client';
import { createCachedSearch, type CachedSearchOptions } from './cached-search';
import { catalogueVersionTracker, type VersionSource } from './catalogue-version';
import type { CachedPage } from './search-cache';
import { SearchIndex } from './search-index';
import type { ItemSearch } from './sql-search';

/**
 * Search caches: the ranked matches of searches without dates/limit/offset, per catalogue version (an entry is a slot
 * of the index, 4 bytes, plus a long list's day bitmaps; a typo-tolerant list at most maxMatches), whole answers of the
 * searches SQL answers (a page of 24 items is ~15 kB of JSON) and items serialised (~700 bytes each, kept across
 * versions until the item changes).
 */
const SEARCH_CACHE: CachedSearchOptions = {
  listEntries: 5_000,
  // Whole cities and every word in every city are lists too (issue 28): at a million items the bench's ~2,200 lists
  // hold ~5 million matches, and a cache that holds fewer rebuilds them over and over. 32 MB of slots when full, and
  // up to ~16 bytes an entry of long lists' day bitmaps for the ~100 days searched most.
  listMatches: 8_000_000,
  // A typo of a common word without a city matches tens of thousands at a million items: listed once per version
  // rather than paged by SQL on every request (~180 ms of PostgreSQL each; issue 28).
  maxMatches: 100_000,
  pageEntries: 500,
  itemEntries: 100_000,
};

export interface SearchLog {
  warn(obj: object, msg: string): void;
}

export interface CatalogueSearchOptions {
  db: Db;
  log: SearchLog;
  /**
   * 'listen' (the app): the version from PostgreSQL's notifications, no query per search. 'read': the version read
   * for every search, for tests that write to the database directly and search at once.
   */
  version?: VersionSource;
  cache?: CachedSearchOptions;
  /**
   * Read the index when the app is ready, and again after a failed read (the default). False: only indexLoaded()
   * reads it (the bench measures the load alone; its --explain keeps every search in SQL).
   */
  autoLoadIndex?: boolean;
  /** The index's snapshot (searchSnapshotFile): read at start when it is of this catalogue, written by the job. */
  snapshotFile?: string;
}

/** Where the search index's snapshot is kept in the app's data folder (the catalogue-snapshot job writes it). */
export function searchSnapshotFile(dataDir: string): string {
  return path.join(dataDir, 'search', 'index.snapshot');
}

export type CatalogueSearch = ReturnType<typeof createCatalogueSearch>;

/**
 * The catalogue search of GET /api/items, whole: the in-memory index of the live catalogue, the caches of answers, and
 * the catalogue version that keeps both exact (README.md in this folder). Made once per app; ready() before the app
 * takes requests, close() with it.
 */
export function createCatalogueSearch({
  db,
  log,
  version = 'listen',
  cache = SEARCH_CACHE,
  autoLoadIndex = true,
  snapshotFile,
}: CatalogueSearchOptions) {
  const versions = catalogueVersionTracker(db, version);
  const index = new SearchIndex(db, undefined, { file: snapshotFile, warn: (o, m) => log.warn(o, m) });
  const cached = createCachedSearch(db, index, cache);
  let warned = false;
  // The item cache is filled once the index is loaded, when the catalogue fits in it (cached-search.ts warm()).
  let warming: Promise<void> | undefined;
  const warm = () =>
    (warming ??= cached.warm().catch((err: unknown) => {
      warming = undefined;
      log.warn({ err }, 'item cache not filled; pages read their items as they are searched');
    }));
  const loadIndex = () => {
    if (!autoLoadIndex) return;
    // A fill that failed (a dropped connection) is started again by the next search; one under way is not doubled.
    if (index.loaded) void warm();
    index.loadInBackground(
      (err) => {
        // Once per process: a database that is down is said by the health check, not by every search.
        if (!warned) log.warn({ err }, 'search index not loaded yet; searches are answered by SQL');
        warned = true;
      },
      () => void warm(),
    );
  };

  return {
    /** A page of matches and the total, exactly as searchItems (the SQL) answers at the newest version this app knows. */
    async search(s: ItemSearch): Promise<CachedPage> {
      loadIndex();
      return cached.search(await versions.current(), s);
    },
    /**
     * One listed item's JSON (as toItem answers it, findItem's rule: not deleted, of a live owner) from the index at
     * the newest version this app knows, or undefined: GET /api/items/{id} costs no SQL while the catalogue is unchanged.
     */
    async item(id: number): Promise<Buffer | undefined> {
      loadIndex();
      return cached.item(await versions.current(), id);
    },
    /** A request that may have written has been answered: the next search reads the version (see catalogue-version.ts). */
    mayHaveWritten(): void {
      versions.mayHaveWritten();
    },
    /** The version a search answers at least at: from memory, or a read when a notification could be missing. */
    currentVersion(): number | Promise<number> {
      return versions.current();
    },
    /**
     * Listens for versions and starts reading the whole catalogue into memory in the background (~6 s of CPU at 100k
     * items): the app listens at once and answers from SQL until the index is loaded. Without a database at start the
     * read fails; the next search starts it again.
     */
    async ready(): Promise<void> {
      await versions.start();
      loadIndex();
    },
    /** For tests and the bench: resolves once the index has read the whole catalogue (and filled the item cache). */
    async indexLoaded(): Promise<void> {
      await index.load();
      await warm();
    },
    /**
     * The catalogue-snapshot job in this process: the live index, brought to the newest version, writes its own
     * snapshot (no second index in memory). Without a snapshot file the job's own index does it instead.
     */
    async writeSnapshot(): Promise<{ version: number; items: number } | undefined> {
      if (!snapshotFile) return undefined;
      await index.load();
      await index.writeSnapshot();
      return { version: index.version, items: index.size };
    },
    /** Searches answered so far, and how many of them needed SQL for their matches (the bench's SQL share). */
    stats(): { searches: number; sql: number } {
      return cached.stats();
    },
    /** Whether the index started from a snapshot rather than the whole catalogue (for the bench and tests). */
    get indexFromSnapshot(): boolean {
      return index.fromSnapshot;
    },
    /** Whether searches are answered by the index yet (false: by SQL). */
    get indexReady(): boolean {
      return index.loaded;
    },
    async close(): Promise<void> {
      await versions.stop();
    },
    /** For tests: whether version notifications are being received. */
    get listening(): boolean {
      return versions.listening;
    },
  };
}

/**
 * Ties a search to an app's life, for every route of the app (hence fastify-plugin): ready before the app listens,
 * closed with it, and told of every answered request that may have written (before its response is sent, after the
 * handler's commit) so that whoever wrote sees the change in their very next search.
 */
export const catalogueSearchHooks = fp<{ search: CatalogueSearch }>(async (app, { search }) => {
  app.addHook('onReady', () => search.ready());
  app.addHook('onClose', () => search.close());
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') search.mayHaveWritten();
    return payload;
  });
});
