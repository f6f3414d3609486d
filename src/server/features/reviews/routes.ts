import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REVIEW_REPORT_STATUSES } from '@/shared/domain/reviews';
import { idParamSchema } from '@/shared/schemas/common';
import {
  createReviewSchema,
  pendingReviewsSchema,
  reviewEligibilitySchema,
  reviewListSchema,
  reviewReplySchema,
  reviewReportSchema,
  reviewSchema,
  reviewsPageQuerySchema,
  reviewStatsSchema,
} from '@/shared/schemas/reviews';
import type { AppDeps } from '@/server/app-deps';
import { reviews, users } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { replyToReview, reportReview } from './moderation';
import { pendingReviews, reviewEligibility, reviewStats } from './overview';
import {
  aboutUser,
  findReviewRow,
  selectItemReviewPage,
  selectReviewPage,
  visibleReview,
  type ReviewRow,
} from './queries';
import { toReview } from './serialize';
import { createReview } from './service';

const reportAnswerSchema = z.object({ id: z.number(), status: z.enum(REVIEW_REPORT_STATUSES) });

/** Reviews of completed rentals (issue 13, docs/decisions/0033-reviews.md). */
export const reviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  const answerPage = ({ rows, total }: { rows: ReviewRow[]; total: number }, q: { page: number; limit: number }) => ({
    reviews: rows.map(toReview),
    total,
    page: q.page,
    limit: q.limit,
  });
  async function page(where: SQL, q: { page: number; limit: number }) {
    return answerPage(await selectReviewPage(db, where, q), q);
  }
  async function answer(id: number) {
    const row = await findReviewRow(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toReview(row);
  }

  app.post(
    '/api/reviews',
    { onRequest: authenticated, schema: { body: createReviewSchema, response: { 201: reviewSchema } } },
    async (req, reply) => {
      const me = requireUser(req);
      const id = await createReview(deps, me.id, req.body, { log: req.log });
      // The author's own review: the one answer (besides their given list) that may be unpublished.
      return reply.status(201).send(await answer(id));
    },
  );

  const list = { schema: { querystring: reviewsPageQuerySchema, response: { 200: reviewListSchema } } };

  // Asked by every item page: its statements are prepared (decision 0083).
  app.get('/api/items/:id/reviews', { schema: { ...list.schema, params: idParamSchema } }, async (req) => {
    // A listed item (not deleted, of a live account) as the item's own page finds it: from the search's index, no query.
    if (!(await app.catalogueSearch.item(req.params.id))) throw new AppError('NOT_FOUND');
    return answerPage(await selectItemReviewPage(db, req.params.id, req.query), req.query);
  });

  app.get('/api/users/:id/reviews', { schema: { ...list.schema, params: idParamSchema } }, async (req) => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, req.params.id), isNull(users.deletedAt)));
    if (!user) throw new AppError('NOT_FOUND');
    return page(aboutUser(user.id), req.query);
  });

  app.get('/api/reviews/received', { ...list, onRequest: authenticated }, async (req) => {
    const me = requireUser(req);
    return page(and(visibleReview, eq(reviews.targetUserId, me.id)) as SQL, req.query);
  });

  // The caller's own reviews, unpublished ones included (published: false); hidden ones are gone for everyone.
  app.get('/api/reviews/given', { ...list, onRequest: authenticated }, async (req) => {
    const me = requireUser(req);
    return page(and(eq(reviews.reviewerId, me.id), isNull(reviews.hiddenAt)) as SQL, req.query);
  });

  app.get(
    '/api/reviews/pending',
    { onRequest: authenticated, schema: { response: { 200: pendingReviewsSchema } } },
    async (req) => ({ pending: await pendingReviews(db, requireUser(req).id, deps.clock.now()) }),
  );

  app.get(
    '/api/reviews/stats',
    { onRequest: authenticated, schema: { response: { 200: reviewStatsSchema } } },
    async (req) => reviewStats(db, requireUser(req).id),
  );

  app.get(
    '/api/items/:id/review-eligibility',
    { onRequest: authenticated, schema: { params: idParamSchema, response: { 200: reviewEligibilitySchema } } },
    async (req) => reviewEligibility(db, requireUser(req).id, req.params.id, deps.clock.now()),
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      onRequest: authenticated,
      schema: { params: idParamSchema, body: reviewReplySchema, response: { 200: reviewSchema } },
    },
    async (req) => {
      const me = requireUser(req);
      await replyToReview(db, me.id, req.params.id, req.body.reply, deps.clock.now());
      return answer(req.params.id);
    },
  );

  app.post(
    '/api/reviews/:id/report',
    {
      onRequest: authenticated,
      schema: { params: idParamSchema, body: reviewReportSchema, response: { 201: reportAnswerSchema } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      return reply.status(201).send(await reportReview(db, me.id, req.params.id, req.body.reason, deps.clock.now()));
    },
  );
};
