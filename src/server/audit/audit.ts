import type { DbOrTx } from '@/server/db/client';
import { auditEvents } from '@/server/db/tables';

/** What the audit log records (issue 14): an admin's decision or look at private data, with what it was about. */
export interface AuditEntry {
  /** The admin (or user) who acted; null for the system. */
  actorId: number | null;
  /** A dotted verb: kyc.approved, kyc.rejected, kyc.document_viewed, review.hidden, review.kept, delivery.retried … */
  action: string;
  subjectType: string;
  subjectId: string | number;
  details?: Record<string, unknown>;
}

/** Writes one audit event in the caller's transaction: the decision and its record commit or fail together. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    details: entry.details ?? {},
    createdAt: now,
  });
}
