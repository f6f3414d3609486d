import type { Db, DbOrTx } from '@/server/db/client';
import type { OutboxLog } from './outbox';

/**
 * The durable side effects the app sends after a commit, one outbox each (docs/decisions/0056): e-mails and SMS,
 * refunds, payment intents' cancellations, the owners' payouts and the reversals of payouts (issue 24).
 */
export const OUTBOX_KINDS = ['deliveries', 'refunds', 'intentCancellations', 'payouts', 'payoutReversals'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** An outbox bound to the app's dependencies (process/compose.ts binds them once). */
export interface BoundOutbox {
  attempt(ids: readonly number[], log: OutboxLog): Promise<void>;
  drain(now: Date, log: OutboxLog): Promise<{ sent: number; failed: number }>;
}
export type Outboxes = { readonly [K in OutboxKind]: BoundOutbox };

/**
 * What a unit of work's code announces while its transaction runs: rows it wrote in an outbox, to be sent once the
 * transaction has committed (never before: a rolled-back change sends nothing).
 */
export interface Effects {
  send(kind: OutboxKind, ids: readonly number[]): void;
}

/** What withEffects needs: the database and the app's outboxes. */
export interface UnitOfWorkDeps {
  db: Db;
  outboxes: Outboxes;
}

const consoleLog: OutboxLog = { error: (obj, msg) => console.error(`[effects] ${msg}`, obj) };

/** A collector of a unit's effects: the ids of each kind, in the order they were announced, each once. */
export function collectEffects(): Effects & { readonly pending: { readonly [K in OutboxKind]: readonly number[] } } {
  const pending: Record<OutboxKind, number[]> = {
    deliveries: [],
    refunds: [],
    intentCancellations: [],
    payouts: [],
    payoutReversals: [],
  };
  return {
    pending,
    send(kind, ids) {
      for (const id of ids) if (!pending[kind].includes(id)) pending[kind].push(id);
    },
  };
}

/**
 * Sends what a committed unit announced, once, in a fixed order: the deliveries (the move's own notices first), then
 * the refunds, the intents' cancellations, the payouts and their reversals. Never throws: what fails stays pending in
 * its outbox for the drain jobs.
 */
export async function sendEffects(
  outboxes: Outboxes,
  pending: { readonly [K in OutboxKind]: readonly number[] },
  log: OutboxLog = consoleLog,
): Promise<void> {
  await outboxes.deliveries.attempt(pending.deliveries, log);
  await outboxes.refunds.attempt(pending.refunds, log);
  await outboxes.intentCancellations.attempt(pending.intentCancellations, log);
  await outboxes.payouts.attempt(pending.payouts, log);
  await outboxes.payoutReversals.attempt(pending.payoutReversals, log);
}

/**
 * One unit of work (docs/decisions/0056): `work` runs in one transaction and puts the durable side effects it causes
 * on `fx` (rows it wrote in an outbox, with their ids); once the transaction commits they are sent, once. This is the
 * only place that sends after a commit: no caller finishes the door's work by hand.
 */
export async function withEffects<T>(
  deps: UnitOfWorkDeps,
  work: (tx: DbOrTx, fx: Effects) => Promise<T>,
  log?: OutboxLog,
): Promise<T> {
  const fx = collectEffects();
  const result = await deps.db.transaction((tx) => work(tx, fx));
  await sendEffects(deps.outboxes, fx.pending, log);
  return result;
}
