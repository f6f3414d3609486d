import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import { parseAmountText } from '@/shared/domain/money';
import { OPEN_DAMAGE_STATUSES, splitDeposit, withinReportWindow } from '@/shared/domain/damage';
import type { DamageReport } from '@/shared/schemas/damage';
import type { RentalView } from '@/shared/schemas/rentals';
import { completedAt, type RentalParty } from './handover-rules';

const OPEN: readonly string[] = OPEN_DAMAGE_STATUSES;

/** The report still waiting for an answer or a decision (reported, disputed), if any. */
export const openReport = (reports: readonly DamageReport[]) => reports.find((r) => OPEN.includes(r.status)) ?? null;

/** Whether a report was settled (accepted by the renter, or resolved by an admin): the deposit is then split. */
export const isSettled = (report: Pick<DamageReport, 'status'>) =>
  report.status === 'accepted' || report.status === 'resolved';

/**
 * Whether the owner may file a damage report now, as far as the page can tell (the server has the final say): the
 * rental is completed, its deposit still held and within the window after completion, and no report is open or
 * settled (a withdrawn one does not count).
 */
export function canReportDamage(
  rental: Pick<RentalView, 'status' | 'depositStatus' | 'history'>,
  reports: readonly DamageReport[],
  viewer: RentalParty,
  now: Date = new Date(),
): boolean {
  if (viewer !== 'owner' || rental.status !== 'completed' || rental.depositStatus !== 'held') return false;
  if (reports.some((r) => OPEN.includes(r.status) || isSettled(r))) return false;
  const done = completedAt(rental);
  return done !== null && withinReportWindow(done, now);
}

export interface CostSplit {
  deposit: string;
  /** What the platform can give the owner: the cost, at most the deposit. */
  recoverable: string;
  /** The rest of the cost, which the owner must pursue themselves: no insurer covers it. */
  unrecoverable: string;
}

/** The live split of a typed cost against the deposit (zł strings); null while the text is no amount. */
export function costSplit(deposit: string, costText: string): CostSplit | null {
  const cost = parseAmountText(costText);
  if (cost === null || cost <= 0) return null;
  const { toOwner, unrecoverable } = splitDeposit(toGrosze(deposit), cost);
  return { deposit, recoverable: fromGrosze(toOwner), unrecoverable: fromGrosze(unrecoverable) };
}

/** What accepting a report means in money: what goes to the owner, what comes back to the renter. */
export function acceptSplit(report: Pick<DamageReport, 'deposit' | 'estimatedCost'>) {
  const { toOwner, toRenter } = splitDeposit(toGrosze(report.deposit), toGrosze(report.estimatedCost));
  return { toOwner: fromGrosze(toOwner), toRenter: fromGrosze(toRenter) };
}
