import pg from 'pg';
import type { Db } from '@/server/db/client';
import { freshReader, readCatalogueVersion } from './search-cache';

/** How a search learns the catalogue version: from notifications (the app), or a read per search (see below). */
export type VersionSource = 'listen' | 'read';

/** The channel the catalogue triggers notify with each new version (migration 0013). */
const CHANNEL = 'catalogue_version';
/**
 * Waits before connecting the listener again after it broke: a second at first, then longer while the database stays
 * away (an external one down), so that an outage is not met with a connection attempt every second.
 */
const RECONNECT_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

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
  let listening = false;
  let dirty = true;
  let reading: Promise<number> | undefined;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const update = (v: number) => (known = Math.max(known, v));
  const readNow = () => fresh().then(update);

  async function connect() {
    if (stopped) return;
    const c = new pg.Client({ connectionString: (db.$client.options as pg.PoolConfig).connectionString });
    client = c;
    const broken = () => {
      if (client !== c) return;
      client = undefined;
      listening = false;
      void c.end().catch(() => {});
      if (!stopped)
        retry = setTimeout(() => void connect(), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]);
    };
    c.on('error', broken);
    c.on('end', broken);
    c.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) update(Number(msg.payload));
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      if (client !== c) return;
      // What committed before LISTEN was not notified: the next search reads the version once.
      dirty = true;
      listening = true;
      failures = 0;
    } catch {
      broken();
    }
  }

  return {
    current(): number | Promise<number> {
      if (!listening) return readNow();
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
      if (mode === 'listen') await connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      listening = false;
      await c?.end().catch(() => {});
    },
    /** For tests: whether notifications are being received. */
    get listening() {
      return listening;
    },
  };
}
