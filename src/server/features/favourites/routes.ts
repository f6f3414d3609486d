import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favouriteIdsSchema,
  favouriteItemParamsSchema,
  favouritesSchema,
  savedFavouriteSchema,
} from '@/shared/schemas/favourites';
import type { AppDeps } from '@/server/app-deps';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { favouriteIds, listFavourites, removeFavourite, saveFavourite } from './service';

/** The signed-in user's kept items (issue 26 §5): only ever one's own; visitors 401. */
export const favouriteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.get(
    '/api/favourites',
    { onRequest: authenticated, schema: { response: { 200: favouritesSchema } } },
    async (req) => listFavourites(db, requireUser(req).id),
  );

  app.get(
    '/api/favourites/ids',
    { onRequest: authenticated, schema: { response: { 200: favouriteIdsSchema } } },
    async (req) => ({ itemIds: await favouriteIds(db, requireUser(req).id) }),
  );

  app.put(
    '/api/favourites/:itemId',
    {
      onRequest: authenticated,
      schema: { params: favouriteItemParamsSchema, response: { 200: savedFavouriteSchema } },
    },
    async (req) => saveFavourite(db, requireUser(req).id, req.params.itemId, clock.now()),
  );

  app.delete(
    '/api/favourites/:itemId',
    { onRequest: authenticated, schema: { params: favouriteItemParamsSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await removeFavourite(db, requireUser(req).id, req.params.itemId);
      return reply.status(204).send(null);
    },
  );
};
