import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  damageDisputeBodySchema,
  damageReportBodySchema,
  damageReportSchema,
  handoverBodySchema,
  handoverRecordSchema,
} from '@/shared/schemas/damage';
import { idParamSchema } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/app-deps';
import { BODY_LIMITS } from '@/server/lib/body-limits';
import { AppError } from '@/server/lib/errors';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { rentalFor } from './access';
import { addHandover, listHandover } from './handover';
import { photoKey } from './photos';
import { acceptReport, disputeReport, fileReport, listReports, withdrawReport } from './reports';

const rentalParams = z.object({ rentalId: idParamSchema.shape.id });
const photoParams = z.object({ rentalId: idParamSchema.shape.id, name: z.string().max(64) });

/**
 * Handover records and damage reports (issue 25, docs/decisions/0064): the two parties of a rental and
 * administrators read them; only the parties write, each what their side may. Every call needs a session; a stranger
 * gets 404 for the rental (it cannot tell it exists).
 */
export const damageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const withPhotos = { onRequest: authenticated, bodyLimit: BODY_LIMITS.rentalPhotos };

  app.post(
    '/api/rentals/:rentalId/handover',
    {
      ...withPhotos,
      schema: { params: rentalParams, body: handoverBodySchema, response: { 201: handoverRecordSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await addHandover(deps, requireUser(req), req.params.rentalId, req.body)),
  );

  app.get(
    '/api/rentals/:rentalId/handover',
    { onRequest: authenticated, schema: { params: rentalParams, response: { 200: z.array(handoverRecordSchema) } } },
    async (req) => listHandover(deps, requireUser(req), req.params.rentalId),
  );

  /**
   * One photo of a rental (handover, report, dispute), decrypted, to its two parties and administrators only: never
   * cached by anyone else (private), never sniffed into something else. A name that is none, or a file deleted by
   * the retention rules, is 404.
   */
  app.get(
    '/api/rentals/:rentalId/photos/:name',
    { onRequest: authenticated, schema: { params: photoParams } },
    async (req, reply) => {
      const { rentalId, name } = req.params;
      await rentalFor(deps.db, rentalId, requireUser(req));
      const key = photoKey(rentalId, name);
      const file = key ? await deps.documents.get(key) : null;
      if (!file) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.data);
    },
  );

  app.post(
    '/api/rentals/:rentalId/damage-reports',
    {
      ...withPhotos,
      schema: { params: rentalParams, body: damageReportBodySchema, response: { 201: damageReportSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await fileReport(deps, requireUser(req), req.params.rentalId, req.body)),
  );

  app.get(
    '/api/rentals/:rentalId/damage-reports',
    { onRequest: authenticated, schema: { params: rentalParams, response: { 200: z.array(damageReportSchema) } } },
    async (req) => listReports(deps, requireUser(req), req.params.rentalId),
  );

  app.post(
    '/api/damage-reports/:id/accept',
    { onRequest: authenticated, schema: { params: idParamSchema, response: { 200: damageReportSchema } } },
    async (req) => acceptReport(deps, requireUser(req), req.params.id),
  );

  app.post(
    '/api/damage-reports/:id/dispute',
    {
      ...withPhotos,
      schema: { params: idParamSchema, body: damageDisputeBodySchema, response: { 200: damageReportSchema } },
    },
    async (req) => disputeReport(deps, requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/damage-reports/:id/withdraw',
    { onRequest: authenticated, schema: { params: idParamSchema, response: { 200: damageReportSchema } } },
    async (req) => withdrawReport(deps, requireUser(req), req.params.id),
  );
};
