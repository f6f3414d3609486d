import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '@/server/db/client';
import { items, reviewReports, reviews, users } from '@/server/db/tables';
import { writeAudit } from '@/server/audit/audit';
import { AppError } from '@/server/lib/errors';
import { hideReview } from '@/server/features/reviews/public';
import type { AdminReviewReport } from '@/shared/schemas/admin';

const reporter = alias(users, 'reporter');
const reviewer = alias(users, 'reviewer');
const target = alias(users, 'target');

/** An admin sees full names (they decide about real people); '' for a wiped account. */
const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, ''))`;

/** The reports waiting for an admin, oldest first (first come, first decided), each with the review it is about. */
export async function openReviewReports(db: DbOrTx): Promise<AdminReviewReport[]> {
  const rows = await db
    .select({
      report: reviewReports,
      review: reviews,
      reporterName: fullName(reporter),
      reviewerName: fullName(reviewer),
      targetName: fullName(target),
      itemName: items.name,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(reporter, eq(reporter.id, reviewReports.reporterId))
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .innerJoin(target, eq(target.id, reviews.targetUserId))
    .innerJoin(items, eq(items.id, reviews.itemId))
    .where(eq(reviewReports.status, 'open'))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
    .limit(200);
  return rows.map(({ report, review, ...n }) => ({
    id: report.id,
    reason: report.reason,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    resolvedBy: report.resolvedBy,
    resolutionNote: report.resolutionNote,
    reporter: { id: report.reporterId, name: n.reporterName },
    review: {
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      reviewType: review.reviewType,
      createdAt: review.createdAt.toISOString(),
      hidden: review.hiddenAt !== null,
      reviewer: { id: review.reviewerId, name: n.reviewerName },
      target: { id: review.targetUserId, name: n.targetName },
      item: { id: review.itemId, name: n.itemName },
    },
  }));
}

/**
 * An admin's decision on an open report: hide the review (features/reviews' hideReview) or keep it. Every other open report of the same review is closed by the same decision.
 * The decision and its audit event commit together. A report already decided is 409.
 */
export async function resolveReviewReport(
  db: Db,
  adminId: number,
  reportId: number,
  input: { action: 'hide' | 'keep'; note?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(reviewReports).where(eq(reviewReports.id, reportId)).for('update');
    if (!report) throw new AppError('NOT_FOUND');
    if (report.status !== 'open') throw new AppError('CONFLICT');
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, report.reviewId)).for('update');
    const status = input.action === 'hide' ? ('hidden' as const) : ('kept' as const);
    const note = input.note ? input.note : null;
    const closed = await tx
      .update(reviewReports)
      .set({ status, resolvedAt: now, resolvedBy: adminId, resolutionNote: note })
      .where(and(eq(reviewReports.reviewId, review.id), eq(reviewReports.status, 'open')))
      .returning({ id: reviewReports.id });
    if (input.action === 'hide') await hideReview(tx, review, now);
    await writeAudit(
      tx,
      {
        actorId: adminId,
        action: input.action === 'hide' ? 'review.hidden' : 'review.kept',
        subjectType: 'review',
        subjectId: review.id,
        details: { reportIds: closed.map((r) => r.id), note },
      },
      now,
    );
    return { id: report.id, status, resolvedAt: now.toISOString(), resolutionNote: note };
  });
}
