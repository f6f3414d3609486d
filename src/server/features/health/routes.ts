import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '@/server/app-deps';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  /** The process is up. */
  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  /** The database answers; 503 when it does not. */
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
