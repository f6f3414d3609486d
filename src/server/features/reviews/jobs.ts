import type { JobDefinition } from '@/server/jobs/types';
import { runReviewWindow } from './window';

/** The queue of the review window's clock work (window.ts). */
export const REVIEW_WINDOW_QUEUE = 'review-window';

/**
 * Every 10 minutes: a window closes at most 10 minutes late (nobody waits on the minute for a publication), and a
 * reminder 3 days ahead has no need to be punctual. Exclusive and not retried: the next run does the same work.
 */
export const reviewJobs: JobDefinition[] = [
  {
    queue: REVIEW_WINDOW_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 3600 },
    schedule: '*/10 * * * *',
    run: async (deps, now, log) => {
      await runReviewWindow(deps, now, log);
    },
  },
];
