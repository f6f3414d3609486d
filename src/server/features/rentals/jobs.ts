import type { JobDefinition } from '@/server/jobs/types';
import { runRentalSchedule } from './schedule';

/** The queue of the booking process's clock moves (schedule.ts). */
export const RENTAL_SCHEDULE_QUEUE = 'rental-schedule';

/**
 * Every minute, so expiry and starts are at most a minute late. Exclusive: at most one run queued or running (a slow
 * run is never doubled); a failed run is not retried, the next minute's run does the same work (it is idempotent).
 */
export const rentalJobs: JobDefinition[] = [
  {
    queue: RENTAL_SCHEDULE_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '* * * * *',
    run: async (deps, now, log) => {
      await runRentalSchedule(deps, now, log);
    },
  },
];
