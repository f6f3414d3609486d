import type { JobDefinition, JobDeps } from '@/server/jobs/types';
import { searchSnapshotFile } from './catalogue-search';
import { pruneCatalogueChanges } from './prune-changes';
import { SearchIndex } from './search-index';

/** The queue that trims catalogue_changes to what search indexes can still use (prune-changes.ts). */
export const CATALOGUE_PRUNE_QUEUE = 'catalogue-prune';
/** The queue that writes the search index's snapshot, which app processes read at start (issue 28). */
export const CATALOGUE_SNAPSHOT_QUEUE = 'catalogue-snapshot';

/**
 * Writes a snapshot of the search index into the data folder: read from the previous snapshot and caught up from
 * catalogue_changes (a few seconds at a million items), or from the whole catalogue the first time. An app process
 * then has its index within seconds of starting instead of reading a million rows (~20 s).
 */
export async function writeSearchSnapshot(db: JobDeps['db'], dataDir: string): Promise<SearchIndex> {
  const index = new SearchIndex(db, undefined, { file: searchSnapshotFile(dataDir) });
  await index.load();
  await index.writeSnapshot();
  return index;
}

/**
 * Hourly: the log grows by a row per changed item per statement, a few thousand a day on a busy marketplace, so an
 * hour's rows are nothing to keep. Exclusive and not retried: the next hour's run does the same work.
 */
export const catalogueJobs: JobDefinition[] = [
  {
    queue: CATALOGUE_PRUNE_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '17 * * * *',
    run: async ({ db }, _now, log) => {
      const deleted = await pruneCatalogueChanges(db);
      if (deleted > 0) log.info?.({ deleted }, 'catalogue changes pruned');
    },
  },
  {
    // Every ten minutes, well within the pruning's reach (the log keeps the newest 10,000 changed items): a snapshot
    // older than that is still correct, its catch-up is a whole read. Exclusive: one writer at a time.
    queue: CATALOGUE_SNAPSHOT_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 3600 },
    schedule: '*/10 * * * *',
    run: async ({ db, config, search }, _now, log) => {
      // In an app's process its live index writes itself: a second index for the job would double the memory.
      const live = await search?.writeSnapshot();
      if (live) return log.info?.({ ...live, from: 'live index' }, 'search index snapshot written');
      const index = await writeSearchSnapshot(db, config.DATA_DIR);
      log.info?.({ version: index.version, items: index.size, from: 'own index' }, 'search index snapshot written');
    },
  },
];
