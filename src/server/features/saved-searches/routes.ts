import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@/shared/schemas/common';
import {
  savedSearchesSchema,
  savedSearchInputSchema,
  savedSearchSchema,
  unsubscribeBodySchema,
  unsubscribedSchema,
  unsubscribeQuerySchema,
} from '@/shared/schemas/favourites';
import type { AppDeps } from '@/server/app-deps';
import { AppError } from '@/server/lib/errors';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { deleteSavedSearch, listSavedSearches, saveSearch, unsubscribe } from './service';

/**
 * The one-click unsubscribe (RFC 8058) in a scope of its own: a mail client POSTs `List-Unsubscribe=One-Click` as a
 * form to the List-Unsubscribe address, whose query holds the secret; the page of the e-mail's link sends it as JSON.
 * The form's body says nothing else, so it is accepted and ignored. A public write: the secret is the capability.
 */
const unsubscribeRoute: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  app.post(
    '/api/saved-searches/unsubscribe',
    {
      schema: {
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: { 200: unsubscribedSchema },
      },
    },
    async (req) => {
      const token = req.body?.token ?? req.query.token;
      if (!token) throw new AppError('INVALID_TOKEN');
      return unsubscribe(db, token);
    },
  );
};

/** The signed-in user's saved searches (issue 26 §5): only ever one's own (another's is 404); visitors 401. */
export const savedSearchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, clock } = deps;
  await app.register(unsubscribeRoute, deps);

  app.get(
    '/api/saved-searches',
    { onRequest: authenticated, schema: { response: { 200: savedSearchesSchema } } },
    async (req) => listSavedSearches(db, requireUser(req).id),
  );

  app.post(
    '/api/saved-searches',
    {
      onRequest: authenticated,
      schema: { body: savedSearchInputSchema, response: { 200: savedSearchSchema, 201: savedSearchSchema } },
    },
    async (req, reply) => {
      const { search, created } = await saveSearch(db, requireUser(req).id, req.body, clock.now());
      return reply.status(created ? 201 : 200).send(search);
    },
  );

  app.delete(
    '/api/saved-searches/:id',
    { onRequest: authenticated, schema: { params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteSavedSearch(db, requireUser(req).id, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
