import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { devClock } from '@/server/db/tables';
import type { Clock } from '@/server/lib/clock';
import { createPgListener } from '@/server/lib/pg-listener';

/** The channel an advance notifies with the new offset, in the transaction that stores it. */
const CHANNEL = 'dev_clock';

/** The clock outside production: the wall clock plus an offset that only grows (docs/decisions/0054). */
export interface DevClock extends Clock {
  /**
   * Moves the clock to `to(now)` for every process on this database, or answers null (and moves nothing) when that
   * is not after now: the clock never goes back. The returned time is the new now.
   */
  advance(to: (now: Date) => Date): Promise<Date | null>;
  stop(): Promise<void>;
}

export function isDevClock(clock: Clock): clock is DevClock {
  return typeof (clock as Partial<DevClock>).advance === 'function';
}

async function readOffset(db: Db): Promise<number> {
  const [row] = await db.select({ offsetMs: devClock.offsetMs }).from(devClock).where(eq(devClock.id, 1));
  return row?.offsetMs ?? 0;
}

/**
 * The shared development clock. The offset lives in PostgreSQL's one-row dev_clock table (so it survives a restart)
 * and is read at start; other processes (the job runner, a second app) learn of an advance through LISTEN/NOTIFY
 * at once, and re-read it whenever their listener (re)connects, catching what was notified while it was away.
 * `now()` stays synchronous: it adds the last known offset to the wall clock.
 */
export async function startDevClock(db: Db): Promise<DevClock> {
  // A database that is away at start (the app starts anyway and answers 503) gives the wall clock until the listener
  // connects and reads the offset.
  let offsetMs = await readOffset(db).catch(() => 0);
  // The offset only grows: a late or repeated notification never moves the clock back.
  const learn = (ms: number) => {
    if (Number.isFinite(ms)) offsetMs = Math.max(offsetMs, ms);
  };
  const listener = createPgListener(db, CHANNEL, {
    onNotification: (payload) => learn(Number(payload)),
    onListening: async () => learn(await readOffset(db)),
  });
  await listener.start();

  return {
    now: () => new Date(Date.now() + offsetMs),
    async advance(to) {
      const moved = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(devClock).where(eq(devClock.id, 1)).for('update');
        const wall = Date.now();
        const current = wall + Math.max(row?.offsetMs ?? 0, offsetMs);
        const target = to(new Date(current)).getTime();
        if (!(target > current)) return null;
        const next = target - wall;
        await tx
          .insert(devClock)
          .values({ id: 1, offsetMs: next })
          .onConflictDoUpdate({ target: devClock.id, set: { offsetMs: next, updatedAt: new Date(wall) } });
        await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(next)})`);
        return next;
      });
      if (moved === null) return null;
      learn(moved);
      return new Date(Date.now() + offsetMs);
    },
    stop: () => listener.stop(),
  };
}
