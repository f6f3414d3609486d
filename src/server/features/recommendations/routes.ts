import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@/shared/schemas/common';
import { recommendationsQuerySchema, recommendationsSchema } from '@/shared/schemas/recommendations';
import type { AppDeps } from '@/server/app-deps';
import { AppError } from '@/server/lib/errors';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { recommendFor } from './service';

const userIdParamSchema = z.object({ userId: idParamSchema.shape.id });

/** The signed-in user's own recommendations (issue 13 §3): visitors 401, another user's 403. */
export const recommendationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.get(
    '/api/recommendations',
    {
      onRequest: authenticated,
      schema: { querystring: recommendationsQuerySchema, response: { 200: recommendationsSchema } },
    },
    async (req) => recommendFor(db, requireUser(req).id, req.query, clock.now()),
  );

  // The spec's call, keyed by user id: only one's own.
  app.get(
    '/api/recommendations/:userId',
    {
      onRequest: authenticated,
      schema: {
        params: userIdParamSchema,
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsSchema },
      },
    },
    async (req) => {
      const me = requireUser(req);
      if (req.params.userId !== me.id) throw new AppError('FORBIDDEN');
      return recommendFor(db, me.id, req.query, clock.now());
    },
  );
};
