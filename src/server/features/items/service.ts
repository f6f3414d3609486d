import type { CreateItem } from '@/shared/schemas/items';
import type { AppDeps } from '@/server/app-deps';
import { items } from '@/server/db/tables';
import { removeListingPhoto } from '@/server/lib/images';
import { consumeUserLimit } from '@/server/limits/user-limits';
import type { UserRow } from '@/server/features/auth/public';
import { resolveListingPhotos } from '@/server/features/photos/public';
import { itemColumns, type ItemRow } from './queries';

/**
 * A new listing of the signed-in user. The owner comes from the session; rating and availability start at their
 * defaults whatever the client sent (docs/decisions/0009-listing-creation.md); the damage deposit is the owner's
 * (0 when not given, docs/decisions/0049-small-things-404-prefills-deposit-admin-cards.md). The listing
 * counts against the owner's limit in the transaction that inserts it: a refused or failed one counts nothing.
 */
export async function createListing(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'clock'>,
  owner: UserRow,
  input: CreateItem,
): Promise<ItemRow> {
  const imageUrls = await resolveListingPhotos(deps, owner.id, input.imageUrls);
  try {
    return await deps.db.transaction(async (tx) => {
      await consumeUserLimit(tx, 'listings', owner.id, 1, deps.clock.now());
      const [row] = await tx
        .insert(items)
        .values({
          ownerId: owner.id,
          name: input.name,
          description: input.description,
          categoryId: input.categoryId,
          pricePerDay: input.pricePerDay.toFixed(2),
          value: input.value.toFixed(2),
          damageDeposit: input.damageDeposit.toFixed(2),
          location: input.location,
          district: input.district,
          cancellationTerms: input.cancellationTerms,
          flexibility: input.flexibility,
          insuranceRequired: input.insuranceRequired,
          minDays: input.minDays,
          maxDays: input.maxDays,
          noticeDays: input.noticeDays,
          icalImportUrl: input.icalImportUrl ?? null,
          instantBooking: input.instantBooking,
          instantBookingVerifiedOnly: input.instantBookingVerifiedOnly,
          handoverFrom: input.handoverFrom,
          handoverTo: input.handoverTo,
          handoverStepMinutes: input.handoverStepMinutes,
          imageUrls,
          // The app's clock (as the saved searches' watermark is, issue 26 §5), not the database's.
          createdAt: deps.clock.now(),
        })
        .returning(itemColumns);
      return row;
    });
  } catch (e) {
    // Photos stored for this listing only would be orphans; earlier uploads stay the user's.
    const fresh = imageUrls.filter((url) => !input.imageUrls.includes(url));
    await Promise.all(fresh.map((url) => removeListingPhoto(deps.storage, url)));
    throw e;
  }
}
