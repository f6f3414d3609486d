import fs from 'node:fs';
import path from 'node:path';
import { createDb, runMigrations, type Db } from '@/server/db/client';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { countRows, generateData, ITEM_COUNT, RENTAL_COUNT, type CatalogueSize } from './generate';

export interface BenchDatabase {
  url: string;
  db: Db;
  stop: () => Promise<void>;
}

/**
 * The bench's own PostgreSQL: BENCH_DATABASE_URL, or an embedded one in `dataDir` (never the app's or the tests').
 * Migrated, and filled with the generated catalogue unless it already holds it (or `fresh` asks for a new one).
 */
export async function openBenchDatabase(opts: {
  dataDir: string;
  externalUrl?: string;
  fresh: boolean;
  /** The catalogue's size: the 100,000 items and 300,000 rentals by default. */
  size?: CatalogueSize;
  log: (m: string) => void;
}): Promise<BenchDatabase> {
  const size = opts.size ?? { items: ITEM_COUNT, rentals: RENTAL_COUNT };
  let url = opts.externalUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    // The folder ignores itself, so its gigabyte of data never shows up in git.
    fs.writeFileSync(path.join(opts.dataDir, '.gitignore'), '*\n');
    opts.log(`Starting the bench's PostgreSQL in ${path.relative(process.cwd(), opts.dataDir) || '.'}/postgres ...`);
    const embedded = await startEmbeddedPostgres(opts.dataDir, { database: 'bench' });
    url = embedded.url();
    stopEmbedded = embedded.stop;
  }
  const db = createDb(url, 20);
  const stop = async () => {
    await db.$client.end();
    await stopEmbedded?.();
  };
  try {
    await runMigrations(db);
    const counts = await countRows(db.$client);
    if (opts.fresh || counts.items !== size.items || counts.rentals !== size.rentals) {
      opts.log(`Generating the catalogue (found ${counts.items} items and ${counts.rentals} rentals) ...`);
      await generateData(db.$client, opts.log, size);
    } else {
      opts.log(`Reusing the catalogue: ${counts.items} items, ${counts.rentals} rentals (--fresh rebuilds it).`);
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, db, stop };
}
