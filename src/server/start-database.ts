import type { Config } from './config';
import { createDb, runMigrations, type Db } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';

/** The configured PostgreSQL (DATABASE_URL) or the embedded one in DATA_DIR/postgres, migrated. */
export async function startDatabase(config: Config, log: (msg: string) => void): Promise<{ db: Db; url: string; stop: () => Promise<void> }> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    log(`Starting the embedded PostgreSQL in ${config.DATA_DIR}/postgres ...`);
    const embedded = await startEmbeddedPostgres(config.DATA_DIR);
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
  return {
    db,
    url,
    stop: async () => {
      await db.$client.end();
      await stopEmbedded?.();
    },
  };
}
