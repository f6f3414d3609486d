import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DataExportDownloadQuerySchema, DataExportStateSchema } from '@/shared/schemas/data-export';
import type { AppDeps } from '@/server/app-deps';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { ROUTES } from '@/shared/constants/routes';
import { EXPORT_LINK_PARAM, type ExportLinkRefusal } from '@/shared/domain/legal';
import type { ErrorCode } from '@/shared/errors';
import { AppError } from '@/server/lib/errors';
import { buildWaitingExports, downloadExport, exportState, requestExport } from './service';

const LINK_REFUSALS: Partial<Record<ErrorCode, ExportLinkRefusal>> = {
  EXPORT_LINK_USED: 'used',
  EXPORT_LINK_EXPIRED: 'expired',
  NOT_FOUND: 'unknown',
};

/** The profile in the signed-in user's language, else the browser's (the link may be opened on another device). */
const languageOf = (req: FastifyRequest) => req.user?.language ?? req.lang;

/** A browser following a link asks for HTML first; fetch and API clients ask for JSON or anything. */
const wantsPage = (accept: string | undefined) => /^\s*text\/html/.test(accept ?? '');

/**
 * The self-service data export (issue 27 §3, docs/decisions/0073): ask for it, see its state, download it once.
 * A new export is built at once after the request's commit; the `data-exports` job builds whatever that left.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // The builds started by requests, and the downloads' endings being recorded: the app waits for them when it closes
  // (never a build cut off mid-transaction, never a finished download left unrecorded).
  const building = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    building.add(work);
    void work.finally(() => building.delete(work));
  };
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
        track(build);
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
    // No automatic HEAD: it runs this handler, so a mail scanner's HEAD would use up the single-use link.
    { exposeHeadRoute: false, schema: { querystring: DataExportDownloadQuerySchema } },
    async (req, reply) => {
      let file: Awaited<ReturnType<typeof downloadExport>>;
      try {
        file = await downloadExport(deps, req.query.token, req.log);
      } catch (e) {
        // The e-mail's button is a browser's navigation: a used, expired or unknown link leads to the profile's card,
        // which says why and offers a new copy, instead of a page of JSON. API clients keep the 410/404 answer.
        const reason = e instanceof AppError ? LINK_REFUSALS[e.code] : undefined;
        if (reason && wantsPage(req.headers.accept))
          return reply.redirect(
            `${ROUTES.profile[languageOf(req) === 'en' ? 0 : 1]}?${EXPORT_LINK_PARAM}=${reason}`,
            303,
          );
        throw e;
      }
      const { data, filename } = file;
      // Used once the whole file is handed to the connection; a connection closed before that gives the link back.
      const ended = file;
      let sentWhole = false;
      reply.raw.once('finish', () => (sentWhole = true));
      reply.raw.once('close', () => {
        track(
          (sentWhole ? ended.sent() : ended.cut()).catch((err) =>
            req.log.error({ err }, 'data export: could not record how the download ended'),
          ),
        );
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
