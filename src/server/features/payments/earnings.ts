import { desc, eq } from 'drizzle-orm';
import type { Language } from '@/shared/constants/limits';
import { todayIso } from '@/shared/domain/dates';
import { fromGrosze } from '@/shared/domain/pricing';
import type { Earnings, Payout } from '@/shared/schemas/payouts';
import { translate } from '@/shared/i18n/messages';
import type { DbOrTx } from '@/server/db/client';
import { items, payouts, rentals } from '@/server/db/tables';

/**
 * The owner's payouts with their rentals (GET /api/payouts and the CSV), newest first. A user sees only their own:
 * the owner is the session's user, never a parameter.
 */
export async function payoutsOf(db: DbOrTx, ownerId: number) {
  return db
    .select({
      id: payouts.id,
      rentalId: payouts.rentalId,
      amount: payouts.amount,
      status: payouts.status,
      createdAt: payouts.createdAt,
      sentAt: payouts.sentAt,
      dueAt: payouts.dueAt,
      paidAt: payouts.paidAt,
      itemId: rentals.itemId,
      itemName: items.name,
      startDate: rentals.startDate,
      endDate: rentals.endDate,
      days: rentals.days,
      rentalStatus: rentals.status,
    })
    .from(payouts)
    .innerJoin(rentals, eq(rentals.id, payouts.rentalId))
    .innerJoin(items, eq(items.id, rentals.itemId))
    .where(eq(payouts.ownerId, ownerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
}
type PayoutLine = Awaited<ReturnType<typeof payoutsOf>>[number];

export function toPayout(p: PayoutLine): Payout {
  return {
    id: p.id,
    rentalId: p.rentalId,
    amount: fromGrosze(p.amount),
    status: p.status as Payout['status'],
    createdAt: p.createdAt.toISOString(),
    sentAt: p.sentAt?.toISOString() ?? null,
    dueAt: p.dueAt?.toISOString() ?? null,
    paidAt: p.paidAt?.toISOString() ?? null,
    itemId: p.itemId,
    itemName: p.itemName,
    startDate: p.startDate,
    endDate: p.endDate,
  };
}

/** Where a payout stands for the earnings' three figures (issue 24 §3). */
export function earningsBucket(p: { status: string; rentalStatus: string }): 'upcoming' | 'waiting' | 'paidOut' {
  if (p.status === 'sent' || p.status === 'paid' || p.status === 'reversed') return 'paidOut';
  // Upcoming: paid rentals not yet completed (nor cancelled). Waiting: released or in the window after the return.
  if (p.status === 'upcoming' && (p.rentalStatus === 'confirmed' || p.rentalStatus === 'active')) return 'upcoming';
  return 'waiting';
}

/**
 * GET /api/earnings: the owner's money from their payouts, in grosze until the answer: upcoming, waiting for release
 * (in the window after the return, held, or released and waiting for the account or a retry), paid out; paid out per
 * month (when sent, in Poland) for the last 12 months, oldest first; per item (rentals, days, every payout's amount).
 */
export async function earningsOf(db: DbOrTx, ownerId: number, now: Date): Promise<Earnings> {
  const lines = await payoutsOf(db, ownerId);
  const totals = { upcoming: 0, waiting: 0, paidOut: 0 };
  const months = monthsBack(now, 12);
  const byMonth = new Map(months.map((m) => [m, 0]));
  const byItem = new Map<number, { itemId: number; name: string; rentals: number; days: number; amount: number }>();
  for (const p of lines) {
    const bucket = earningsBucket(p);
    totals[bucket] += p.amount;
    if (bucket === 'paidOut' && p.sentAt) {
      const month = monthOf(p.sentAt);
      if (byMonth.has(month)) byMonth.set(month, byMonth.get(month)! + p.amount);
    }
    const item = byItem.get(p.itemId) ?? { itemId: p.itemId, name: p.itemName, rentals: 0, days: 0, amount: 0 };
    item.rentals += 1;
    item.days += p.days;
    item.amount += p.amount;
    byItem.set(p.itemId, item);
  }
  return {
    upcoming: fromGrosze(totals.upcoming),
    waiting: fromGrosze(totals.waiting),
    paidOut: fromGrosze(totals.paidOut),
    byMonth: months.map((month) => ({ month, amount: fromGrosze(byMonth.get(month)!) })),
    byItem: [...byItem.values()]
      .sort((a, b) => b.amount - a.amount || a.itemId - b.itemId)
      .map((i) => ({ ...i, amount: fromGrosze(i.amount) })),
  };
}

/** The month (YYYY-MM) of an instant in Poland. */
const monthOf = (at: Date) => todayIso(at).slice(0, 7);

/** The `count` months up to the one of `now` in Poland, oldest first (YYYY-MM). */
export function monthsBack(now: Date, count: number): string[] {
  const [y, m] = monthOf(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const back = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return back.toISOString().slice(0, 7);
  });
}

/** A CSV field: quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralised. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * GET /api/earnings.csv: the payout history, one row per rental, headers and statuses in `lang`; amounts with a dot
 * and two decimals (as the API's), dates as YYYY-MM-DD and times in ISO 8601 (UTC), which spreadsheets read alike.
 */
export async function earningsCsv(db: DbOrTx, ownerId: number, lang: Language): Promise<string> {
  const t = (key: string) => translate(lang, `earningsCsv.${key}`);
  const header = ['payout', 'rental', 'item', 'start', 'end', 'days', 'amount', 'status', 'created', 'sent', 'paid'];
  const rows = (await payoutsOf(db, ownerId)).map((p) => [
    String(p.id),
    String(p.rentalId),
    p.itemName,
    p.startDate,
    p.endDate,
    String(p.days),
    fromGrosze(p.amount),
    t(`status_${p.status}`),
    p.createdAt.toISOString(),
    p.sentAt?.toISOString() ?? '',
    p.paidAt?.toISOString() ?? '',
  ]);
  return [header.map(t), ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A rental's payout (the admin refund's answer). */
export async function payoutOfRental(db: DbOrTx, rentalId: number) {
  const [row] = await db.select().from(payouts).where(eq(payouts.rentalId, rentalId));
  return row ?? null;
}
