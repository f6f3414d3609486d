import { isTestProvider } from '@/server/adapters/payments/test-provider';
import type { JobDeps, JobLog } from '@/server/jobs/types';
import type { PayoutDeps } from './payout-outbox';
import { followStaleRefunds } from './refunds';
import { handleProviderEvent } from './webhook';

/**
 * The payouts job's work after the release (server/process/jobs.ts): every due payout and reversal is sent (those a
 * unit of work did not get through at once, and those whose owner's account has since become active), refunds still
 * processing at the provider are asked about; with the test provider, its own clock's work is done too (what Stripe's
 * servers do by themselves): pending test refunds settle and the daily payout to the owners' banks is made, each
 * announced through the same webhook handler as Stripe's events.
 */
export async function runPayoutJob(deps: JobDeps & PayoutDeps, now: Date, log: JobLog): Promise<void> {
  await deps.outboxes.payouts.drain(now, log);
  await deps.outboxes.payoutReversals.drain(now, log);
  await followStaleRefunds(deps, now, log);
  if (!isTestProvider(deps.payments)) return;
  const events = [...(await deps.payments.settleRefunds(now)), ...(await deps.payments.payOutDue(now))];
  for (const event of events) {
    await handleProviderEvent(deps, event.rawBody, event.signature, { now, log }).catch((err: unknown) =>
      log.error({ err }, 'test provider event not applied'),
    );
  }
}
