import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveEvents } from '@/server/db/tables';
import { JOBS } from '@/server/job-registry';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';
import { LIVE_EVENTS_PRUNE_QUEUE, pruneLiveEvents } from './jobs';
import { publishLive } from './publish';

describe('pruning the live events', async () => {
  const { db } = await createTestApp();

  it('deletes the rows older than 24 hours, keeps the younger ones, and is a registered job', async () => {
    const user = await signedInUser(db);
    const ids = await db.transaction((tx) =>
      publishLive(tx, [
        { userId: user.id, type: 'conversation', payload: { conversationId: 1 } },
        { userId: user.id, type: 'conversation', payload: { conversationId: 2 } },
      ]),
    );
    const now = new Date();
    await db
      .update(liveEvents)
      .set({ createdAt: new Date(now.getTime() - 24 * 3600 * 1000 - 1000) })
      .where(eq(liveEvents.id, ids[0]));
    await db
      .update(liveEvents)
      .set({ createdAt: new Date(now.getTime() - 23 * 3600 * 1000) })
      .where(eq(liveEvents.id, ids[1]));
    expect(await pruneLiveEvents(db, now)).toBe(1);
    const left = await db.select({ id: liveEvents.id }).from(liveEvents).where(inArray(liveEvents.id, ids));
    expect(left.map((r) => r.id)).toEqual([ids[1]]);
    expect(JOBS.find((j) => j.queue === LIVE_EVENTS_PRUNE_QUEUE)?.schedule).toBeDefined();
  });
});
