import { and, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { DocumentStorage } from '@/server/adapters/documents/document-storage';
import { createDocumentStorage } from '@/server/adapters/documents/create-document-storage';
import type { DbOrTx } from '@/server/db/client';
import { kycVerifications } from '@/server/db/tables';
import { writeAudit } from '@/server/audit/audit';
import type { JobDeps, JobLog } from '@/server/jobs/types';
import { keysOf, removeDocuments } from './documents';

const DAY_MS = 86_400_000;
/** Rows per run: a backlog (a long outage) drains over a few runs rather than in one long job. */
const BATCH = 200;

/**
 * GDPR minimisation (docs/decisions/0038-kyc.md): the images of a submission decided more than KYC_RETENTION_DAYS
 * ago are deleted, and its full document number with them; the decision, type, last 4 characters, names, dates and
 * reviewer stay. The files go first and the row says so after: a file that cannot be removed (storage down) keeps
 * its row as it was, and the next run tries again, so a row never claims a deletion that did not happen.
 * Idempotent; `now` is passed in so tests move the clock. Returns the ids whose images were deleted.
 */
export async function runKycRetention(deps: JobDeps, now: Date, log?: JobLog): Promise<number[]> {
  const { db, config } = deps;
  const documents = deps.documents ?? createDocumentStorage(config);
  const decidedBefore = new Date(now.getTime() - config.KYC_RETENTION_DAYS * DAY_MS);
  const due = await db
    .select()
    .from(kycVerifications)
    .where(
      and(
        ne(kycVerifications.verificationStatus, 'pending'),
        lte(kycVerifications.reviewedAt, decidedBefore),
        or(
          isNull(kycVerifications.documentsDeletedAt),
          isNotNull(kycVerifications.documentNumber),
          isNotNull(kycVerifications.documentFrontKey),
          isNotNull(kycVerifications.documentBackKey),
          isNotNull(kycVerifications.selfieKey),
        ),
      ),
    )
    .limit(BATCH);
  const done: number[] = [];
  for (const row of due) {
    try {
      for (const key of keysOf(row)) await documents.remove(key);
    } catch (err) {
      log?.error({ err, kycVerificationId: row.id }, 'KYC retention: could not delete the images, will retry');
      continue;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(kycVerifications)
        .set({
          documentFrontKey: null,
          documentBackKey: null,
          selfieKey: null,
          documentNumber: null,
          documentsDeletedAt: row.documentsDeletedAt ?? now,
        })
        .where(eq(kycVerifications.id, row.id));
      await writeAudit(
        tx,
        {
          actorId: null,
          action: 'kyc.documents_deleted',
          subjectType: 'kyc_verification',
          subjectId: row.id,
          details: { reason: 'retention', retentionDays: config.KYC_RETENTION_DAYS, userId: row.userId },
        },
        now,
      );
    });
    done.push(row.id);
  }
  return done;
}

/**
 * Account deletion (features/users): every KYC row of the user is deleted in the deletion's transaction (names,
 * numbers, decisions: nothing stays about a person who left); the storage keys are returned so the caller removes
 * the files after the commit (removeKycDocuments), never before a deletion that might still be refused.
 */
export async function deleteKycOfUser(tx: DbOrTx, userId: number): Promise<string[]> {
  const rows = await tx.delete(kycVerifications).where(eq(kycVerifications.userId, userId)).returning({
    documentFrontKey: kycVerifications.documentFrontKey,
    documentBackKey: kycVerifications.documentBackKey,
    selfieKey: kycVerifications.selfieKey,
  });
  return rows.flatMap(keysOf);
}

/** Removes files whose rows are already gone; a failure is logged (an encrypted file nobody points to). */
export async function removeKycDocuments(storage: DocumentStorage, keys: readonly string[], log?: JobLog) {
  await removeDocuments(storage, keys, log);
}
