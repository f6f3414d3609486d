import type { Rental } from '@/shared/schemas/rentals';
import type { RentalRow } from './queries';

export function toRental(r: RentalRow): Rental {
  return {
    id: r.id,
    itemId: r.itemId,
    renterId: r.renterId,
    ownerId: r.ownerId,
    startDate: r.startDate,
    endDate: r.endDate,
    days: r.days,
    subtotal: r.subtotal,
    bookingFee: r.bookingFee,
    totalPrice: r.totalPrice,
    damageDeposit: r.damageDeposit,
    insuranceAccepted: r.insuranceAccepted,
    status: r.status,
    paymentStatus: r.paymentStatus,
    paymentIntentId: r.paymentIntentId,
    createdAt: r.createdAt.toISOString(),
  };
}
