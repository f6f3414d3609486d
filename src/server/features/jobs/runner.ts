import { PgBoss } from 'pg-boss';
import { MARKET_TIME_ZONE } from '@/shared/domain/dates';
import type { AppDeps } from '../../app-deps';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import { runRentalSchedule } from './rental-schedule';

/** The queue of the booking process's clock moves (jobs/rental-schedule.ts). */
export const RENTAL_SCHEDULE_QUEUE = 'rental-schedule';
/** Every minute: expiry and starts are then at most a minute late. */
const EVERY_MINUTE = '* * * * *';

export interface JobRunner {
  /** Queues a run of the rental schedule now (at most one waits: the queue is exclusive). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * The app's background jobs on pg-boss, in the app's own PostgreSQL (schema pgboss, created on first start). Safe
 * with several app processes: the cron schedule is stored once and sends one job per minute whoever's clock fires
 * first, the `exclusive` queue holds at most one job queued or running (a slow run is never doubled), and each job is
 * fetched by one worker (SKIP LOCKED). The job itself is idempotent besides. A failed run is not retried: the next
 * minute's run does the same work.
 */
export async function startJobRunner(deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>, connectionString: string, log: Log): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString, max: 3, application_name: 'wypozyczalnia-jobs' });
  // Once stopping, the pool's connections closing as the database stops are expected, not errors worth a log line.
  let stopping = false;
  // While the database is away (restarting, or an external one down) pg-boss keeps polling and fails every couple of
  // seconds until it is back; one line per outage says so, not one per poll (a job that runs ends the outage).
  let databaseAway = false;
  boss.on('error', (err) => {
    if (stopping) return;
    if (isDatabaseUnavailable(err)) {
      if (!databaseAway) log.error({ err }, 'job queue: database unavailable, retrying');
      databaseAway = true;
      return;
    }
    log.error({ err }, 'job queue error');
  });
  await boss.start();
  await boss.createQueue(RENTAL_SCHEDULE_QUEUE, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 });
  await boss.schedule(RENTAL_SCHEDULE_QUEUE, EVERY_MINUTE, null, { tz: MARKET_TIME_ZONE });
  await boss.work(RENTAL_SCHEDULE_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    databaseAway = false;
    try {
      await runRentalSchedule(deps, new Date(), log);
    } catch (err) {
      log.error({ err }, 'rental schedule failed');
      throw err;
    }
  });
  return {
    runNow: async () => {
      await boss.send(RENTAL_SCHEDULE_QUEUE, null);
    },
    stop: async () => {
      stopping = true;
      // Bounded well below the app's shutdown deadline: a run that is stuck is abandoned (the next one redoes it).
      await boss.stop({ graceful: true, timeout: 4_000 });
    },
  };
}
