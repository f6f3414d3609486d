import { lt } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { liveEvents } from '@/server/db/tables';
import type { JobDefinition } from '@/server/jobs/types';

/** The queue of the live events' pruning. */
export const LIVE_EVENTS_PRUNE_QUEUE = 'live-events-prune';
/** How long a live event can be replayed: a browser away longer refetches its lists anyway when it comes back. */
export const LIVE_EVENTS_KEEP_MS = 24 * 3600 * 1000;

/** Deletes the live events older than a day; returns how many. */
export async function pruneLiveEvents(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, new Date(now.getTime() - LIVE_EVENTS_KEEP_MS)))
    .returning({ id: liveEvents.id });
  return gone.length;
}

/** Every hour; a missed run only leaves rows an hour longer, so no retries. */
export const liveEventJobs: JobDefinition[] = [
  {
    queue: LIVE_EVENTS_PRUNE_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '17 * * * *',
    run: async (deps, now) => {
      await pruneLiveEvents(deps.db, now);
    },
  },
];
