import type { JobDefinition } from '@/server/jobs/types';
import { runPaymentDeadlines } from './deadline';
import { drainIntentCancellations } from './intent-cancellations';
import { drainRefunds, releaseDueDeposits } from './refunds';

export const REFUNDS_QUEUE = 'payment-refunds';
export const PAYMENT_DEADLINES_QUEUE = 'payment-deadlines';

/**
 * Every minute: the deposits due back (48 h after completion) become pending refunds, then every due refund and
 * every due intent cancellation is sent
 * (those the requests did not get through at once: provider down, a crash between commit and call), each with its
 * own backoff; and the payment deadlines (deadline.ts). Exclusive, not retried by pg-boss: the rows carry their own
 * schedule.
 */
export const paymentJobs: JobDefinition[] = [
  {
    queue: REFUNDS_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '* * * * *',
    run: async ({ payments, ...deps }, now, log) => {
      if (!payments) throw new Error('the refunds job needs the payment provider');
      await releaseDueDeposits(deps.db, now);
      await drainRefunds({ ...deps, payments }, now, log);
      await drainIntentCancellations({ ...deps, payments }, now, log);
    },
  },
  {
    queue: PAYMENT_DEADLINES_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '* * * * *',
    run: async (deps, now, log) => {
      await runPaymentDeadlines(deps, now, log);
    },
  },
];
