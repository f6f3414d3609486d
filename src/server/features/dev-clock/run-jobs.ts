import type { Clock } from '@/server/lib/clock';
import type { JobDefinition, JobDeps, JobLog } from '@/server/jobs/types';

/**
 * Every job once, in the registry's order, each awaited, at the clock's now: after an advance, what became due
 * (expiry, starts, completions, deposit releases, the review window, deliveries) is done before the answer. The jobs
 * are idempotent and safe beside the job runner's own runs. One failing job does not keep the others from running;
 * the first failure is thrown once all have run.
 */
export async function runJobsOnce(
  deps: JobDeps,
  jobs: readonly JobDefinition[],
  clock: Clock,
  log: JobLog,
): Promise<void> {
  let failure: Error | undefined;
  for (const job of jobs) {
    try {
      await job.run(deps, clock.now(), log);
    } catch (err) {
      log.error({ err, queue: job.queue }, 'job failed after the dev clock moved');
      failure ??= err instanceof Error ? err : new Error(String(err));
    }
  }
  if (failure !== undefined) throw failure;
}
