import { and, eq } from 'drizzle-orm';
import {
  canMoveDamage,
  DAMAGE_TRANSITIONS,
  type DamageAction,
  type DamageActor,
  type DamageReportStatus,
} from '@/shared/domain/damage';
import { fromGrosze } from '@/shared/domain/pricing';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { damageReports } from '@/server/db/tables';
import type { Effects } from '@/server/effects/unit-of-work';
import { writeAudit } from '@/server/audit/audit';
import { AppError } from '@/server/lib/errors';
import { writeRentalNotices, type RentalNotice } from '@/server/features/notifications/public';
import { settleDamageDeposit, type DepositSplit } from '@/server/features/payments/public';
import type { DamageReportRow, RentalRow } from './access';

type ReportColumns = Partial<typeof damageReports.$inferInsert>;

/** One move of a report: the locked report and rental, who moves it, and what the move records besides its status. */
export interface DamageMove {
  action: DamageAction;
  actor: DamageActor;
  report: DamageReportRow;
  rental: RentalRow;
  now: Date;
  /** The move's own columns (the renter's statement and photos, the admin's reason). */
  set?: ReportColumns;
  /** The amount the owner gets when the move settles (grosze): the estimated cost, or the admin's decision. */
  agreed?: number;
  /** The administrator deciding (resolve). */
  adminId?: number;
}

/** The notices of a move's `notify` effect (shared/domain/damage.ts DamageEffect), each once (their dedupe keys). */
function noticesOf(kind: 'disputed' | 'settled' | 'withdrawn', move: DamageMove, split: DepositSplit | null) {
  const { report, rental, actor } = move;
  const to = (recipientId: number, type: RentalNotice['type'], extra: Record<string, string>): RentalNotice => ({
    type,
    recipientId,
    rentalId: rental.id,
    dedupeKey: `damage:${report.id}:${kind}:${recipientId}`,
    extra,
  });
  if (kind === 'disputed') {
    const notice = (id: number) => to(id, 'damage_disputed', { by: actor });
    // The renter disputed: the owner is told; the renter's silence: both are.
    return actor === 'system' ? [notice(rental.ownerId), notice(rental.renterId)] : [notice(rental.ownerId)];
  }
  if (kind === 'withdrawn') return [to(rental.renterId, 'damage_withdrawn', {})];
  const extra = {
    by: actor === 'admin' ? 'admin' : 'renter',
    toOwner: fromGrosze(split?.toOwner ?? 0),
    toRenter: fromGrosze(split?.toRenter ?? 0),
  };
  return [to(rental.ownerId, 'damage_settled', extra), to(rental.renterId, 'damage_settled', extra)];
}

/**
 * The one writer of a damage report's status (as features/rentals/transition.ts is of a rental's): the move must be
 * in DAMAGE_TRANSITIONS for the report's status and the actor (else 409 INVALID_TRANSITION), and its declared effects
 * run in order in the caller's transaction: `settle` splits the deposit through payments (the renter's refund and
 * the owner's payout, sent after the commit), `audit` records the admin's decision, `notify` writes the notices and
 * their e-mails. The caller holds the rental's and the report's locks. Returns the report as written.
 */
export async function moveDamage(tx: DbOrTx, fx: Effects, config: Config, move: DamageMove): Promise<DamageReportRow> {
  const { report, rental, action, actor, now } = move;
  const status = report.status as DamageReportStatus;
  if (!canMoveDamage(status, action, actor)) throw new AppError('INVALID_TRANSITION');
  const t = DAMAGE_TRANSITIONS[action];
  const effects: readonly object[] = t.effects;
  let written: DamageReportRow | null = null;
  const write = async (extra: ReportColumns) => {
    const [row] = await tx
      .update(damageReports)
      .set({ ...move.set, ...extra, status: t.to, updatedAt: now })
      .where(and(eq(damageReports.id, report.id), eq(damageReports.status, report.status)))
      .returning();
    if (!row) throw new AppError('INVALID_TRANSITION');
    written = row;
  };
  let split: DepositSplit | null = null;
  // A settling move writes its status with the settlement (the table's check: settled iff an amount).
  if (!effects.some((e) => 'deposit' in e)) await write({});
  for (const effect of effects) {
    if ('deposit' in effect) {
      split = await settleDamageDeposit(tx, fx, rental, move.agreed ?? 0, now, (s) =>
        write({
          settledAmount: s.toOwner,
          returnedToRenter: s.toRenter,
          settledBy: actor === 'admin' ? 'admin' : 'renter',
          settledAt: now,
          decidedById: move.adminId ?? null,
        }),
      );
    } else if ('audit' in effect) {
      await writeAudit(
        tx,
        {
          actorId: move.adminId ?? null,
          action: 'damage.resolved',
          subjectType: 'damage_report',
          subjectId: report.id,
          details: {
            rentalId: rental.id,
            amount: fromGrosze(split?.toOwner ?? move.agreed ?? 0),
            returnedToRenter: fromGrosze(split?.toRenter ?? 0),
            reason: move.set?.decisionReason ?? null,
          },
        },
        now,
      );
    } else if ('notify' in effect) {
      const kind = (effect as { notify: 'disputed' | 'settled' | 'withdrawn' }).notify;
      fx.send('deliveries', await writeRentalNotices(tx, config, noticesOf(kind, move, split)));
    }
  }
  if (!written) throw new Error('a damage move wrote nothing');
  return written;
}
