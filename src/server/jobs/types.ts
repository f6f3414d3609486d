import type { Queue } from 'pg-boss';
import type { AppDeps } from '@/server/app-deps';

/**
 * What a job receives: no storage and no request, only what background work needs. The payment provider is there
 * for the payments' jobs (server.ts passes it); a job that needs it refuses to run without it.
 */
export type JobDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'clock' | 'process' | 'outboxes'> &
  Partial<Pick<AppDeps, 'payments' | 'sms' | 'documents'>> & {
    /**
     * The app's own catalogue search when the jobs run in an app's process (server.ts): the catalogue-snapshot job
     * writes its index instead of building a second one. Undefined in a process without one.
     */
    search?: { writeSnapshot(): Promise<{ version: number; items: number } | undefined> };
  };

export interface JobLog {
  error(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

/** One queue a feature declares in its jobs.ts; job-registry.ts lists them all and jobs/runner.ts runs them. */
export interface JobDefinition {
  /** pg-boss queue name */
  queue: string;
  /** pg-boss queue options (policy, retryLimit, retryDelay, retryBackoff, expireInSeconds, deleteAfterSeconds ...) */
  options?: Omit<Queue, 'name'>;
  /** cron, evaluated in Europe/Warsaw */
  schedule?: string;
  run(deps: JobDeps, now: Date, log: JobLog): Promise<void>;
}
