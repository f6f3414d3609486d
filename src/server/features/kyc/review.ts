import { and, eq } from 'drizzle-orm';
import { kycReasonMissing } from '@/shared/schemas/kyc';
import type { AppDeps } from '@/server/app-deps';
import { kycVerifications, users } from '@/server/db/tables';
import { writeAudit } from '@/server/audit/audit';
import { AppError } from '@/server/lib/errors';
import { withEffects } from '@/server/effects/unit-of-work';
import { writeUserNotice, type NoticeLog } from '@/server/features/notifications/public';
import type { KycRow } from './serialize';

type ReviewDeps = Pick<AppDeps, 'db' | 'config' | 'outboxes'>;

/**
 * The one door of a submission's status (spec 02 §4): pending → approved or rejected, by an admin, in one
 * transaction under the row's lock: 404 unknown, 400 KYC_REASON_REQUIRED for a rejection without a (trimmed)
 * reason, 403 KYC_OWN_REVIEW for the admin's own submission, 409 KYC_NOT_PENDING once decided. Approval sets users.isVerified (a rejection leaves it as it was); the
 * audit event, the notice and its e-mail are written with the decision; the e-mail is attempted after the commit.
 */
export async function decideKyc(
  deps: ReviewDeps,
  adminId: number,
  id: number,
  input: { status: 'approved' | 'rejected'; rejectionReason: string | null; verificationNotes: string | null },
  now: Date,
  log?: NoticeLog,
): Promise<KycRow> {
  const { config } = deps;
  if (kycReasonMissing(input))
    throw new AppError('KYC_REASON_REQUIRED', { rejectionReason: 'validation.kycReasonRequired' });
  return withEffects(
    deps,
    async (tx, fx) => {
      const [current] = await tx.select().from(kycVerifications).where(eq(kycVerifications.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND');
      // Nobody vouches for themselves: another administrator decides (issue 20).
      if (current.userId === adminId) throw new AppError('KYC_OWN_REVIEW');
      if (current.verificationStatus !== 'pending') throw new AppError('KYC_NOT_PENDING');
      const approved = input.status === 'approved';
      const [decided] = await tx
        .update(kycVerifications)
        .set({
          verificationStatus: input.status,
          reviewedAt: now,
          reviewedBy: adminId,
          // An approval has no reason, whatever the form still held.
          rejectionReason: approved ? null : input.rejectionReason,
          verificationNotes: input.verificationNotes,
        })
        .where(and(eq(kycVerifications.id, id), eq(kycVerifications.verificationStatus, 'pending')))
        .returning();
      if (approved) await tx.update(users).set({ isVerified: true }).where(eq(users.id, current.userId));
      await writeAudit(
        tx,
        {
          actorId: adminId,
          action: approved ? 'kyc.approved' : 'kyc.rejected',
          subjectType: 'kyc_verification',
          subjectId: id,
          details: {
            userId: current.userId,
            ...(approved ? {} : { rejectionReason: input.rejectionReason }),
            ...(input.verificationNotes ? { verificationNotes: input.verificationNotes } : {}),
          },
        },
        now,
      );
      const deliveryId = await writeUserNotice(tx, config, {
        type: approved ? 'kyc_approved' : 'kyc_rejected',
        recipientId: current.userId,
        relatedId: id,
        extra: approved ? {} : { reason: input.rejectionReason ?? '' },
      });
      if (deliveryId !== null) fx.send('deliveries', [deliveryId]);
      return decided;
    },
    log,
  );
}
