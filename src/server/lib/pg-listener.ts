import pg from 'pg';
import type { Db } from '@/server/db/client';

/**
 * Waits before connecting the listener again after it broke: a second at first, then longer while the database stays
 * away (an external one down), so that an outage is not met with a connection attempt every second.
 */
const RECONNECT_MS = [1_000, 2_000, 4_000, 8_000, 15_000];
/** A connection attempt that has had no answer for this long counts as broken (a server that accepts and hangs). */
export const CONNECT_TIMEOUT_MS = 10_000;
/**
 * How long `stop()` waits for the connection to close politely (PostgreSQL acknowledges the goodbye by closing its
 * side) before dropping the socket: a database that stopped answering must not hold up the app's shutdown.
 */
export const STOP_WAIT_MS = 2_000;

export interface PgListenerHandlers {
  /** A notification on the channel (its payload as sent). */
  onNotification(payload: string | undefined): void;
  /**
   * LISTEN is in place, on the first connection and after every reconnect: what committed while nobody listened was
   * not notified, so this is where the owner catches up. `listening` turns true once it has resolved; if it throws,
   * the connection is dropped and tried again.
   */
  onListening?(): Promise<void> | void;
}

/**
 * LISTEN on one PostgreSQL connection of its own (a pooled one cannot hold a LISTEN), reconnecting with backoff when
 * it breaks. Used by the catalogue version (features/items/search) and the live channel (realtime/hub.ts).
 */
export function createPgListener(
  db: Db,
  channel: string,
  handlers: PgListenerHandlers,
  { connectTimeoutMs = CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {},
) {
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  async function connect() {
    if (stopped) return;
    const c = new pg.Client({
      connectionString: (db.$client.options as pg.PoolConfig).connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
    });
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
      if (msg.channel === channel) handlers.onNotification(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (client !== c) return;
      await handlers.onListening?.();
      if (client !== c) return;
      listening = true;
      failures = 0;
    } catch {
      broken();
    }
  }

  return {
    start: connect,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      listening = false;
      if (!c) return;
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        c.end().then(
          () => false,
          () => false,
        ),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), STOP_WAIT_MS))),
      ]);
      clearTimeout(timer);
      if (late) c.connection.stream.destroy();
    },
    /** Whether notifications are being received. */
    get listening() {
      return listening;
    },
  };
}
