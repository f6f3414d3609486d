import { PgBoss } from 'pg-boss';
import { MARKET_TIME_ZONE } from '@/shared/domain/dates';
import { isDatabaseUnavailable } from '@/server/lib/database-unavailable';
import type { JobDefinition, JobDeps, JobLog } from './types';

export interface JobRunner {
  /** Queues a run of one registered queue now (with an exclusive queue, at most one waits). */
  runNow(queue: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The app's background jobs on pg-boss, in the app's own PostgreSQL (schema pgboss, created on first start): the
 * ones given, in the app the registry's (job-registry.ts). The registry is passed in, not imported: it lists the
 * features' jobs, and this runner sits below the features. Safe with several app processes: a cron schedule is
 * stored once and sends one job per tick whoever's clock fires first, an `exclusive` queue holds at most one job
 * queued or running, and each job is fetched by one worker (SKIP LOCKED). The jobs themselves are idempotent besides.
 */
export async function startJobRunner(
  deps: JobDeps,
  connectionString: string,
  log: JobLog,
  jobs: readonly JobDefinition[],
): Promise<JobRunner> {
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
  for (const job of jobs) {
    await boss.createQueue(job.queue, job.options ?? {});
    if (job.schedule) await boss.schedule(job.queue, job.schedule, null, { tz: MARKET_TIME_ZONE });
    await boss.work(job.queue, { pollingIntervalSeconds: 2 }, async () => {
      databaseAway = false;
      try {
        await job.run(deps, deps.clock.now(), log);
      } catch (err) {
        log.error({ err, queue: job.queue }, 'job failed');
        throw err;
      }
    });
  }
  const queues = new Set(jobs.map((j) => j.queue));
  return {
    runNow: async (queue) => {
      if (!queues.has(queue)) throw new Error(`no job queue ${queue}`);
      await boss.send(queue, null);
    },
    stop: async () => {
      stopping = true;
      // Bounded well below the app's shutdown deadline: a run that is stuck is abandoned (the next one redoes it).
      await boss.stop({ graceful: true, timeout: 4_000 });
    },
  };
}
