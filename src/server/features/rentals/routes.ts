import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { todayIso } from '@/shared/domain/dates';
import { idParamSchema } from '@/shared/schemas/common';
import { TOTAL_COUNT_HEADER } from '@/shared/schemas/pagination';
import {
  acceptRentalBodySchema,
  createRentalSchema,
  rentalCountsSchema,
  rentalListQuerySchema,
  rentalSchema,
  rentalStatusBodySchema,
  rentalViewSchema,
  type RentalListQuery,
} from '@/shared/schemas/rentals';
import type { AppDeps } from '@/server/app-deps';
import { rentals } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { consumeUserLimit } from '@/server/limits/user-limits';
import { withEffects } from '@/server/effects/unit-of-work';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { moveRental, type UserMove } from './moves';
import { countRentals, findRentalViewFor, rentalCountsOf, selectRentalViews } from './queries';
import { toRental, toRentalView } from './serialize';
import { createRental } from './service';

const rentalViewListSchema = z.array(rentalViewSchema);
const rentalIdParamSchema = z.object({ rentalId: idParamSchema.shape.id });
/** The moves made with an empty body: PUT /api/rentals/{id}/<move> (accept's body is optional, below). */
const PUT_MOVES: UserMove[] = ['decline', 'cancel', 'complete'];

export const rentalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.post(
    '/api/rentals',
    { onRequest: authenticated, schema: { body: createRentalSchema, response: { 201: rentalSchema } } },
    async (req, reply) => {
      const me = requireUser(req);
      // Counted with the request it lets through: one that fails (a conflict, a duplicate) counts nothing.
      const rental = await withEffects(
        deps,
        async (tx, fx) => {
          await consumeUserLimit(tx, 'bookingRequests', me.id, 1, deps.clock.now());
          return createRental(tx, fx, deps.process, me, req.body, deps.clock.now());
        },
        req.log,
      );
      return reply.status(201).send(toRental(rental));
    },
  );

  /**
   * One side's list: whole without `limit` (the spec's calls), else one page with the total in X-Total-Count, both
   * read in one snapshot so that they agree.
   */
  async function listOf(
    side: SQL,
    q: RentalListQuery,
    userId: number,
    reply: { header(k: string, v: string): unknown },
  ) {
    const where = and(side, q.status ? inArray(rentals.status, q.status) : undefined);
    const page = q.limit === undefined ? undefined : { limit: q.limit, offset: (q.page - 1) * q.limit };
    const [rows, total] = await db.transaction(
      async (tx) => {
        const list = await selectRentalViews(tx, where, page);
        return [list, page ? await countRentals(tx, where) : list.length] as const;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    reply.header(TOTAL_COUNT_HEADER, String(total));
    const today = todayIso(deps.clock.now());
    return rows.map((r) => toRentalView(r, userId, today));
  }

  const list = {
    onRequest: authenticated,
    schema: { querystring: rentalListQuerySchema, response: { 200: rentalViewListSchema } },
  };
  // Rentals of the items I own, whatever their status.
  app.get('/api/rentals/incoming', list, async (req, reply) => {
    const me = requireUser(req);
    return listOf(eq(rentals.ownerId, me.id), req.query, me.id, reply);
  });
  // My own rentals as the renter; /user is the spec's name for the same list.
  for (const url of ['/api/rentals/outgoing', '/api/rentals/user']) {
    app.get(url, list, async (req, reply) => {
      const me = requireUser(req);
      return listOf(eq(rentals.renterId, me.id), req.query, me.id, reply);
    });
  }

  // The tabs' counts per status, whatever page each list shows.
  app.get(
    '/api/rentals/counts',
    { onRequest: authenticated, schema: { response: { 200: rentalCountsSchema } } },
    async (req) => rentalCountsOf(db, requireUser(req).id, todayIso(deps.clock.now())),
  );

  app.get(
    '/api/rentals/:id',
    { onRequest: authenticated, schema: { params: idParamSchema, response: { 200: rentalViewSchema } } },
    async (req) => {
      const me = requireUser(req);
      const view = await findRentalViewFor(db, req.params.id, me.id);
      if (!view) throw new AppError('NOT_FOUND');
      return toRentalView(view, me.id, todayIso(deps.clock.now()));
    },
  );

  // The owner accepts, optionally with the agreed handover times (issue 26 §3); without a body as before.
  app.put(
    '/api/rentals/:id/accept',
    {
      onRequest: authenticated,
      // No body at all (the spec's call) is the empty one: the proposal stands.
      preValidation: async (req) => {
        req.body ??= {};
      },
      schema: { params: idParamSchema, body: acceptRentalBodySchema, response: { 200: rentalViewSchema } },
    },
    async (req) => {
      const me = requireUser(req);
      const moved = await moveRental(deps, me, req.params.id, 'accept', { log: req.log, times: req.body });
      return toRentalView(moved, me.id, todayIso(deps.clock.now()));
    },
  );

  for (const move of PUT_MOVES) {
    app.put(
      `/api/rentals/:id/${move}`,
      { onRequest: authenticated, schema: { params: idParamSchema, response: { 200: rentalViewSchema } } },
      async (req) => {
        const me = requireUser(req);
        const moved = await moveRental(deps, me, req.params.id, move, { log: req.log });
        return toRentalView(moved, me.id, todayIso(deps.clock.now()));
      },
    );
  }

  app.patch(
    '/api/rentals/:rentalId/status',
    {
      onRequest: authenticated,
      schema: { params: rentalIdParamSchema, body: rentalStatusBodySchema, response: { 200: rentalViewSchema } },
    },
    async (req) => {
      const me = requireUser(req);
      const { status, ...times } = req.body;
      const move = status === 'confirmed' ? 'accept' : 'decline';
      const moved = await moveRental(deps, me, req.params.rentalId, move, { log: req.log, times });
      return toRentalView(moved, me.id, todayIso(deps.clock.now()));
    },
  );
};
