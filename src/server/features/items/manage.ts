import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { districtOrAsGiven, districtsOf } from '@/shared/constants/locations';
import type { UpdateItem } from '@/shared/schemas/items';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { items, rentals, uploads } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { removeListingPhoto } from '@/server/lib/images';
import type { UserRow } from '@/server/features/auth/public';
import { withEffects } from '@/server/effects/unit-of-work';
import type { NoticeLog } from '@/server/features/notifications/public';
import { resolveListingPhotos } from '@/server/features/photos/public';
import { clearImported } from './ical';
import { findItem, itemColumns, type ItemRow } from './queries';

type ManageDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'clock' | 'process' | 'outboxes'>;

/** The listed item of this owner: missing, deleted or of a deleted account is 404; someone else's 403. */
export async function ownItem(db: DbOrTx, owner: UserRow, id: number): Promise<ItemRow> {
  const item = await findItem(db, id);
  if (!item) throw new AppError('NOT_FOUND');
  if (item.ownerId !== owner.id) throw new AppError('FORBIDDEN');
  return item;
}

/** Locks the live item row for the rest of the transaction; null when it was deleted meanwhile. */
async function lockItem(tx: DbOrTx, id: number): Promise<ItemRow | null> {
  const [row] = await tx
    .select(itemColumns)
    .from(items)
    .where(and(eq(items.id, id), isNull(items.deletedAt)))
    .for('update');
  return row ?? null;
}

interface EditedPhotos {
  urls: string[];
  /** Files stored by this edit (removed again if it fails). */
  fresh: string[];
  /** Places in `urls` of the item's photos that were kept. */
  kept: number[];
}

/**
 * The photos after an edit: URLs of the item's current photos are kept as they are; anything else is a new photo,
 * checked and stored as on creation (photos/service.ts). Errors name the photo's place in the list the client sent.
 */
async function resolveEditedPhotos(
  deps: ManageDeps,
  owner: UserRow,
  current: string[],
  sent: string[],
): Promise<EditedPhotos> {
  const urls: string[] = [];
  const fresh: string[] = [];
  const kept: number[] = [];
  try {
    for (const [i, url] of sent.entries()) {
      if (current.includes(url)) {
        kept.push(i);
        urls.push(url);
        continue;
      }
      try {
        const [stored] = await resolveListingPhotos(deps, owner.id, [url]);
        urls.push(stored);
        // A file the user uploaded before (POST /api/uploads) stays theirs: only files stored now are fresh.
        if (stored !== url) fresh.push(stored);
      } catch (e) {
        if (e instanceof AppError && e.fields?.['imageUrls.0'])
          throw new AppError(e.code, { [`imageUrls.${i}`]: e.fields['imageUrls.0'] }, e.vars);
        throw e;
      }
    }
  } catch (e) {
    await Promise.all(fresh.map((url) => removeListingPhoto(deps.storage, url)));
    throw e;
  }
  return { urls, fresh, kept };
}

/** The city and district after an edit; a district is checked against the city it ends up with. */
function placeOf(row: ItemRow, input: UpdateItem): { location: string; district: string | null } {
  const location = input.location ?? row.location;
  if (input.district !== undefined) {
    // Sent without its city, a district is read against the stored one ("srodmiescie" → "Śródmieście").
    const district = input.district === null ? null : districtOrAsGiven(location, input.district);
    if (district !== null && !districtsOf(location).includes(district))
      throw new AppError('VALIDATION_FAILED', { district: 'validation.districtInvalid' });
    return { location, district };
  }
  // A new city without a district drops a district of the old city.
  const district = row.district && districtsOf(location).includes(row.district) ? row.district : null;
  return { location, district };
}

/** Removes photo files nothing points at any more (another listing or the user's uploads may still use one). */
async function removeUnusedPhotos(deps: ManageDeps, itemId: number, urls: string[]) {
  for (const url of urls) {
    const [usedByItem] = await deps.db
      .select({ id: items.id })
      .from(items)
      .where(and(ne(items.id, itemId), sql`${url} = ANY(${items.imageUrls})`))
      .limit(1);
    const [uploaded] = await deps.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.url, url)).limit(1);
    if (!usedByItem && !uploaded) await removeListingPhoto(deps.storage, url);
  }
}

/** PUT /api/items/{id}: the owner changes any of the editable fields (spec 02 §7, plus deposit, insurance, photos). */
export async function updateListing(
  deps: ManageDeps,
  owner: UserRow,
  id: number,
  input: UpdateItem,
  log: NoticeLog,
): Promise<ItemRow> {
  const before = await ownItem(deps.db, owner, id);
  const photos = input.imageUrls ? await resolveEditedPhotos(deps, owner, before.imageUrls, input.imageUrls) : null;
  let previous: ItemRow;
  let updated: ItemRow;
  try {
    ({ previous, updated } = await deps.db.transaction(async (tx) => {
      const row = await lockItem(tx, id);
      if (!row) throw new AppError('NOT_FOUND');
      // A photo kept from the form must still be the item's after a concurrent edit.
      const lost = photos?.kept.find((i) => !row.imageUrls.includes(photos.urls[i]));
      if (lost !== undefined) throw new AppError('INVALID_IMAGE', { [`imageUrls.${lost}`]: 'validation.invalidImage' });
      const place = placeOf(row, input);
      // The rental length as it will be: one of the two may come alone (the table's check would only answer 500).
      if ((input.minDays ?? row.minDays) > (input.maxDays ?? row.maxDays))
        throw new AppError('VALIDATION_FAILED', { maxDays: 'validation.maxDaysBelowMin' });
      // The handover hours as they will be (issue 26 §3), likewise: one may come alone.
      if ((input.handoverFrom ?? row.handoverFrom) >= (input.handoverTo ?? row.handoverTo))
        throw new AppError('VALIDATION_FAILED', { handoverTo: 'validation.handoverToBeforeFrom' });
      const [saved] = await tx
        .update(items)
        .set({
          name: input.name,
          description: input.description,
          pricePerDay: input.pricePerDay?.toFixed(2),
          value: input.value?.toFixed(2),
          damageDeposit: input.damageDeposit?.toFixed(2),
          available: input.available,
          location: place.location,
          district: place.district,
          cancellationTerms: input.cancellationTerms,
          flexibility: input.flexibility,
          insuranceRequired: input.insuranceRequired,
          minDays: input.minDays,
          maxDays: input.maxDays,
          noticeDays: input.noticeDays,
          instantBooking: input.instantBooking,
          instantBookingVerifiedOnly: input.instantBookingVerifiedOnly,
          handoverFrom: input.handoverFrom,
          handoverTo: input.handoverTo,
          handoverStepMinutes: input.handoverStepMinutes,
          // A new address is read afresh (the route imports it at once, the job hourly), and so is the same one saved
          // again after a failed read (the owner fixed it at the other end); none clears the import.
          ...(input.icalImportUrl === undefined
            ? {}
            : {
                icalImportUrl: input.icalImportUrl,
                icalImportedAt: sql`CASE WHEN ${items.icalImportUrl} IS DISTINCT FROM ${input.icalImportUrl} OR ${items.icalImportError} IS NOT NULL THEN NULL ELSE ${items.icalImportedAt} END`,
                icalImportError: sql`CASE WHEN ${items.icalImportUrl} IS DISTINCT FROM ${input.icalImportUrl} THEN NULL ELSE ${items.icalImportError} END`,
              }),
          imageUrls: photos?.urls,
          updatedAt: deps.clock.now(),
        })
        .where(eq(items.id, id))
        .returning(itemColumns);
      // No import any more: the days it blocked are free again (in the same transaction as the address).
      if (input.icalImportUrl === null) await clearImported(tx, id);
      return { previous: row, updated: saved };
    }));
  } catch (e) {
    if (photos) await Promise.all(photos.fresh.map((url) => removeListingPhoto(deps.storage, url)));
    throw e;
  }
  if (photos) {
    const dropped = previous.imageUrls.filter((url) => !updated.imageUrls.includes(url));
    // The edit stands whatever happens to old files.
    await removeUnusedPhotos(deps, id, dropped).catch((err: unknown) =>
      log.error({ err, itemId: id }, 'old listing photos not removed'),
    );
  }
  return updated;
}

/**
 * DELETE /api/items/{id}: a soft delete (docs/decisions/0014-listing-delete-and-notifications.md). Refused while a
 * renter holds the item (confirmed or active: 409 ITEM_HAS_ACTIVE_RENTALS, nothing changes); otherwise its pending
 * requests are declined by the system (item_deleted) in the same transaction and their renters told after it.
 */
export async function deleteListing(deps: ManageDeps, owner: UserRow, id: number, log: NoticeLog): Promise<void> {
  await ownItem(deps.db, owner, id);
  await withEffects(
    deps,
    async (tx, fx) => {
      if (!(await lockItem(tx, id))) throw new AppError('NOT_FOUND');
      // Declining first takes the row locks of the pending requests: an accept racing with this delete either
      // committed before (and is seen by the check below) or finds the request declined.
      const now = deps.clock.now();
      await deps.process.move(tx, fx, {
        action: 'decline',
        actor: 'system',
        reason: 'item_deleted',
        where: eq(rentals.itemId, id),
        now,
      });
      const [held] = await tx
        .select({ id: rentals.id })
        .from(rentals)
        .where(and(eq(rentals.itemId, id), inArray(rentals.status, ['confirmed', 'active'])))
        .limit(1);
      if (held) throw new AppError('ITEM_HAS_ACTIVE_RENTALS');
      await tx.update(items).set({ deletedAt: now, updatedAt: now }).where(eq(items.id, id));
    },
    log,
  );
}
