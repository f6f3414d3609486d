import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { answerDueAt, DAMAGE_REPORT_WINDOW_HOURS, withinReportWindow } from '@/shared/domain/damage';
import { warsawDateTime } from '@/shared/domain/dates';
import { fromGrosze } from '@/shared/domain/pricing';
import type { DamageReport } from '@/shared/schemas/damage';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { damageReports, rentals } from '@/server/db/tables';
import { withEffects } from '@/server/effects/unit-of-work';
import { AppError } from '@/server/lib/errors';
import { consumeUserLimit } from '@/server/limits/user-limits';
import type { JobDeps, JobLog } from '@/server/jobs/types';
import { writeRentalNotices } from '@/server/features/notifications/public';
import { depositWithPlatform, payoutOfRentalStatus } from '@/server/features/payments/public';
import { rentalFor, reportFor, type DamageReportRow, type RentalRow, type Viewer } from './access';
import { dropPhotosUnlessRecorded, forgetUploads, takePhotos, type TakenPhotos } from './photos';
import { toDamageReport } from './serialize';
import { moveDamage, type DamageMove } from './transition';

export type DamageDeps = Pick<AppDeps, 'db' | 'storage' | 'documents' | 'clock' | 'config' | 'outboxes'>;
interface SessionUser {
  id: number;
  role: string;
}

const OPEN = ['reported', 'disputed'];
const SETTLED = ['accepted', 'resolved'];

/** The window's refusal, with its length in the message. */
const windowClosed = () => new AppError('DAMAGE_WINDOW_CLOSED', undefined, { hours: DAMAGE_REPORT_WINDOW_HOURS });

/** Whether the owner may still report (before any photo is processed, and again under the lock). */
function assertWindow(rental: RentalRow, now: Date) {
  if (rental.status !== 'completed' || !rental.statusChangedAt || !withinReportWindow(rental.statusChangedAt, now))
    throw windowClosed();
}

/** Stores the photos, runs `work`, then forgets the uploads they came from; the photos go again if it fails (unless a
 * record names them: a failure during COMMIT). */
async function withPhotos<T>(deps: DamageDeps, photos: TakenPhotos, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    await forgetUploads(deps, photos.uploads);
    return result;
  } catch (e) {
    await dropPhotosUnlessRecorded(deps, photos.keys, e);
    throw e;
  }
}

/**
 * POST /api/rentals/{id}/damage-reports (issue 25 §2): the owner of a completed rental, from the return until the
 * deposit's release (DAMAGE_REPORT_WINDOW_HOURS after completion, and only while neither the deposit nor the payout
 * has been released), at most one open report per rental, none after a settled one, DAMAGE_REPORTS_PER_DAY a day.
 * The report holds the deposit and the payout (payments' scheduled releases skip a rental with one) and tells the
 * renter, with the deadline of their answer. 404 stranger, 403 renter or administrator, 409 outside the window.
 */
export async function fileReport(
  deps: DamageDeps,
  user: SessionUser,
  rentalId: number,
  body: { description: string; estimatedCost: number; photoUrls: string[] },
): Promise<DamageReport> {
  const first = await rentalFor(deps.db, rentalId, user);
  if (first.viewer !== 'owner') throw new AppError('FORBIDDEN');
  assertWindow(first.rental, deps.clock.now());
  const photos = await takePhotos(deps, user.id, rentalId, body.photoUrls, 'photoUrls');
  return withPhotos(deps, photos, () =>
    withEffects(deps, async (tx, fx) => {
      const now = deps.clock.now();
      const { rental } = await rentalFor(tx, rentalId, user, { lock: true });
      assertWindow(rental, now);
      const earlier = await tx
        .select({ status: damageReports.status })
        .from(damageReports)
        .where(eq(damageReports.rentalId, rentalId));
      if (earlier.some((r) => OPEN.includes(r.status))) throw new AppError('DAMAGE_REPORT_OPEN');
      if (earlier.some((r) => SETTLED.includes(r.status))) throw new AppError('DAMAGE_ALREADY_SETTLED');
      // Released already (the scheduled step ran first): there is nothing left to hold.
      const deposit = await depositWithPlatform(tx, rental);
      const payout = await payoutOfRentalStatus(tx, rentalId);
      if (deposit.released || (payout !== null && payout !== 'upcoming')) throw windowClosed();
      await consumeUserLimit(tx, 'damageReports', user.id, 1, now);
      const [row] = await tx
        .insert(damageReports)
        .values({
          rentalId,
          reportedBy: user.id,
          description: body.description,
          estimatedCost: Math.round(body.estimatedCost * 100),
          photoKeys: photos.keys,
          deposit: deposit.held,
          answerDueAt: answerDueAt(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const notices = await writeRentalNotices(tx, deps.config, [
        {
          type: 'damage_reported',
          recipientId: rental.renterId,
          rentalId,
          dedupeKey: `damage:${row.id}:reported`,
          extra: { cost: fromGrosze(row.estimatedCost), due: warsawDateTime(row.answerDueAt.toISOString()) },
        },
      ]);
      fx.send('deliveries', notices);
      return toDamageReport(row, 'owner');
    }),
  );
}

/** GET /api/rentals/{id}/damage-reports: the rental's reports, newest first, for its two parties and administrators. */
export async function listReports(deps: Pick<AppDeps, 'db'>, user: SessionUser, rentalId: number) {
  const { viewer } = await rentalFor(deps.db, rentalId, user);
  const rows = await deps.db
    .select()
    .from(damageReports)
    .where(eq(damageReports.rentalId, rentalId))
    .orderBy(desc(damageReports.createdAt), desc(damageReports.id));
  return rows.map((r) => toDamageReport(r, viewer));
}

/** The party a move needs; the other party and a non-party administrator get 403. */
function assertParty(viewer: Viewer, needed: 'owner' | 'renter') {
  if (viewer !== needed) throw new AppError('FORBIDDEN');
}

/**
 * A party's move of a report, without photos: the report and its rental locked, the party checked (the other party and
 * a non-party administrator 403), then the one door (moveDamage) with the move's own fields.
 */
async function partyMove(
  deps: DamageDeps,
  user: SessionUser,
  reportId: number,
  party: 'owner' | 'renter',
  move: (report: DamageReportRow, now: Date) => Pick<DamageMove, 'action' | 'agreed' | 'set'>,
): Promise<DamageReport> {
  return withEffects(deps, async (tx, fx) => {
    const { report, rental, viewer } = await reportFor(tx, reportId, user, { lock: true });
    assertParty(viewer, party);
    const now = deps.clock.now();
    const row = await moveDamage(tx, fx, deps.config, { actor: party, report, rental, now, ...move(report, now) });
    return toDamageReport(row, viewer);
  });
}

/** POST /api/damage-reports/{id}/accept: the renter accepts; settled at once at the estimated cost (at most the deposit). */
export function acceptReport(deps: DamageDeps, user: SessionUser, reportId: number): Promise<DamageReport> {
  return partyMove(deps, user, reportId, 'renter', (report, now) => ({
    action: 'accept',
    agreed: report.estimatedCost,
    set: { answeredAt: now },
  }));
}

/** POST /api/damage-reports/{id}/dispute: the renter's statement and photos; the report goes to mediation. */
export async function disputeReport(
  deps: DamageDeps,
  user: SessionUser,
  reportId: number,
  body: { statement: string; photoUrls: string[] },
): Promise<DamageReport> {
  const first = await reportFor(deps.db, reportId, user);
  assertParty(first.viewer, 'renter');
  if (first.report.status !== 'reported') throw new AppError('INVALID_TRANSITION');
  const photos = await takePhotos(deps, user.id, first.rental.id, body.photoUrls, 'photoUrls');
  return withPhotos(deps, photos, () =>
    withEffects(deps, async (tx, fx) => {
      const { report, rental, viewer } = await reportFor(tx, reportId, user, { lock: true });
      const now = deps.clock.now();
      const row = await moveDamage(tx, fx, deps.config, {
        action: 'dispute',
        actor: 'renter',
        report,
        rental,
        now,
        set: { renterStatement: body.statement, renterPhotoKeys: photos.keys, answeredAt: now, disputedBy: 'renter' },
      });
      return toDamageReport(row, viewer);
    }),
  );
}

/** POST /api/damage-reports/{id}/withdraw: the owner takes an open report back; the deposit and payout are freed. */
export function withdrawReport(deps: DamageDeps, user: SessionUser, reportId: number): Promise<DamageReport> {
  return partyMove(deps, user, reportId, 'owner', (_report, now) => ({
    action: 'withdraw',
    set: { withdrawnAt: now },
  }));
}

/**
 * PATCH /api/admin/damage-reports/{id} (issue 25 §3): an administrator decides a disputed report, 0 up to the
 * deposit the platform holds, with a reason; audited; final. An administrator who is a party of the rental may not
 * (403 DAMAGE_OWN_DECISION); a report not disputed (decided already, accepted, withdrawn) is 409; two decisions at
 * once: the report's lock lets one through, the other finds it resolved.
 */
export async function decideReport(
  deps: DamageDeps,
  admin: { id: number; role: string },
  reportId: number,
  body: { amount: number; reason: string },
): Promise<{ report: typeof damageReports.$inferSelect; rental: RentalRow }> {
  return withEffects(deps, async (tx, fx) => {
    const { report, rental } = await reportFor(tx, reportId, admin, { lock: true });
    if (rental.ownerId === admin.id || rental.renterId === admin.id) throw new AppError('DAMAGE_OWN_DECISION');
    if (report.status !== 'disputed') throw new AppError('INVALID_TRANSITION');
    const amount = Math.round(body.amount * 100);
    const { held } = await depositWithPlatform(tx, rental);
    const max = Math.min(held, report.deposit);
    if (amount > max)
      throw new AppError('DAMAGE_AMOUNT_TOO_LARGE', { amount: 'validation.amountRange' }, { max: fromGrosze(max) });
    const row = await moveDamage(tx, fx, deps.config, {
      action: 'resolve',
      actor: 'admin',
      report,
      rental,
      now: deps.clock.now(),
      agreed: amount,
      adminId: admin.id,
      set: { decisionReason: body.reason },
    });
    return { report: row, rental };
  });
}

/**
 * The renter's silence (issue 25 §2): a report unanswered DAMAGE_ANSWER_HOURS after it was filed becomes `disputed`
 * by the system and goes to mediation; both parties are told. Run every minute by the damage job; set-based and
 * idempotent; reports a user is moving right now are skipped (the next minute takes them). Returns the ids moved.
 */
export async function runDamageAnswers(deps: JobDeps, now: Date, log?: JobLog): Promise<number[]> {
  const moved: number[] = [];
  const due = await deps.db
    .select({ id: damageReports.id })
    .from(damageReports)
    .where(and(eq(damageReports.status, 'reported'), lte(damageReports.answerDueAt, now)))
    .orderBy(asc(damageReports.answerDueAt))
    .limit(100);
  for (const { id } of due) {
    try {
      await withEffects(
        deps,
        async (tx, fx) => {
          const found = await lockedForSystem(tx, id);
          if (!found || found.report.status !== 'reported' || found.report.answerDueAt > now) return;
          await moveDamage(tx, fx, deps.config, {
            action: 'dispute',
            actor: 'system',
            ...found,
            now,
            set: { disputedBy: 'system' },
          });
          moved.push(id);
        },
        log,
      );
    } catch (err) {
      log?.error({ err, damageReportId: id }, 'damage: could not send a silent report to mediation');
    }
  }
  return moved;
}

/** The report and its rental under their locks, skipping rows someone holds (the system never waits for a user). */
async function lockedForSystem(tx: DbOrTx, reportId: number) {
  const [head] = await tx.select().from(damageReports).where(eq(damageReports.id, reportId));
  if (!head) return null;
  const [rental] = await tx
    .select()
    .from(rentals)
    .where(eq(rentals.id, head.rentalId))
    .for('update', { skipLocked: true });
  if (!rental) return null;
  const [report] = await tx
    .select()
    .from(damageReports)
    .where(eq(damageReports.id, reportId))
    .for('update', { skipLocked: true });
  return report ? { report, rental } : null;
}
