import type { JobDefinition } from '@/server/jobs/types';
import { pruneCatalogueChanges } from './prune-changes';

/** The queue that trims catalogue_changes to what search indexes can still use (prune-changes.ts). */
export const CATALOGUE_PRUNE_QUEUE = 'catalogue-prune';

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
];
