import type { Config } from './config';
import { createDb, runMigrations, type Db } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';

export interface DatabaseEvents {
  /** The embedded PostgreSQL died and is being restarted (an external one is the pool's to reconnect to). */
  onDown?: (reason: string) => void;
  onUp?: () => void;
}

/** The configured PostgreSQL (DATABASE_URL) or the embedded one in DATA_DIR/postgres, migrated. */
export async function startDatabase(
  config: Config,
  log: (msg: string) => void,
  events: DatabaseEvents = {},
): Promise<{ db: Db; url: string; stop: () => Promise<void> }> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    log(`Starting the embedded PostgreSQL in ${config.DATA_DIR}/postgres ...`);
    const embedded = await startEmbeddedPostgres(config.DATA_DIR, { onDown: events.onDown, onUp: events.onUp });
    url = embedded.url();
    stopEmbedded = embedded.stop;
  }
  const db = createDb(url);
  try {
    await runMigrations(db);
  } catch (e) {
    await db.$client.end();
    await stopEmbedded?.();
    throw e;
  }
  let stopped = false;
  return {
    db,
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      try {
        await db.$client.end();
      } finally {
        await stopEmbedded?.();
      }
    },
  };
}
