import type { Db } from '@/server/db/client';
import { createPgListener } from '@/server/lib/pg-listener';
import { LIVE_CHANNEL } from './publish';
import { newestLiveId, rowsAfter, type LiveRow } from './rows';

/** An open stream as the hub sees it: rows of its user to send, and a way to end it (shutdown, too many tabs). */
export interface LiveSubscriber {
  readonly userId: number;
  deliver(row: LiveRow): void;
  close(): void;
}

interface HubLog {
  warn(obj: object, msg: string): void;
}

/** Rows read per query while catching up. */
const BATCH = 500;
/**
 * Streams one user may hold open on one process: one per tab is expected, so this only bounds a client that opens
 * streams in a loop; the oldest is ended first (a browser's EventSource reconnects it, should that tab still exist).
 */
export const MAX_STREAMS_PER_USER = 20;

/**
 * The process's side of the live channel: one connection LISTENs on `live_events`; a notification (ids only) wakes a
 * read of every row after the last one read, and each row goes to the open streams of its user in this process.
 * Reads are serialised and coalesced, so a burst of notifications costs one or two queries. Because ids follow
 * commit order (publish.ts), "after the last row read" misses nothing, also across a dropped LISTEN connection: after
 * reconnecting, the hub reads what committed meanwhile before anything else.
 */
export function createLiveHub({ db, log }: { db: Db; log: HubLog }) {
  const byUser = new Map<number, Set<LiveSubscriber>>();
  let cursor: number | undefined;
  let stopped = false;
  let reading: Promise<void> | undefined;
  let again = false;
  let readRetry: NodeJS.Timeout | undefined;

  function fanOut(rows: LiveRow[]) {
    for (const row of rows) {
      cursor = row.id;
      for (const sub of byUser.get(row.userId) ?? []) sub.deliver(row);
    }
  }

  async function readLoop() {
    do {
      again = false;
      for (;;) {
        if (cursor === undefined || stopped) return;
        const rows = await rowsAfter(db, cursor, BATCH);
        fanOut(rows);
        if (rows.length < BATCH) break;
      }
    } while (again);
  }

  /** Reads the rows after the cursor; while a read runs, one more read follows it. */
  function readNew() {
    if (reading) {
      again = true;
      return;
    }
    reading = readLoop()
      .catch((e: unknown) => {
        // The rows stay; the next notification or this retry reads them.
        log.warn({ err: e }, 'live events: reading new rows failed');
        clearTimeout(readRetry);
        if (!stopped) readRetry = setTimeout(readNew, 1_000);
      })
      .finally(() => (reading = undefined));
  }

  const listener = createPgListener(db, LIVE_CHANNEL, {
    onNotification: (payload) => {
      const last = Number(payload?.split('-')[1]);
      // Already read (a read that followed an earlier notification saw this transaction's rows too).
      if (cursor !== undefined && Number.isFinite(last) && last <= cursor) return;
      readNew();
    },
    // The first time: from now on. After a reconnect: what committed while no one listened, read now.
    onListening: async () => {
      cursor ??= await newestLiveId(db);
      readNew();
    },
  });

  function closeAll() {
    for (const set of [...byUser.values()]) for (const sub of [...set]) sub.close();
  }

  return {
    /** Adds a stream; its user's rows read from now on reach it. Returns the function that removes it. */
    subscribe(sub: LiveSubscriber): () => void {
      let set = byUser.get(sub.userId);
      if (!set) byUser.set(sub.userId, (set = new Set()));
      if (set.size >= MAX_STREAMS_PER_USER) set.values().next().value?.close();
      set.add(sub);
      return () => {
        const s = byUser.get(sub.userId);
        s?.delete(sub);
        if (s?.size === 0) byUser.delete(sub.userId);
      };
    },
    start: () => listener.start(),
    /** Ends every open stream (before the server closes: an open stream would hold its close up). */
    closeAll,
    async stop() {
      stopped = true;
      clearTimeout(readRetry);
      closeAll();
      await listener.stop();
      await reading;
    },
    /** For tests and the benchmark: whether notifications are being received, and the open streams. */
    get listening() {
      return listener.listening;
    },
    get streams() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
