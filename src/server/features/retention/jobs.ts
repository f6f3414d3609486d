import type { JobDefinition } from '@/server/jobs/types';
import { runRetention } from './retention';

export const RETENTION_QUEUE = 'retention';

/** Nightly (docs/retention.md): counted in years, so a night late is nothing; exclusive, the next run redoes a failed one. */
export const retentionJobs: JobDefinition[] = [
  {
    queue: RETENTION_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 3600, deleteAfterSeconds: 86_400 },
    schedule: '20 4 * * *',
    run: async (deps, now, log) => {
      await runRetention(deps, now, log);
    },
  },
];
