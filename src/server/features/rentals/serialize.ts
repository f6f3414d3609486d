import type { PayoutStatus } from '@/shared/domain/payouts';
import { contactDetailsShared } from '@/shared/domain/contact-masking';
import { paymentDeadline } from '@/shared/domain/payment-deadline';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import { availableActions, type RentalAction, type RentalActor } from '@/shared/domain/rental-status';
import type { Rental, RentalView } from '@/shared/schemas/rentals';
import type { RentalRow, RentalViewRow } from './queries';

export function toRental(r: RentalRow): Rental {
  return {
    id: r.id,
    itemId: r.itemId,
    renterId: r.renterId,
    ownerId: r.ownerId,
    startDate: r.startDate,
    endDate: r.endDate,
    days: r.days,
    pricePerDay: r.pricePerDay,
    subtotal: r.subtotal,
    bookingFee: r.bookingFee,
    totalPrice: r.totalPrice,
    damageDeposit: r.damageDeposit,
    insuranceAccepted: r.insuranceAccepted,
    status: r.status,
    paymentStatus: r.paymentStatus,
    paymentIntentId: r.paymentIntentId,
    createdAt: r.createdAt.toISOString(),
    amountDue: fromGrosze(toGrosze(r.totalPrice) + toGrosze(r.damageDeposit)),
    ownerEarnings: fromGrosze(toGrosze(r.subtotal)),
    cancellationTerms: r.cancellationTerms,
    flexibility: r.flexibility,
    insuranceRequired: r.insuranceRequired,
    pickupTime: r.pickupTime,
    returnTime: r.returnTime,
  };
}

/** Who the user is to the rental: its renter or its owner (null for anyone else). */
export function actorOf(
  r: Pick<RentalRow, 'renterId' | 'ownerId'>,
  userId: number,
): Exclude<RentalActor, 'system'> | null {
  if (r.ownerId === userId) return 'owner';
  if (r.renterId === userId) return 'renter';
  return null;
}

/**
 * What the user may do to the rental now: the state machine's moves for their role, less the owner's "returned"
 * (complete) before the end date, which the server refuses until then.
 */
export function actionsFor(
  r: Pick<RentalRow, 'renterId' | 'ownerId' | 'status' | 'endDate'>,
  userId: number,
  today: string,
): RentalAction[] {
  const actor = actorOf(r, userId);
  if (!actor) return [];
  return availableActions(r.status, actor).filter((a) => !(a === 'complete' && today < r.endDate));
}

type Party = RentalViewRow['renter'];

const partyCard = (p: Party): RentalView['renter'] => ({
  id: p.id,
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  profilePhotoUrl: p.deletedAt ? null : p.profilePhotoUrl,
  averageRating: p.averageRating,
  reviewCount: p.reviewCount,
  isVerified: p.isVerified,
  phoneVerified: p.phoneVerified,
  memberSince: p.createdAt.toISOString(),
});

/**
 * The other party's e-mail and phone, once the rental is paid and still on (confirmed, active, completed): before
 * that the parties talk through messages, where contact details are masked by the same rule (decisions 0027, 0044).
 */
function contactOf(r: RentalViewRow['rental'], other: Party): RentalView['contact'] {
  if (!contactDetailsShared(r) || other.deletedAt) return null;
  // Stored whole, with its country code ('+48 600100200').
  return { email: other.email, phone: other.mobileNumber };
}

const PAYMENT_METHODS = ['card', 'blik', 'p24'] as const;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment's part of a rental view: paid once the provider says succeeded; refunds once it took them. A rental
 * marked paid without a payment row (seeded demo data) shows its total price and deposit as paid.
 */
function paymentPart(
  r: RentalViewRow['rental'],
  p: RentalViewRow['payment'],
): Pick<RentalView, 'amountPaid' | 'refundedAmount' | 'paymentMethod'> {
  const withoutRow =
    !p?.status && r.paymentStatus !== 'unpaid' ? toGrosze(r.totalPrice) + toGrosze(r.damageDeposit) : 0;
  const paid = p?.status === 'succeeded' ? (p.amount ?? 0) : withoutRow;
  const method = p?.method ?? null;
  return {
    amountPaid: fromGrosze(paid),
    refundedAmount: fromGrosze(p?.refunded ?? 0),
    paymentMethod: (PAYMENT_METHODS as readonly string[]).includes(method ?? '') ? (method as PaymentMethod) : null,
  };
}

/**
 * The deposit's state (issue 25 §6): claimed when a settled damage report gave part of it to the owner; released
 * when all of it is on its way back or back (or there was none); held otherwise (with the platform, or held by a
 * report).
 */
function depositPart(
  r: RentalViewRow['rental'],
  row: Pick<RentalViewRow, 'payment' | 'depositClaimed'>,
): Pick<RentalView, 'depositStatus' | 'depositClaimed'> {
  const claimed = row.depositClaimed ?? 0;
  if (claimed > 0) return { depositStatus: 'claimed', depositClaimed: fromGrosze(claimed) };
  const deposit = toGrosze(r.damageDeposit);
  const back = row.payment?.depositRefunded ?? 0;
  return { depositStatus: deposit === 0 || back >= deposit ? 'released' : 'held', depositClaimed: null };
}

export function toRentalView(row: RentalViewRow, userId: number, today: string): RentalView {
  const r = row.rental;
  const { deletedAt, ...item } = row.item;
  return {
    ...toRental(r),
    statusChangedAt: r.statusChangedAt?.toISOString() ?? null,
    statusChangedBy: r.statusChangedBy,
    statusReason: r.statusReason,
    item: { ...item, deleted: deletedAt !== null },
    renter: partyCard(row.renter),
    owner: partyCard(row.owner),
    actions: actionsFor(r, userId, today),
    ...paymentPart(r, row.payment),
    paidAt: row.payment?.paidAt?.toISOString() ?? null,
    paymentDeadline:
      r.status === 'confirmed' && r.paymentStatus === 'unpaid' && r.statusChangedAt
        ? paymentDeadline(r.statusChangedAt, r.startDate).toISOString()
        : null,
    history: row.history.map((h) => ({ ...h, at: new Date(h.at).toISOString() })),
    contact: contactOf(r, userId === r.ownerId ? row.renter : row.owner),
    ...depositPart(r, row),
    payout:
      userId === r.ownerId && row.payout
        ? {
            amount: fromGrosze(row.payout.amount),
            status: row.payout.status as PayoutStatus,
            dueAt: row.payout.dueAt ? new Date(row.payout.dueAt).toISOString() : null,
          }
        : null,
  };
}
