import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { catalogueVersion } from '@/server/db/tables';

/** A search answer ready to send: the JSON body and the total for X-Total-Count. */
export interface CachedPage {
  body: string | Buffer;
  total: number;
}

/** The number that grows with every change a search can see (catalogue_version, bumped by triggers). */
export async function readCatalogueVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? -1;
}

/**
 * Shares reads between concurrent callers without ever answering one of them with a read that began before it
 * called: a caller that finds a read under way waits for the next one, which starts when that one ends. Under load
 * the database then sees about one read per round trip instead of one per request, and each caller still gets a
 * value at least as fresh as the moment it asked.
 */
export function freshReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = () => {
    const p = read();
    running = p;
    const done = () => {
      if (running === p) running = undefined;
    };
    p.then(done, done);
    return p;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/**
 * Search answers of the current catalogue version, the least recently used dropped first (approximately: "second
 * chance" — a hit only marks its entry, and an entry marked since it was last looked at by the eviction is moved to the
 * back instead of dropped; so a hit allocates nothing and reorders nothing, which keeps the busy path free of garbage
 * that would live long). An answer is only ever served for the version it was computed under: any write that can
 * change a result bumps the version in its own transaction (triggers), so a reader that sees the new version never
 * gets an older answer. Concurrent identical misses share one query.
 */
export function createSearchCache<T = CachedPage>(
  maxEntries: number,
  size?: { of: (value: T) => number; max: number },
) {
  let version = -1;
  const entries = new Map<string, { value: Promise<T>; used: boolean }>();
  // With `size`: the size of each stored value once known, and their sum, kept at most size.max.
  const sizes = new Map<string, number>();
  let total = 0;
  const drop = (key: string) => {
    entries.delete(key);
    total -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };
  const dropOldest = () => {
    for (let turns = entries.size; turns > 0; turns--) {
      const [key, entry] = entries.entries().next().value as [string, { value: Promise<T>; used: boolean }];
      if (!entry.used) return drop(key);
      entry.used = false;
      entries.delete(key);
      entries.set(key, entry);
    }
    drop(entries.keys().next().value as string);
  };

  return {
    get(atVersion: number, key: string, compute: () => Promise<T>): Promise<T> {
      if (atVersion !== version) {
        // A newer catalogue: every stored answer is stale. (An older reader racing a newer one just computes.)
        if (atVersion < version) return compute();
        version = atVersion;
        entries.clear();
        sizes.clear();
        total = 0;
      }
      const hit = entries.get(key);
      if (hit) {
        hit.used = true;
        return hit.value;
      }
      const entry = { value: compute(), used: false };
      const pending = entry.value;
      entries.set(key, entry);
      if (entries.size > maxEntries) dropOldest();
      pending.then(
        (value) => {
          if (!size || entries.get(key) !== entry) return;
          const n = size.of(value);
          sizes.set(key, n);
          total += n;
          while (total > size.max && entries.size > 1) dropOldest();
        },
        // A failed query is not remembered.
        () => {
          if (entries.get(key) === entry) drop(key);
        },
      );
      return pending;
    },
  };
}
