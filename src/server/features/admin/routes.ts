import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuditQuerySchema,
  adminIdParamsSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  auditEventListSchema,
  failedDeliveryListSchema,
  resolvedReportSchema,
  resolveReportSchema,
  retriedDeliverySchema,
  reviewReportListSchema,
  signupStatsSchema,
} from '@/shared/schemas/admin';
import { TOTAL_COUNT_HEADER } from '@/shared/schemas/pagination';
import type { AppDeps } from '@/server/app-deps';
import { failedDeliveries } from '@/server/effects/deliveries';
import { authenticated, requireAdmin, requireUser } from '@/server/features/auth/public';
import { auditLogPage } from './audit-log';
import { retryDelivery } from './deliveries';
import { openReviewReports, resolveReviewReport } from './review-reports';
import { listUsers, signupStats } from './users';

/**
 * The admin's calls (issue 14 §3, docs/decisions/0039-administration.md). Every one is guarded by requireAdmin on
 * onRequest: a visitor gets 401 and a user 403 before anything is read or validated. The KYC review calls live
 * with the KYC feature.
 */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  // authenticated first: the house's check that every write route reads no body without a session.
  const guarded = { onRequest: [authenticated, requireAdmin] };

  app.get(
    '/api/admin/users',
    { ...guarded, schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } } },
    async (req, reply) => {
      const { rows, total } = await listUsers(db, req.query);
      void reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows;
    },
  );

  app.get('/api/admin/signup-stats', { ...guarded, schema: { response: { 200: signupStatsSchema } } }, async () =>
    signupStats(db, deps.clock.now()),
  );

  app.get(
    '/api/admin/audit-events',
    { ...guarded, schema: { querystring: adminAuditQuerySchema, response: { 200: auditEventListSchema } } },
    async (req, reply) => {
      const { rows, total } = await auditLogPage(db, req.query);
      void reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows;
    },
  );

  app.get('/api/admin/review-reports', { ...guarded, schema: { response: { 200: reviewReportListSchema } } }, () =>
    openReviewReports(db),
  );

  app.patch(
    '/api/admin/review-reports/:id',
    {
      ...guarded,
      schema: { params: adminIdParamsSchema, body: resolveReportSchema, response: { 200: resolvedReportSchema } },
    },
    async (req) => resolveReviewReport(db, requireUser(req).id, req.params.id, req.body, deps.clock.now()),
  );

  app.get(
    '/api/admin/deliveries/failed',
    { ...guarded, schema: { response: { 200: failedDeliveryListSchema } } },
    async () =>
      (await failedDeliveries(db)).map((d) => ({
        ...d,
        createdAt: d.createdAt.toISOString(),
      })),
  );

  app.post(
    '/api/admin/deliveries/:id/retry',
    { ...guarded, schema: { params: adminIdParamsSchema, response: { 200: retriedDeliverySchema } } },
    async (req) => retryDelivery(deps, requireUser(req).id, req.params.id, req.log, deps.clock.now()),
  );
};
