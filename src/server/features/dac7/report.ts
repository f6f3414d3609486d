import { inArray, sql } from 'drizzle-orm';
import { emptyQuarterly, isTransportItem } from '@/shared/domain/dac7';
import { ownerShare } from '@/shared/domain/payouts';
import { toGrosze } from '@/shared/domain/pricing';
import { todayIso } from '@/shared/domain/dates';
import {
  taxNumberType,
  type Dac7Figures,
  type Dac7Report,
  type Dac7Seller,
  type Dac7TaxData,
  type TaxInfo,
} from '@/shared/schemas/dac7';
import type { AppDeps } from '@/server/app-deps';
import { dac7Notices, taxInfos, users } from '@/server/db/tables';
import { openTaxInfo } from './tax-info';

type ReportDeps = Pick<AppDeps, 'db' | 'documents'>;

interface PaidRentalRow extends Record<string, unknown> {
  owner_id: number;
  item_name: string;
  subtotal: string;
  booking_fee: string;
  quarter: number;
  refunded_owner: number;
  refunded_fee: number;
}

const emptyFigures = (): Dac7Figures => ({
  consideration: emptyQuarterly(),
  fees: emptyQuarterly(),
  platformFees: emptyQuarterly(),
  activities: emptyQuarterly(),
});

/**
 * The rentals paid in `year` (the payment's day in Warsaw: DAC7 counts consideration when it is paid or credited),
 * each with the quarter and what its refunds (those that stand) gave back of the owner's share and of the fee.
 */
async function paidRentals(db: AppDeps['db'], year: number): Promise<PaidRentalRow[]> {
  const { rows } = await db.execute<PaidRentalRow>(sql`
    SELECT r.owner_id, i.name AS item_name, r.subtotal::text AS subtotal, r.booking_fee::text AS booking_fee,
           extract(quarter FROM p.paid_at AT TIME ZONE 'Europe/Warsaw')::int AS quarter,
           coalesce((SELECT sum(f.owner_part) FROM refunds f WHERE f.payment_id = p.id AND f.status <> 'failed'), 0)::int
             AS refunded_owner,
           coalesce((SELECT sum(f.fee_part) FROM refunds f WHERE f.payment_id = p.id AND f.status <> 'failed'), 0)::int
             AS refunded_fee
    FROM payments p
    JOIN rentals r ON r.id = p.rental_id
    JOIN items i ON i.id = r.item_id
    WHERE p.paid_at IS NOT NULL
      AND extract(year FROM p.paid_at AT TIME ZONE 'Europe/Warsaw') = ${year}
    ORDER BY p.paid_at, r.id`);
  return rows;
}

/** The tax data as the report gives it: the TIN as digits, the name of the person or the company. */
export function reportTaxData(info: TaxInfo): Dac7TaxData {
  if (info.kind === 'individual')
    return {
      kind: 'individual',
      name: `${info.firstName} ${info.lastName}`,
      firstName: info.firstName,
      lastName: info.lastName,
      dateOfBirth: info.dateOfBirth,
      tin: info.taxNumber,
      tinType: taxNumberType(info.taxNumber),
      krs: null,
      regon: null,
      address: info.address,
    };
  return {
    kind: 'business',
    name: info.companyName,
    firstName: null,
    lastName: null,
    dateOfBirth: null,
    tin: info.nip,
    tinType: 'nip',
    krs: info.krs,
    regon: info.regon,
    address: info.address,
  };
}

const add = (q: number[], i: number, v: number) => {
  q[i] += v;
};

/** The calendar year running in Warsaw at `now`. */
export const warsawYear = (now: Date): number => Number(todayIso(now).slice(0, 4));

/**
 * The DAC7 report of a calendar year (issue 27 §5, decision 0074): every owner with consideration in the year, their
 * rentals of means of transport (the relevant activity: reported) apart from the others (no relevant activity: shown
 * only), per quarter; their tax data decrypted, or missing; whether they were told. Reportable sellers first, then by
 * name.
 */
export async function dac7Report(deps: ReportDeps, year: number, now: Date): Promise<Dac7Report> {
  const bySeller = new Map<number, { transport: Dac7Figures; other: Dac7Figures }>();
  for (const r of await paidRentals(deps.db, year)) {
    const consideration = ownerShare(toGrosze(r.subtotal), r.refunded_owner);
    if (consideration <= 0) continue;
    const seller = bySeller.get(r.owner_id) ?? { transport: emptyFigures(), other: emptyFigures() };
    bySeller.set(r.owner_id, seller);
    const f = isTransportItem(r.item_name) ? seller.transport : seller.other;
    const q = r.quarter - 1;
    add(f.consideration, q, consideration);
    add(f.platformFees, q, Math.max(0, toGrosze(r.booking_fee) - r.refunded_fee));
    add(f.activities, q, 1);
  }
  const ids = [...bySeller.keys()];
  const currentYear = warsawYear(now);
  if (ids.length === 0) return { year, currentYear, generatedAt: now.toISOString(), sellers: [] };
  const [people, infos, notices] = await Promise.all([
    deps.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, ids)),
    deps.db.select().from(taxInfos).where(inArray(taxInfos.userId, ids)),
    deps.db
      .select({ userId: dac7Notices.userId, notifiedAt: dac7Notices.notifiedAt })
      .from(dac7Notices)
      .where(sql`${dac7Notices.year} = ${year} AND ${inArray(dac7Notices.userId, ids)}`),
  ]);
  const infoOf = new Map(infos.map((t) => [t.userId, reportTaxData(openTaxInfo(deps, t.userId, t.envelope))]));
  const noticeOf = new Map(notices.map((n) => [n.userId, n.notifiedAt.toISOString()]));
  const sellers: Dac7Seller[] = people.map((u) => {
    const figures = bySeller.get(u.id)!;
    const taxData = infoOf.get(u.id) ?? null;
    return {
      userId: u.id,
      displayName: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username,
      email: u.email,
      reportable: figures.transport.activities.some((n) => n > 0),
      taxInfoGiven: taxData !== null,
      taxData,
      transport: figures.transport,
      other: figures.other,
      notifiedAt: noticeOf.get(u.id) ?? null,
    };
  });
  sellers.sort(
    (a, b) => Number(b.reportable) - Number(a.reportable) || a.displayName.localeCompare(b.displayName, 'pl'),
  );
  return { year, currentYear, generatedAt: now.toISOString(), sellers };
}
