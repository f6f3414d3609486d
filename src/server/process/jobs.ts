import { withEffects } from '@/server/effects/unit-of-work';
import type { JobDefinition } from '@/server/jobs/types';
import { runPaymentDeadlines } from './payment-deadline';
import { runPayoutJob } from '@/server/features/payments/public';

export const DELIVERIES_QUEUE = 'deliveries';
export const REFUNDS_QUEUE = 'payment-refunds';
export const PAYMENT_DEADLINES_QUEUE = 'payment-deadlines';
export const PAYOUTS_QUEUE = 'payouts';

/** Every minute, one at a time; a failed run is not retried by pg-boss: the rows carry their own backoff. */
const EVERY_MINUTE_EXCLUSIVE = {
  options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 },
  schedule: '* * * * *',
} as const;

/**
 * The process layer's schedule and the outboxes' drains (docs/decisions/0056):
 * - deliveries: every due e-mail and SMS (left by a crash, a failed send, SMTP down);
 * - payment-refunds: the deposits due back (RENTAL_SCHEDULED_EFFECTS.releaseDeposit) are released, then every due
 *   refund and intent cancellation is sent (those a unit of work did not get through at once);
 * - payment-deadlines: unpaid confirmed rentals past their deadline are cancelled, the renters of those near it
 *   reminded;
 * - payouts: the owners' payouts due (RENTAL_SCHEDULED_EFFECTS.releasePayout, releaseCancelledPayout) are released,
 *   then every due payout and reversal is sent, processing refunds followed (features/payments/payout-job.ts).
 */
export const processJobs: JobDefinition[] = [
  {
    queue: DELIVERIES_QUEUE,
    ...EVERY_MINUTE_EXCLUSIVE,
    run: async (deps, now, log) => {
      await deps.outboxes.deliveries.drain(now, log);
    },
  },
  {
    queue: REFUNDS_QUEUE,
    ...EVERY_MINUTE_EXCLUSIVE,
    run: async (deps, now, log) => {
      if (!deps.payments) throw new Error('the refunds job needs the payment provider');
      await withEffects(deps, (tx, fx) => deps.process.runScheduled(tx, fx, 'releaseDeposit', now), log);
      await deps.outboxes.refunds.drain(now, log);
      await deps.outboxes.intentCancellations.drain(now, log);
    },
  },
  {
    queue: PAYOUTS_QUEUE,
    ...EVERY_MINUTE_EXCLUSIVE,
    run: async (deps, now, log) => {
      if (!deps.payments) throw new Error('the payouts job needs the payment provider');
      await withEffects(deps, (tx, fx) => deps.process.runScheduled(tx, fx, 'releasePayout', now), log);
      await withEffects(deps, (tx, fx) => deps.process.runScheduled(tx, fx, 'releaseCancelledPayout', now), log);
      await runPayoutJob({ ...deps, payments: deps.payments }, now, log);
    },
  },
  {
    queue: PAYMENT_DEADLINES_QUEUE,
    ...EVERY_MINUTE_EXCLUSIVE,
    run: async (deps, now, log) => {
      await runPaymentDeadlines(deps, now, log);
    },
  },
];
