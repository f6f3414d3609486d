import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { RentalActor } from '@/shared/domain/rental-status';
import { rentals } from '@/server/db/tables';
import type { EffectHandlers, RentalRecord } from '@/server/effects/rental-process';
import { writeRentalNotices, type RentalNotice } from '@/server/features/notifications/public';

/** Who a notify effect reaches on one rental; `other` is the actor's counterpart (both parties for system or admin). */
function recipientsOf(r: RentalRecord, to: 'owner' | 'renter' | 'other', actor: RentalActor): number[] {
  if (to === 'owner') return [r.ownerId];
  if (to === 'renter') return [r.renterId];
  if (actor === 'owner') return [r.renterId];
  if (actor === 'renter') return [r.ownerId];
  return [r.renterId, r.ownerId];
}

/**
 * The effects the rentals feature owns (composed with the others in server/process/): notices with their e-mails
 * (docs/decisions/0024), and the overlapping requests an accept declines (system, overlap_accepted).
 */
export const rentalEffectHandlers: Pick<EffectHandlers, 'notify' | 'declineOverlapping'> = {
  async notify(effect, { tx, fx, config, moved, actor }) {
    const notices = moved.flatMap((r) =>
      recipientsOf(r, effect.notify, actor).map((recipientId): RentalNotice => ({
        type: effect.type,
        recipientId,
        rentalId: r.id,
      })),
    );
    fx.send('deliveries', await writeRentalNotices(tx, config, notices));
  },
  async declineOverlapping(_effect, { tx, fx, moved, now, process }) {
    for (const r of moved) {
      await process.move(tx, fx, {
        action: 'decline',
        actor: 'system',
        reason: 'overlap_accepted',
        now,
        where: and(
          eq(rentals.itemId, r.itemId),
          ne(rentals.id, r.id),
          sql`${rentals.period} && daterange(${r.startDate}::date, ${r.endDate}::date, '[]')`,
        ) as SQL,
      });
    }
  },
};
