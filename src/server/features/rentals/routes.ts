import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRentalSchema, rentalSchema } from '@/shared/schemas/rentals';
import type { AppDeps } from '../../app-deps';
import { authenticated, requireUser } from '../../plugins/session';
import { toRental } from './serialize';
import { createRental } from './service';

export const rentalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post('/api/rentals', { preValidation: authenticated, schema: { body: createRentalSchema, response: { 201: rentalSchema } } }, async (req, reply) => {
    const rental = await createRental(db, requireUser(req), req.body);
    return reply.status(201).send(toRental(rental));
  });
};
