import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';

/** Where an outbox writes its log lines (a request's logger, a job's, or the console). */
export interface OutboxLog {
  error(obj: object, msg: string): void;
}

/** A table of durable side effects retried with backoff: deliveries, refunds, intent cancellations, payouts. */
export type OutboxTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lastError: PgColumn;
};

/** What every outbox needs of its dependencies: the database outside any transaction, and the app's clock. */
export interface OutboxDeps {
  db: DbOrTx;
  clock: Clock;
}

export interface OutboxDefinition<T extends OutboxTable, D extends OutboxDeps> {
  /** For the log lines. */
  name: string;
  table: T;
  /** After this many failed tries a row is given up: status `failed`, kept with its last error for the admin. */
  maxAttempts: number;
  /** The wait after the n-th failed try is baseMs · 2^(n-1) (the first retry baseMs after the first try). */
  backoff: { baseMs: number };
  /** Rows claimed at once by one pass. */
  batch: number;
  /** The status of a row waiting to be sent ('pending' unless the table names it otherwise: payouts are 'due'). */
  waiting?: string;
  /** Rows this process may claim (deliveries: SMS only where there is a sender); all when undefined. */
  claimable?: (deps: D) => SQL | undefined;
  /** Whether a failure is final at once (a provider's refusal); otherwise retried until maxAttempts. */
  isFinal?: (err: unknown) => boolean;
  /** Also written when a try fails (e.g. `updatedAt`). */
  onFailure?: (now: Date) => Record<string, unknown>;
  /**
   * Sends one claimed row and records its success (in the transaction that applies what success means); throws
   * when it failed: the outbox then records the failure on the row, with its backoff.
   */
  send(deps: D, row: T['$inferSelect'], log: OutboxLog): Promise<void>;
  /** After a row was given up (status failed): e.g. the notice that tells its owner. Its own failure is logged. */
  afterGivenUp?: (deps: D, row: T['$inferSelect'], log: OutboxLog) => Promise<void>;
}

/** One durable outbox: rows written in the transaction that causes them, sent once after it, drained by a job. */
export interface Outbox<D extends OutboxDeps> {
  readonly name: string;
  /**
   * The rows a unit of work just committed, tried at once (only rows never tried: one a drain has taken is left to
   * it). Never throws: what fails stays pending for the drain.
   */
  attempt(deps: D, ids: readonly number[], log: OutboxLog): Promise<void>;
  /** Every due pending row (left by a crash, a failed try, a service down), batch by batch. */
  drain(deps: D, now: Date, log: OutboxLog): Promise<{ sent: number; failed: number }>;
}

/**
 * Claims up to `batch` due pending rows in one statement: each claimed row's attempt is counted and its next attempt
 * moved a backoff away before anything is sent, so another drain (or process) neither waits for it nor takes it
 * again. SKIP LOCKED makes two claims at once split the rows instead of queueing on them.
 */
async function claimDue<T extends OutboxTable>(
  db: DbOrTx,
  table: T,
  due: SQL | undefined,
  now: Date,
  batch: number,
  baseMs: number,
  waiting: string,
): Promise<T['$inferSelect'][]> {
  // Drizzle's builders take a concrete table; the columns used are the OutboxTable's.
  const target: PgTable = table;
  const picked = db
    .select({ id: table.id })
    .from(target)
    .where(and(eq(table.status, waiting), due))
    .orderBy(asc(table.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(target)
    .set({
      attempts: sql`${table.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + ${baseMs}::int * power(2, ${table.attempts}) * interval '1 millisecond'`,
    })
    .where(inArray(table.id, picked))
    .returning();
}

/** An outbox over `table` (docs/decisions/0056): the one retry queue of the app's durable side effects. */
export function createOutbox<T extends OutboxTable, D extends OutboxDeps>(def: OutboxDefinition<T, D>): Outbox<D> {
  const { table } = def;
  const target: PgTable = table;
  const waiting = def.waiting ?? 'pending';

  async function sendAll(deps: D, rows: T['$inferSelect'][], log: OutboxLog) {
    let sent = 0;
    let failed = 0;
    for (const row of rows) {
      const { id, attempts } = row as { id: number; attempts: number };
      try {
        await def.send(deps, row, log);
        sent++;
      } catch (err) {
        failed++;
        const givenUp = attempts >= def.maxAttempts || (def.isFinal?.(err) ?? false);
        await deps.db
          .update(target)
          .set({
            status: givenUp ? 'failed' : waiting,
            lastError: String((err as Error)?.message ?? err).slice(0, 1000),
            ...def.onFailure?.(deps.clock.now()),
          })
          .where(eq(table.id, id));
        log.error(
          { err, [`${def.name}Id`]: id, attempt: attempts },
          givenUp ? `${def.name}: failed for good` : `${def.name}: failed, will retry`,
        );
        if (givenUp && def.afterGivenUp) {
          await def.afterGivenUp(deps, row, log).catch((e: unknown) => {
            log.error({ err: e, [`${def.name}Id`]: id }, `${def.name}: the given-up row's follow-up failed`);
          });
        }
      }
    }
    return { sent, failed };
  }

  return {
    name: def.name,
    async attempt(deps, ids, log) {
      if (ids.length === 0) return;
      try {
        const due = and(inArray(table.id, [...ids]), eq(table.attempts, 0), def.claimable?.(deps)) as SQL;
        const rows = await claimDue(deps.db, table, due, deps.clock.now(), def.batch, def.backoff.baseMs, waiting);
        await sendAll(deps, rows, log);
      } catch (err) {
        log.error({ err }, `${def.name}: not attempted; the drain will`);
      }
    },
    async drain(deps, now, log) {
      const total = { sent: 0, failed: 0 };
      for (;;) {
        const due = and(lte(table.nextAttemptAt, now), def.claimable?.(deps)) as SQL;
        const rows = await claimDue(deps.db, table, due, now, def.batch, def.backoff.baseMs, waiting);
        if (rows.length === 0) return total;
        const r = await sendAll(deps, rows, log);
        total.sent += r.sent;
        total.failed += r.failed;
      }
    },
  };
}
