import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addIsoDuration, parseIsoDuration } from '@/shared/domain/iso-duration';
import { advanceDevClockSchema, devClockSchema } from '@/shared/schemas/dev-clock';
import type { AppDeps } from '@/server/app-deps';
import type { JobDefinition } from '@/server/jobs/types';
import type { DevClock } from './dev-clock';
import { AppError } from '@/server/lib/errors';
import { thisMachineOrAdmin } from '@/server/features/outbox/public';
import { runJobsOnce } from './run-jobs';

export interface DevClockRouteOptions extends AppDeps {
  clock: DevClock;
  /** The registered jobs (job-registry.ts), handed in by app.ts: a feature does not import the registry. */
  jobs: readonly JobDefinition[];
}

/**
 * The development clock (docs/decisions/0054): read it, or move it forward and run at once what became due, so a
 * test or a demo sees a request expire or a rental start without waiting. Registered only outside production (404
 * there), and guarded like the dev outbox: this machine or a signed-in administrator.
 */
export const devClockRoutes: FastifyPluginAsyncZod<DevClockRouteOptions> = async (app, deps) => {
  const { clock, jobs } = deps;
  app.addHook('onRequest', thisMachineOrAdmin(deps.config.publicUrl));

  app.get('/api/dev/clock', { schema: { response: { 200: devClockSchema } } }, () => ({
    now: clock.now().toISOString(),
  }));

  app.post(
    '/api/dev/clock',
    { schema: { body: advanceDevClockSchema, response: { 200: devClockSchema } } },
    async (req) => {
      const { advanceBy, at } = req.body;
      const moved = await clock.advance((now) =>
        // The schema let through exactly one of them, and only a duration parseIsoDuration reads.
        at !== undefined ? new Date(at) : addIsoDuration(now, parseIsoDuration(advanceBy!)!),
      );
      if (!moved) throw new AppError('CLOCK_NOT_FORWARD');
      await runJobsOnce(deps, jobs, clock, req.log);
      return { now: clock.now().toISOString() };
    },
  );
};
