import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DataExportDownloadQuerySchema, DataExportStateSchema } from '@/shared/schemas/data-export';
import type { AppDeps } from '@/server/app-deps';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { buildWaitingExports, downloadExport, exportState, requestExport } from './service';

/**
 * The self-service data export (issue 27 §3, docs/decisions/0073): ask for it, see its state, download it once.
 * A new export is built at once after the request's commit; the `data-exports` job builds whatever that left.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // The builds started by requests: the app waits for them when it closes (never a build cut off mid-transaction).
  const building = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...building]);
  });

  app.post(
    '/api/users/me/export',
    { onRequest: authenticated, schema: { response: { 202: DataExportStateSchema } } },
    async (req, reply) => {
      const user = requireUser(req);
      const { id, created } = await requestExport(deps, user.id);
      if (created) {
        // The row is the durable ask; this only saves the job's minute. Its failures stay on the row for the job.
        const build = buildWaitingExports(deps, req.log, [id]).catch((err) =>
          req.log.error({ err, dataExportId: id }, 'data export: the first build failed; the job will retry'),
        );
        building.add(build);
        void build.finally(() => building.delete(build));
      }
      return reply.status(202).send(await exportState(deps, user.id));
    },
  );

  app.get(
    '/api/users/me/export',
    { onRequest: authenticated, schema: { response: { 200: DataExportStateSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return exportState(deps, requireUser(req).id);
    },
  );

  // The token alone opens it (an e-mailed link is often opened on another device): single use, 24 hours.
  app.get(
    '/api/users/me/export/download',
    { schema: { querystring: DataExportDownloadQuerySchema } },
    async (req, reply) => {
      const { data, filename } = await downloadExport(deps, req.query.token, req.log);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
