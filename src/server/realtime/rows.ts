import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { liveEvents } from '@/server/db/tables';

/** One live_events row as the streams send it. */
export interface LiveRow {
  id: number;
  userId: number;
  type: string;
  payload: unknown;
}

const columns = { id: liveEvents.id, userId: liveEvents.userId, type: liveEvents.type, payload: liveEvents.payload };

/** Rows after `afterId`, everyone's (a process's listener) or one user's (a replay), oldest first, at most `limit`. */
export function rowsAfter(db: DbOrTx, afterId: number, limit: number, userId?: number): Promise<LiveRow[]> {
  return db
    .select(columns)
    .from(liveEvents)
    .where(and(gt(liveEvents.id, afterId), userId === undefined ? undefined : eq(liveEvents.userId, userId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The newest id written so far (0 for none). */
export async function newestLiveId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  return row?.id ?? 0;
}
