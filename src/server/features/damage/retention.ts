import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { RENTAL_PHOTO_RETENTION_YEARS } from '@/shared/domain/damage';
import { yearsBefore } from '@/shared/domain/legal';
import { damageReports, handoverRecords, rentals } from '@/server/db/tables';
import type { JobDeps, JobLog } from '@/server/jobs/types';
import type { DocumentStorage } from '@/server/adapters/documents/document-storage';
import { createDocumentStorage } from '@/server/adapters/documents/create-document-storage';

const BATCH = 200;

/**
 * The retention rule of a rental's photos (issue 25 §1, docs/decisions/0064, docs/retention.md): RENTAL_PHOTO_RETENTION_YEARS after the
 * rental ended (completed or cancelled: its last move), unless a damage report is still open, the handover and damage
 * photos are deleted; the records stay, saying so (photosDeletedAt). The files go first and the rows after, so a
 * row never claims a deletion that did not happen. Idempotent; returns how many records lost their photos.
 */
export async function runRentalPhotoRetention(deps: JobDeps, now: Date, log?: JobLog): Promise<number> {
  const endedBefore = yearsBefore(now, RENTAL_PHOTO_RETENTION_YEARS);
  const ended = and(
    inArray(rentals.status, ['completed', 'cancelled']),
    lte(rentals.statusChangedAt, endedBefore),
    sql`NOT EXISTS (SELECT 1 FROM ${damageReports} o WHERE o.rental_id = ${rentals.id} AND o.status IN ('reported', 'disputed'))`,
  );
  const documents = deps.documents ?? createDocumentStorage(deps.config);
  let done = 0;
  const handover = await deps.db
    .select({ id: handoverRecords.id, keys: handoverRecords.photoKeys })
    .from(handoverRecords)
    .innerJoin(rentals, eq(rentals.id, handoverRecords.rentalId))
    .where(and(ended, isNull(handoverRecords.photosDeletedAt)))
    .limit(BATCH);
  for (const row of handover) {
    if (!(await removeAll(documents, row.keys, log))) continue;
    await deps.db
      .update(handoverRecords)
      .set({ photoKeys: [], photosDeletedAt: now })
      .where(eq(handoverRecords.id, row.id));
    done++;
  }
  const reports = await deps.db
    .select({ id: damageReports.id, keys: damageReports.photoKeys, renterKeys: damageReports.renterPhotoKeys })
    .from(damageReports)
    .innerJoin(rentals, eq(rentals.id, damageReports.rentalId))
    .where(and(ended, isNull(damageReports.photosDeletedAt)))
    .limit(BATCH);
  for (const row of reports) {
    if (!(await removeAll(documents, [...row.keys, ...row.renterKeys], log))) continue;
    await deps.db
      .update(damageReports)
      .set({ photoKeys: [], renterPhotoKeys: [], photosDeletedAt: now })
      .where(eq(damageReports.id, row.id));
    done++;
  }
  if (done > 0) log?.info?.({ records: done }, 'rental photos deleted under the retention rule');
  return done;
}

/** Removes the files; false (logged) when storage failed: the row keeps its keys and the next run tries again. */
async function removeAll(documents: DocumentStorage, keys: readonly string[], log?: JobLog): Promise<boolean> {
  try {
    for (const key of keys) await documents.remove(key);
    return true;
  } catch (err) {
    log?.error({ err }, 'rental photo retention: could not delete the files, will retry');
    return false;
  }
}
