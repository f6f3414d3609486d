import { signedMailer } from '@/server/adapters/mail/company-footer';
import { companyFooterLines } from '@/server/lib/company';
import type { AppDeps } from '@/server/app-deps';
import { deliveryOutbox } from '@/server/effects/deliveries';
import type { Outbox, OutboxDeps } from '@/server/effects/outbox';
import type { EffectHandlers } from '@/server/effects/rental-process';
import type { BoundOutbox, Outboxes } from '@/server/effects/unit-of-work';
import type { JobDeps } from '@/server/jobs/types';
import {
  intentCancellationOutbox,
  paymentEffectHandlers,
  payoutOutbox,
  payoutReversalOutbox,
  refundOutbox,
} from '@/server/features/payments/public';
import { rentalEffectHandlers } from '@/server/features/rentals/public';
import { createRentalProcess } from './rental-process';

/** One handler for every kind of effect, each from the feature that owns it (a missing kind does not compile). */
export const EFFECT_HANDLERS: EffectHandlers = { ...rentalEffectHandlers, ...paymentEffectHandlers };

/**
 * The parts before composition, as server.ts, app.ts, a test or the job runner builds them (the job runner has no
 * storage, and the provider or the SMS sender may be missing).
 */
export type BaseJobDeps = Omit<JobDeps, 'outboxes' | 'process'>;

function bind<D extends OutboxDeps>(outbox: Outbox<D>, deps: D): BoundOutbox {
  return {
    attempt: (ids, log) => outbox.attempt(deps, ids, log),
    drain: (now, log) => outbox.drain(deps, now, log),
  };
}

/**
 * An outbox that needs the payment provider, in a process without one (a job runner not given it): nothing is tried
 * here, the rows wait for a process that has it, and its drain refuses to run.
 */
function withoutProvider(name: string): BoundOutbox {
  return {
    attempt: async () => {},
    drain: async () => {
      throw new Error(`the ${name} outbox needs the payment provider`);
    },
  };
}

/**
 * Composes the app (docs/decisions/0056): the rental process from the table and every feature's effect handlers
 * (an effect kind without a handler does not compile), and the outboxes bound to these very dependencies, so that a
 * unit of work (effects/unit-of-work.ts) sends what it announced once it commits.
 */
export function composeDeps<D extends BaseJobDeps>(base: D): D & Pick<AppDeps, 'outboxes' | 'process'> {
  const process = createRentalProcess(base.config, EFFECT_HANDLERS);
  // The outboxes' sends use the very dependencies they are part of (a refund's notice is a unit of work too).
  const outboxes: { -readonly [K in keyof Outboxes]?: BoundOutbox } = {};
  // Every e-mail ends with the company that sends it (issue 27 §1).
  const mailer = signedMailer(base.mailer, (lang) =>
    companyFooterLines(base.config.company, base.config.SUPPORT_EMAIL, lang),
  );
  const deps = { ...base, mailer, process, outboxes: outboxes as Outboxes };
  const paid = deps.payments ? (deps as typeof deps & Pick<AppDeps, 'payments'>) : null;
  outboxes.deliveries = bind(deliveryOutbox, deps);
  outboxes.refunds = paid ? bind(refundOutbox, paid) : withoutProvider('refunds');
  outboxes.intentCancellations = paid ? bind(intentCancellationOutbox, paid) : withoutProvider('intent cancellations');
  outboxes.payouts = paid ? bind(payoutOutbox, paid) : withoutProvider('payouts');
  outboxes.payoutReversals = paid ? bind(payoutReversalOutbox, paid) : withoutProvider('payout reversals');
  return deps;
}
