import { fromGrosze } from '@/shared/domain/pricing';
import { answerDueAt, canMoveDamage, type DamageReportStatus } from '@/shared/domain/damage';
import { DAMAGE_REPORT_ACTIONS, type DamageReport, type HandoverRecord } from '@/shared/schemas/damage';
import type { handoverRecords } from '@/server/db/tables';
import type { DamageReportRow, Viewer } from './access';
import { photoUrls } from './photos';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const zl = (g: number | null) => (g === null ? null : fromGrosze(g));

/** A report as the API shows it to `viewer`, with what they may do to it now (`actions`). */
export function toDamageReport(row: DamageReportRow, viewer: Viewer): DamageReport {
  const status = row.status as DamageReportStatus;
  const recoverable = Math.min(row.estimatedCost, row.deposit);
  const actor = viewer === 'admin' ? 'admin' : viewer;
  return {
    id: row.id,
    rentalId: row.rentalId,
    reportedBy: row.reportedBy,
    description: row.description,
    estimatedCost: fromGrosze(row.estimatedCost),
    photoUrls: photoUrls(row.photoKeys),
    status,
    deposit: fromGrosze(row.deposit),
    recoverable: fromGrosze(recoverable),
    unrecoverable: fromGrosze(row.estimatedCost - recoverable),
    answerDueAt: (row.answerDueAt ?? answerDueAt(row.createdAt)).toISOString(),
    renterStatement: row.renterStatement,
    renterPhotoUrls: photoUrls(row.renterPhotoKeys),
    answeredAt: iso(row.answeredAt),
    disputedBy: (row.disputedBy as 'renter' | 'system' | null) ?? null,
    settledAmount: zl(row.settledAmount),
    returnedToRenter: zl(row.returnedToRenter),
    settledBy: (row.settledBy as 'renter' | 'admin' | null) ?? null,
    decisionReason: row.decisionReason,
    settledAt: iso(row.settledAt),
    withdrawnAt: iso(row.withdrawnAt),
    createdAt: row.createdAt.toISOString(),
    actions: DAMAGE_REPORT_ACTIONS.filter((a) => canMoveDamage(status, a, actor)),
  };
}

type HandoverRow = typeof handoverRecords.$inferSelect;

export function toHandoverRecord(row: HandoverRow): HandoverRecord {
  return {
    id: row.id,
    moment: row.moment as HandoverRecord['moment'],
    by: row.byRole as HandoverRecord['by'],
    byUserId: row.byUserId,
    photoUrls: photoUrls(row.photoKeys),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
