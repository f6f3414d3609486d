import type { JobDefinition } from '@/server/jobs/types';
import { runKycRetention } from './retention';

/** The queue of the KYC images' retention (retention.ts). */
export const KYC_RETENTION_QUEUE = 'kyc-retention';

/**
 * Hourly: retention is counted in days, so an hour late is nothing; exclusive and not retried, the next run does
 * the same work (and retries what the storage refused).
 */
export const kycJobs: JobDefinition[] = [
  {
    queue: KYC_RETENTION_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 3600 },
    schedule: '17 * * * *',
    run: async (deps, now, log) => {
      await runKycRetention(deps, now, log);
    },
  },
];
