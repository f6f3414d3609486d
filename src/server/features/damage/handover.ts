import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_HANDOVER_PHOTOS, withinReportWindow, type HandoverMoment } from '@/shared/domain/damage';
import type { HandoverRecord } from '@/shared/schemas/damage';
import type { AppDeps } from '@/server/app-deps';
import { handoverRecords } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { rentalFor, type RentalRow } from './access';
import { dropPhotosUnlessRecorded, forgetUploads, takePhotos } from './photos';
import { toHandoverRecord } from './serialize';

type HandoverDeps = Pick<AppDeps, 'db' | 'storage' | 'documents' | 'clock'>;
interface SessionUser {
  id: number;
  role: string;
}

const PAID = ['paid', 'partially_refunded'];

/**
 * When a moment's record may be added (issue 25 §1): pickup photos from the payment (a confirmed, paid rental) until
 * the return; return photos from the start until the deposit's release (DAMAGE_REPORT_WINDOW_HOURS after the
 * completion), the time the owner has to report damage.
 */
export function momentOpen(rental: RentalRow, moment: HandoverMoment, now: Date): boolean {
  if (moment === 'pickup')
    return rental.status === 'active' || (rental.status === 'confirmed' && PAID.includes(rental.paymentStatus));
  if (rental.status === 'active') return true;
  return (
    rental.status === 'completed' && rental.statusChangedAt !== null && withinReportWindow(rental.statusChangedAt, now)
  );
}

/**
 * POST /api/rentals/{id}/handover: one party's photos and note at a moment, stamped with the server's time. A
 * stranger gets 404, an administrator who is no party 403; a moment that is not open 409; more than
 * MAX_HANDOVER_PHOTOS photos of one party at one moment 409. The photos are stored before the record (slow work
 * outside the transaction) and removed again if it does not commit
 * (dropPhotosUnlessRecorded: a failure of unknown outcome keeps them if the record exists).
 */
export async function addHandover(
  deps: HandoverDeps,
  user: SessionUser,
  rentalId: number,
  body: { moment: HandoverMoment; photoUrls: string[]; note: string },
): Promise<HandoverRecord> {
  const first = await rentalFor(deps.db, rentalId, user);
  if (first.viewer === 'admin') throw new AppError('FORBIDDEN');
  if (!momentOpen(first.rental, body.moment, deps.clock.now())) throw new AppError('HANDOVER_NOT_NOW');
  const photos = await takePhotos(deps, user.id, rentalId, body.photoUrls, 'photoUrls');
  try {
    const row = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const { rental, viewer } = await rentalFor(tx, rentalId, user, { lock: true });
      if (viewer === 'admin') throw new AppError('FORBIDDEN');
      if (!momentOpen(rental, body.moment, now)) throw new AppError('HANDOVER_NOT_NOW');
      const [{ count }] = await tx
        .select({ count: sql<number>`coalesce(sum(jsonb_array_length(${handoverRecords.photoKeys})), 0)::int` })
        .from(handoverRecords)
        .where(
          and(
            eq(handoverRecords.rentalId, rentalId),
            eq(handoverRecords.moment, body.moment),
            eq(handoverRecords.byRole, viewer),
          ),
        );
      if (count + photos.keys.length > MAX_HANDOVER_PHOTOS)
        throw new AppError(
          'HANDOVER_PHOTO_LIMIT',
          { photoUrls: 'validation.tooManyPhotos' },
          { count, max: MAX_HANDOVER_PHOTOS, left: Math.max(0, MAX_HANDOVER_PHOTOS - count) },
        );
      const [inserted] = await tx
        .insert(handoverRecords)
        .values({
          rentalId,
          moment: body.moment,
          byUserId: user.id,
          byRole: viewer,
          note: body.note,
          photoKeys: photos.keys,
          createdAt: now,
        })
        .returning();
      return inserted;
    });
    await forgetUploads(deps, photos.uploads);
    return toHandoverRecord(row);
  } catch (e) {
    await dropPhotosUnlessRecorded(deps, photos.keys, e);
    throw e;
  }
}

/** GET /api/rentals/{id}/handover: every record of the rental, oldest first (the two parties and administrators). */
export async function listHandover(
  deps: Pick<AppDeps, 'db'>,
  user: SessionUser,
  rentalId: number,
): Promise<HandoverRecord[]> {
  await rentalFor(deps.db, rentalId, user);
  return handoverOf(deps.db, rentalId);
}

export async function handoverOf(db: AppDeps['db'], rentalId: number): Promise<HandoverRecord[]> {
  const rows = await db
    .select()
    .from(handoverRecords)
    .where(eq(handoverRecords.rentalId, rentalId))
    .orderBy(asc(handoverRecords.createdAt), asc(handoverRecords.id));
  return rows.map(toHandoverRecord);
}
