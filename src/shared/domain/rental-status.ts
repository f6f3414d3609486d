/** Rental statuses of spec 02 §4. The full state machine (who moves what) comes with the rentals issue. */
export const RENTAL_STATUSES = ['pending', 'confirmed', 'declined', 'active', 'completed', 'cancelled'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** Statuses that hold the item for their dates: no two of these may overlap for one item (a database constraint). */
export const BLOCKING_STATUSES = ['confirmed', 'active', 'completed'] as const satisfies readonly RentalStatus[];

export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
