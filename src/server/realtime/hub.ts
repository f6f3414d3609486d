import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { StreamCloseReason } from '@/shared/schemas/live-events';
import { createPgListener } from '@/server/lib/pg-listener';
import { LIVE_CHANNEL, SESSIONS_ENDED_PREFIX } from './publish';
import { newestLiveId, rowsAfter, type LiveRow } from './rows';
import { createStreamCensus } from './stream-census';

/** An open stream as the hub sees it: rows of its user to send, and a way to end it (shutdown, too many tabs). */
export interface LiveSubscriber {
  readonly userId: number;
  /** The session cookie that opened the stream: the stream ends with that session. */
  readonly session: string;
  deliver(row: LiveRow): void;
  /** Ends the stream; with a reason, the browser is told why first (and does not reconnect at once). */
  close(reason?: StreamCloseReason): void;
}

interface HubLog {
  warn(obj: object, msg: string): void;
}

/** Rows read per query while catching up. */
const BATCH = 500;
/**
 * Streams one account may hold open (issue 20, docs/decisions/0045): one per tab is expected, so this only bounds a
 * client that opens streams in a loop; the oldest is ended first (a browser's EventSource reconnects it, should that
 * tab still exist). Enforced at once within a process, and across processes through open/close notices.
 */
export const MAX_STREAMS_PER_USER = 10;
/**
 * How often every open stream's session is checked (one query for all of them): a session that ended without a notice
 * (it expired, or idled out) ends its streams within this time. Ended sessions are announced and checked at once.
 */
export const SESSION_SWEEP_MS = 3_000;
const SESSION_CHECK_BATCH = 5_000;
/** The notices of a stream opened or closed on some process: `o:<userId>:<key>`, `c:<userId>:<key>`. */
const STREAM_OPENED = 'o:';
const STREAM_CLOSED = 'c:';
const STREAM_NOTICE = /^([oc]:)(\d+):([\w.-]+)$/;

export interface LiveHubOptions {
  db: Db;
  log: HubLog;
  /**
   * Which of these session tokens are still alive (features/auth's aliveSessionTokens), handed in by app.ts: the hub
   * sits below the features, which publish through realtime/publish.ts.
   */
  aliveSessionTokens: (db: Db, tokens: readonly string[]) => Promise<Set<string>>;
  sweepMs?: number;
}

/**
 * The process's side of the live channel: one connection LISTENs on `live_events`; a notification (ids only) wakes a
 * read of every row after the last one read, and each row goes to the open streams of its user in this process.
 * Reads are serialised and coalesced, so a burst of notifications costs one or two queries. Because ids follow
 * commit order (publish.ts), "after the last row read" misses nothing, also across a dropped LISTEN connection: after
 * reconnecting, the hub reads what committed meanwhile before anything else.
 */
export function createLiveHub({ db, log, aliveSessionTokens, sweepMs = SESSION_SWEEP_MS }: LiveHubOptions) {
  const byUser = new Map<number, Set<LiveSubscriber>>();
  let cursor: number | undefined;
  let stopped = false;
  let reading: Promise<void> | undefined;
  let again = false;
  let readRetry: NodeJS.Timeout | undefined;
  /**
   * Users whose sessions are being checked after a notice that some ended, with the rows that arrived meanwhile: they
   * go out once the dead streams are closed, so a stream of an ended session receives nothing committed after it.
   */
  const held = new Map<number, { checks: number; rows: LiveRow[] }>();
  let sweep: NodeJS.Timeout | undefined;
  let sweeping = false;
  /** This process's streams by the key their open notice carries (`<process>.<n>`). */
  const local = new Map<string, LiveSubscriber>();
  const census = createStreamCensus(MAX_STREAMS_PER_USER);
  const processId = randomUUID().slice(0, 8);
  let streamSeq = 0;
  let announcing: Promise<void> = Promise.resolve();

  /**
   * Tells every process (this one too) that a stream opened or closed, one notice after the other, so that a close
   * never overtakes its open. Lost while the database is away: the census is best effort, the local cap holds.
   */
  function announce(payload: string) {
    announcing = announcing.then(() =>
      stopped
        ? undefined
        : db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`).then(
            () => {},
            () => {},
          ),
    );
  }

  function onStreamNotice(kind: string, userId: number, key: string) {
    if (kind === STREAM_CLOSED) return census.closed(userId, key);
    for (const old of census.opened(userId, key)) local.get(old)?.close('replaced');
  }

  function fanOut(rows: LiveRow[]) {
    for (const row of rows) {
      cursor = row.id;
      const hold = held.get(row.userId);
      if (hold) hold.rows.push(row);
      else for (const sub of byUser.get(row.userId) ?? []) sub.deliver(row);
    }
  }

  /** Ends the streams among these whose session is no longer alive. */
  async function closeDead(subs: LiveSubscriber[]) {
    const tokens = [...new Set(subs.map((s) => s.session))];
    const alive = new Set<string>();
    // A query's parameters are bounded (65,535): thousands of streams are checked a slice at a time.
    for (let i = 0; i < tokens.length; i += SESSION_CHECK_BATCH)
      for (const t of await aliveSessionTokens(db, tokens.slice(i, i + SESSION_CHECK_BATCH))) alive.add(t);
    for (const sub of subs) if (!alive.has(sub.session)) sub.close('session_ended');
  }

  /** After a notice that sessions of this user ended: holds the user's rows, closes the dead streams, then delivers. */
  function checkUser(userId: number) {
    const subs = [...(byUser.get(userId) ?? [])];
    if (subs.length === 0) return;
    const hold = held.get(userId) ?? { checks: 0, rows: [] };
    hold.checks++;
    held.set(userId, hold);
    closeDead(subs)
      // The database away for a moment ends no stream; the sweep checks again.
      .catch((e: unknown) => log.warn({ err: e }, 'live events: checking sessions failed'))
      .finally(() => {
        if (--hold.checks > 0) return;
        held.delete(userId);
        for (const row of hold.rows) for (const sub of byUser.get(userId) ?? []) sub.deliver(row);
      });
  }

  async function sweepAll() {
    if (sweeping || stopped) return;
    sweeping = true;
    try {
      await closeDead([...byUser.values()].flatMap((set) => [...set]));
    } catch (e) {
      log.warn({ err: e }, 'live events: checking sessions failed');
    } finally {
      sweeping = false;
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
      if (payload?.startsWith(SESSIONS_ENDED_PREFIX)) {
        checkUser(Number(payload.slice(SESSIONS_ENDED_PREFIX.length)));
        return;
      }
      const stream = STREAM_NOTICE.exec(payload ?? '');
      if (stream) {
        onStreamNotice(stream[1], Number(stream[2]), stream[3]);
        return;
      }
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
      if (set.size >= MAX_STREAMS_PER_USER) set.values().next().value?.close('replaced');
      set.add(sub);
      const key = `${processId}.${++streamSeq}`;
      local.set(key, sub);
      announce(`${STREAM_OPENED}${sub.userId}:${key}`);
      return () => {
        const s = byUser.get(sub.userId);
        s?.delete(sub);
        if (s?.size === 0) byUser.delete(sub.userId);
        if (local.delete(key)) announce(`${STREAM_CLOSED}${sub.userId}:${key}`);
      };
    },
    start: () => {
      sweep ??= setInterval(() => void sweepAll(), sweepMs);
      sweep.unref();
      return listener.start();
    },
    /** Ends every open stream (before the server closes: an open stream would hold its close up). */
    closeAll,
    async stop() {
      stopped = true;
      clearTimeout(readRetry);
      clearInterval(sweep);
      closeAll();
      // The notice in flight, if any: the closes queued behind it are dropped (the other processes' census forgives).
      await Promise.race([announcing, new Promise((r) => setTimeout(r, 1_000).unref())]);
      await listener.stop();
      await reading;
    },
    /** For tests and the benchmark: whether notifications are being received, and the open streams. */
    get listening() {
      return listener.listening;
    },
    /** For tests: the streams of an account this process knows of, across processes, oldest first. */
    census: census.of,
    get streams() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
