import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParamsSchema } from '@/shared/schemas/admin';
import {
  adminRefundAnswerSchema,
  adminRefundBodySchema,
  earningsSchema,
  failedMoneySchema,
  payoutAccountLinkBodySchema,
  payoutAccountLinkSchema,
  payoutAccountSchema,
  payoutListSchema,
  rentalIdParamsSchema,
} from '@/shared/schemas/payouts';
import type { AppDeps } from '@/server/app-deps';
import { authenticated, requireAdmin, requireUser } from '@/server/features/auth/public';
import { adminRefund, failedMoney, retryMoney } from './admin-money';
import { earningsCsv, earningsOf, payoutsOf, toPayout } from './earnings';
import { payoutAccountFor, payoutAccountLink } from './payout-accounts';

const csvQuerySchema = z.object({ lang: z.enum(['pl', 'en']).optional() });
const retriedSchema = z.object({ id: z.number().int(), status: z.string() });

/**
 * The owner's payouts (issue 24 §5): the payout account and its onboarding link, the payout history, the earnings and
 * their CSV — each about the session's user only — and the admin's refund of a paid rental, the failed payouts and
 * refunds and their retry (admin only: 401 for a visitor, 403 for a user).
 */
export const payoutRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signedIn = { onRequest: authenticated };
  const admin = { onRequest: [authenticated, requireAdmin] };

  app.get('/api/payouts/account', { ...signedIn, schema: { response: { 200: payoutAccountSchema } } }, async (req) =>
    payoutAccountFor(deps, requireUser(req).id, req.log),
  );

  app.post(
    '/api/payouts/account',
    { ...signedIn, schema: { body: payoutAccountLinkBodySchema, response: { 200: payoutAccountLinkSchema } } },
    async (req) => payoutAccountLink(deps, requireUser(req).id, req.body?.lang ?? req.lang),
  );

  app.get('/api/payouts', { ...signedIn, schema: { response: { 200: payoutListSchema } } }, async (req) =>
    (await payoutsOf(deps.db, requireUser(req).id)).map(toPayout),
  );

  app.get('/api/earnings', { ...signedIn, schema: { response: { 200: earningsSchema } } }, async (req) =>
    earningsOf(deps.db, requireUser(req).id, deps.clock.now()),
  );

  app.get('/api/earnings.csv', { ...signedIn, schema: { querystring: csvQuerySchema } }, async (req, reply) => {
    const lang = req.query.lang ?? req.lang;
    const csv = await earningsCsv(deps.db, requireUser(req).id, lang);
    const name = lang === 'pl' ? 'zarobki.csv' : 'earnings.csv';
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(`\uFEFF${csv}`);
  });

  app.post(
    '/api/admin/rentals/:id/refund',
    {
      ...admin,
      schema: { params: rentalIdParamsSchema, body: adminRefundBodySchema, response: { 200: adminRefundAnswerSchema } },
    },
    async (req) => adminRefund(deps, requireUser(req).id, req.params.id, req.body, req.log),
  );

  app.get('/api/admin/payments/failed', { ...admin, schema: { response: { 200: failedMoneySchema } } }, async () =>
    failedMoney(deps),
  );

  for (const kind of ['payout', 'refund'] as const) {
    app.post(
      `/api/admin/${kind}s/:id/retry`,
      { ...admin, schema: { params: adminIdParamsSchema, response: { 200: retriedSchema } } },
      async (req) => retryMoney(deps, requireUser(req).id, kind, req.params.id, req.log),
    );
  }
};
