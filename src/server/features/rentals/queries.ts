import { and, asc, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RentalActor, RentalHistoryStep } from '@/shared/domain/rental-status';
import type { DbOrTx } from '@/server/db/client';
import { items, payments, refunds, rentalEvents, rentals, users, damageReports, payouts } from '@/server/db/tables';
import { holdsItem } from '@/server/features/items/public';
import { approvedIdentitySql } from '@/server/features/kyc/public';

export type RentalRow = typeof rentals.$inferSelect;

/** The first rental holding the item (BLOCKING_STATUSES) that shares a day with the inclusive range, if any. */
export async function firstBlockingOverlap(db: DbOrTx, itemId: number, startDate: string, endDate: string) {
  const [hit] = await db
    .select({ startDate: rentals.startDate, endDate: rentals.endDate })
    .from(rentals)
    .where(
      and(
        eq(rentals.itemId, itemId),
        holdsItem(),
        sql`${rentals.period} && daterange(${startDate}::date, ${endDate}::date, '[]')`,
      ),
    )
    .orderBy(asc(rentals.startDate))
    .limit(1);
  return hit ?? null;
}

/** Whether the renter already has a live request or booking (pending or holding) of the item sharing a day with the range. */
export async function hasOwnOverlap(
  db: DbOrTx,
  itemId: number,
  renterId: number,
  startDate: string,
  endDate: string,
): Promise<boolean> {
  const [hit] = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(
      and(
        eq(rentals.itemId, itemId),
        eq(rentals.renterId, renterId),
        or(eq(rentals.status, 'pending'), holdsItem()),
        sql`${rentals.period} && daterange(${startDate}::date, ${endDate}::date, '[]')`,
      ),
    )
    .limit(1);
  return hit !== undefined;
}

const renterUser = alias(users, 'renter');
const ownerUser = alias(users, 'owner');

/** What a rental view shows of a party: the public card, and the contact details given once the rental is paid. */
function partyColumns(u: typeof renterUser | typeof ownerUser) {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    profilePhotoUrl: u.profilePhotoUrl,
    averageRating: u.averageRating,
    reviewCount: u.reviewCount,
    // The identity badge means an approved check on record (decision 0047), not the users.is_verified cache.
    isVerified: approvedIdentitySql(u.id),
    phoneVerified: u.phoneVerified,
    createdAt: u.createdAt,
    email: u.email,
    mobileNumber: u.mobileNumber,
    deletedAt: u.deletedAt,
  };
}

/** A rental with what its views embed: the item (also a deleted one) and the public names of renter and owner. */
const viewColumns = {
  rental: getTableColumns(rentals),
  item: {
    id: items.id,
    name: items.name,
    imageUrls: items.imageUrls,
    location: items.location,
    district: items.district,
    pricePerDay: items.pricePerDay,
    handoverFrom: items.handoverFrom,
    handoverTo: items.handoverTo,
    handoverStepMinutes: items.handoverStepMinutes,
    deletedAt: items.deletedAt,
  },
  renter: partyColumns(renterUser),
  owner: partyColumns(ownerUser),
  /** The rental's payment (one per rental) and what has come back of it: grosze. */
  payment: {
    amount: payments.amount,
    status: payments.status,
    method: payments.paymentMethodType,
    refunded: sql<number>`coalesce((SELECT sum(${refunds.amount}) FROM ${refunds} WHERE ${refunds.paymentId} = ${payments.id} AND ${refunds.status} = 'succeeded'), 0)::int`,
    paidAt: payments.paidAt,
    /** The deposit's parts of the refunds written (on their way or issued). */
    depositRefunded: sql<number>`coalesce((SELECT sum(${refunds.depositPart}) FROM ${refunds} WHERE ${refunds.paymentId} = ${payments.id} AND ${refunds.status} <> 'failed'), 0)::int`,
  },
  /** The rental's payout (issue 24), as JSON: { amount (grosze), status, dueAt }, or null. */
  payout: sql<{
    amount: number;
    status: string;
    dueAt: string | null;
  } | null>`(SELECT json_build_object('amount', p.amount, 'status', p.status, 'dueAt', p.due_at) FROM ${payouts} p WHERE p.rental_id = ${rentals.id})`,
  /** The deposit's part claimed by settled damage reports (issue 25), grosze. */
  depositClaimed: sql<number>`coalesce((SELECT sum(d.settled_amount) FROM ${damageReports} d WHERE d.rental_id = ${rentals.id} AND d.status IN ('accepted', 'resolved')), 0)::int`,
  /** The rental's history, oldest first, as JSON: [{ status, at, by }]. */
  history: sql<
    { status: RentalHistoryStep; at: string; by: RentalActor }[]
  >`coalesce((SELECT json_agg(json_build_object('status', e.step, 'at', e.at, 'by', e.by) ORDER BY e.at, e.id) FROM ${rentalEvents} e WHERE e.rental_id = ${rentals.id}), '[]'::json)`,
};

export type RentalViewRow = Awaited<ReturnType<typeof selectRentalViews>>[number];

/** Rentals with their item, renter and owner, newest first (a page of them when `page` is given). */
export function selectRentalViews(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select(viewColumns)
    .from(rentals)
    .innerJoin(items, eq(items.id, rentals.itemId))
    .innerJoin(renterUser, eq(renterUser.id, rentals.renterId))
    .innerJoin(ownerUser, eq(ownerUser.id, rentals.ownerId))
    .leftJoin(payments, eq(payments.rentalId, rentals.id))
    .where(where)
    .orderBy(desc(rentals.createdAt), desc(rentals.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countRentals(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rentals)
    .where(where);
  return row.n;
}

/**
 * The user's rentals per status as the owner and as the renter, in one scan, with what waits for the user: pending
 * requests to answer (owner), confirmed unpaid rentals to pay (renter), active rentals from their end date on whose
 * return the owner may confirm.
 */
export async function rentalCountsOf(db: DbOrTx, userId: number, today: string) {
  const rows = await db
    .select({
      side: sql<'incoming' | 'outgoing'>`CASE WHEN ${rentals.ownerId} = ${userId} THEN 'incoming' ELSE 'outgoing' END`,
      status: rentals.status,
      n: sql<number>`count(*)::int`,
      unpaid: sql<number>`count(*) FILTER (WHERE ${rentals.paymentStatus} = 'unpaid')::int`,
      ended: sql<number>`count(*) FILTER (WHERE ${rentals.endDate} <= ${today}::date)::int`,
    })
    .from(rentals)
    .where(or(eq(rentals.ownerId, userId), eq(rentals.renterId, userId)))
    .groupBy(sql`1`, rentals.status);
  const empty = () => ({ total: 0, pending: 0, confirmed: 0, declined: 0, active: 0, completed: 0, cancelled: 0 });
  const counts = { incoming: empty(), outgoing: empty(), toDo: { respond: 0, pay: 0, confirmReturn: 0 } };
  for (const r of rows) {
    counts[r.side][r.status] += r.n;
    counts[r.side].total += r.n;
    if (r.side === 'incoming' && r.status === 'pending') counts.toDo.respond += r.n;
    if (r.side === 'outgoing' && r.status === 'confirmed') counts.toDo.pay += r.unpaid;
    if (r.side === 'incoming' && r.status === 'active') counts.toDo.confirmReturn += r.ended;
  }
  return counts;
}

/** One rental, only when `userId` is its renter or its owner (anyone else learns nothing, not even that it exists). */
export async function findRentalViewFor(db: DbOrTx, rentalId: number, userId: number): Promise<RentalViewRow | null> {
  const [row] = await selectRentalViews(
    db,
    and(eq(rentals.id, rentalId), or(eq(rentals.renterId, userId), eq(rentals.ownerId, userId))),
  );
  return row ?? null;
}

/** The rental's row locked until the transaction ends: a move reads the status it changes under this lock. */
export async function lockRental(tx: DbOrTx, rentalId: number): Promise<RentalRow | null> {
  const [row] = await tx.select().from(rentals).where(eq(rentals.id, rentalId)).for('update');
  return row ?? null;
}

/**
 * Locks the item's row: accepts of one item (and its deletion) take turns, so an accept declines the other pending
 * requests before the next accept of the same item reads them. Without it two accepts would each hold their own
 * request and wait for the other's (a deadlock).
 */
export async function lockItem(tx: DbOrTx, itemId: number) {
  const [row] = await tx
    .select({
      deletedAt: items.deletedAt,
      // The owner's handover hours (issue 26 §3): an accept with agreed times is checked against them.
      handoverFrom: items.handoverFrom,
      handoverTo: items.handoverTo,
      handoverStepMinutes: items.handoverStepMinutes,
    })
    .from(items)
    .where(eq(items.id, itemId))
    .for('update');
  return row ?? null;
}
