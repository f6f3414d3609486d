import type { JobDefinition } from '@/server/jobs/types';
import { buildWaitingExports, cleanUpExports } from './service';

export const DATA_EXPORTS_QUEUE = 'data-exports';

/**
 * Every minute, one at a time: the exports a request's own build did not finish (a crash, a failure) are built, so
 * any export is ready within a minute or two; the expired ones lose their files. Not retried by pg-boss: the rows
 * carry their state and the next run does what this one did not.
 */
export const dataExportJobs: JobDefinition[] = [
  {
    queue: DATA_EXPORTS_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 3600 },
    schedule: '* * * * *',
    run: async (deps, now, log) => {
      await buildWaitingExports(deps, log);
      await cleanUpExports(deps, now, log);
    },
  },
];
