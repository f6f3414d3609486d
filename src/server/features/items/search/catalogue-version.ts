import type { Db } from '@/server/db/client';
import { createPgListener } from '@/server/lib/pg-listener';
import { freshReader, readCatalogueVersion } from './search-cache';

/** How a search learns the catalogue version: from notifications (the app), or a read per search (see below). */
export type VersionSource = 'listen' | 'read';

/** The channel the catalogue triggers notify with each new version (migration 0013). */
const CHANNEL = 'catalogue_version';

/**
 * How `listen` knows the catalogue version: from PostgreSQL's notifications on a connection of its own (no query per
 * search), reading it from the database only when a notification could be missing: before the listener is up, after
 * it broke, and after this app answered a request that may have written (any method but GET/HEAD: the next search
 * must show the writer its own change at once, without waiting for the notification). `read` reads the version for
 * every search (tests that write to the database directly use it).
 */
export function catalogueVersionTracker(db: Db, mode: VersionSource) {
  const fresh = freshReader(() => readCatalogueVersion(db));
  let known = -1;
  let dirty = true;
  let reading: Promise<number> | undefined;

  const update = (v: number) => (known = Math.max(known, v));
  const readNow = () => fresh().then(update);
  const listener = createPgListener(db, CHANNEL, {
    onNotification: (payload) => {
      if (payload) update(Number(payload));
    },
    // What committed before LISTEN was not notified: the next search reads the version once.
    onListening: () => {
      dirty = true;
    },
  });

  return {
    current(): number | Promise<number> {
      if (!listener.listening) return readNow();
      if (dirty) {
        dirty = false;
        const p = readNow();
        reading = p;
        p.then(
          () => reading === p && (reading = undefined),
          () => {
            if (reading === p) reading = undefined;
            dirty = true;
          },
        );
        return p;
      }
      return reading ?? known;
    },
    /** A request that may have written has been answered (called before its response is sent). */
    mayHaveWritten() {
      dirty = true;
    },
    async start() {
      if (mode === 'listen') await listener.start();
    },
    stop: () => listener.stop(),
    /** For tests: whether notifications are being received. */
    get listening() {
      return listener.listening;
    },
  };
}
