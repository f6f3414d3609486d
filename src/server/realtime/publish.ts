import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { liveEvents } from '@/server/db/tables';
import type { LiveEventType, LivePayload } from '@/shared/schemas/live-events';

/** The channel every app process LISTENs on (hub.ts). */
export const LIVE_CHANNEL = 'live_events';
/** The advisory lock that hands out live_events ids in commit order (see publishLive). */
const ORDER_LOCK = 7_110_028;

export type LiveEventInput = {
  [T in LiveEventType]: { userId: number; type: T; payload: LivePayload<T> };
}[LiveEventType];

/**
 * Writes the events in the caller's transaction and announces their id range. PostgreSQL delivers a NOTIFY at commit
 * and drops it on rollback, so no one sees an event whose change did not happen; the payload is ids only (the rows
 * hold the data). The transaction-level lock makes ids follow commit order: a row visible to a reader has a smaller id
 * than any row still to commit, so "the rows after id N" (a Last-Event-ID replay, a listener catching up) never skips
 * one that committed late. PostgreSQL already serialises the commits of notifying transactions, so the lock costs only
 * the span from this call to the commit. Take every row lock before calling it (best: call it last), else a
 * transaction holding such a row and waiting to publish deadlocks with this one (docs/decisions/0028).
 */
export async function publishLive(tx: DbOrTx, events: readonly LiveEventInput[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = events.map((e) => ({ user_id: e.userId, type: e.type, payload: e.payload }));
  // One statement (lock, insert, notify), so that the span under the lock is one round trip and the commit. The
  // insert reads the materialised lock row, so its ids are drawn only once the lock is held.
  const result = await tx.execute<{ ids: string[] }>(sql`
    WITH ordered AS MATERIALIZED (SELECT pg_advisory_xact_lock(${ORDER_LOCK}::bigint)),
    written AS (
      INSERT INTO ${liveEvents} (user_id, type, payload)
      SELECT e.user_id, e.type, e.payload
      FROM ordered, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(user_id int, type text, payload jsonb)
      RETURNING id
    )
    SELECT array_agg(id ORDER BY id) AS ids, pg_notify(${LIVE_CHANNEL}, min(id) || '-' || max(id)) FROM written`);
  return result.rows[0].ids.map(Number);
}

/** The notice of ended sessions on the live channel: `s:<userId>` (an event range is `<min>-<max>`). */
export const SESSIONS_ENDED_PREFIX = 's:';

/**
 * Tells every app process that sessions of this user ended (logout, logout elsewhere, a new password, a deleted
 * account): each checks the sessions of that user's open streams at once and ends the dead ones (hub.ts). Sent in the
 * caller's transaction, it arrives after the deletion committed and before any event committed later.
 */
export async function announceSessionsEnded(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${`${SESSIONS_ENDED_PREFIX}${userId}`})`);
}
