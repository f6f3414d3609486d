import type { ResponseTime } from '@/shared/constants/response-times';
import type { PaymentStatus, RentalStatus } from '@/shared/domain/rental-status';
import { UNAVAILABLE_ITEMS } from './demo-catalogue';
import { DEMO_ITEMS } from './demo-items';
import { DEMO_USERS } from './demo-users';

export interface PlannedRental {
  /** Index into planDemoItems(). */
  item: number;
  renterEmail: string;
  /** Days from the seed day (negative: in the past), both ends included. */
  from: number;
  to: number;
  status: RentalStatus;
  paymentStatus: PaymentStatus;
  /** Minutes before the seed that the renter asked. */
  requestedMinutesAgo: number;
  /** Minutes from the request to the owner's answer (the acceptance); null while the request waits. */
  answerMinutes: number | null;
}

/**
 * The furthest day a seeded rental reaches: the e2e tests request demo items from day 20 on, and a renter's own
 * overlapping request would be refused as a duplicate.
 */
export const DEMO_RENTALS_HORIZON = 14;

const DAY_MINUTES = 24 * 60;
const OWNERS = DEMO_USERS.filter((u) => u.city !== null);

/** The owner's listings that can be booked (item i belongs to owner i % 10: see planDemoItems). */
function bookableItemsOf(owner: number): number[] {
  return DEMO_ITEMS.map((_, i) => i).filter((i) => i % OWNERS.length === owner && !UNAVAILABLE_ITEMS.has(i));
}

/**
 * Rentals between the demo owners, relative to the moment of seeding, so the demo is alive whenever it starts: each
 * owner has three completed rentals (past), one active (started, ending in a few days), two confirmed (coming), and
 * three fresh pending requests (asked minutes to hours ago, starting in two days or later, so that none expires on
 * start nor during the first day), and a history of older completed rentals (40 to 120 days ago). The renters rotate over the other owners, so everyone also rents from others.
 * Per item, the blocking rentals (completed, active, confirmed) never overlap, and no pending request overlaps one.
 */
export function planDemoRentals(): PlannedRental[] {
  return OWNERS.flatMap((_, k) => {
    const a = bookableItemsOf(k);
    const renter = (j: number) => OWNERS[(k + 1 + (j % (OWNERS.length - 1))) % OWNERS.length].email;
    const spread = k % 3;
    const plan: Omit<PlannedRental, 'renterEmail' | 'answerMinutes'>[] = [
      {
        item: a[0],
        from: -31 + spread,
        to: -29 + spread,
        status: 'completed',
        paymentStatus: 'paid',
        requestedMinutesAgo: (38 - spread) * DAY_MINUTES,
      },
      {
        item: a[1],
        from: -17,
        to: -14 + spread,
        status: 'completed',
        paymentStatus: 'paid',
        requestedMinutesAgo: 22 * DAY_MINUTES,
      },
      {
        item: a[2],
        from: -9 - spread,
        to: -7,
        status: 'completed',
        paymentStatus: 'paid',
        requestedMinutesAgo: (14 + spread) * DAY_MINUTES,
      },
      {
        item: a[3],
        from: -1 - spread,
        to: 1 + spread,
        status: 'active',
        paymentStatus: 'paid',
        requestedMinutesAgo: (6 + spread) * DAY_MINUTES + 95,
      },
      {
        item: a[0],
        from: 3 + spread,
        to: 5 + spread,
        status: 'confirmed',
        paymentStatus: 'paid',
        requestedMinutesAgo: 3 * DAY_MINUTES + 40 * k,
      },
      {
        item: a[4],
        from: 6 + spread,
        to: 8 + 2 * spread,
        status: 'confirmed',
        paymentStatus: k % 2 ? 'paid' : 'unpaid',
        // Accepted a few hours ago: an unpaid one stays payable for most of a day after seeding (the payment deadline
        // is 24 h after acceptance, src/shared/domain/payment-deadline.ts), so the demo shows Pay Now.
        requestedMinutesAgo: 3 * 60 + 30 * k,
      },
      {
        item: a[1],
        from: 2,
        to: 3 + spread,
        status: 'pending',
        paymentStatus: 'unpaid',
        requestedMinutesAgo: 12 + 7 * k,
      },
      {
        item: a[2],
        from: 4 + spread,
        to: 6 + spread,
        status: 'pending',
        paymentStatus: 'unpaid',
        requestedMinutesAgo: 70 + 13 * k,
      },
      {
        item: a[5],
        from: 9 + spread,
        to: 11 + spread,
        status: 'pending',
        paymentStatus: 'unpaid',
        requestedMinutesAgo: 180 + 20 * k,
      },
    ];
    return [...plan, ...history(a, spread)].map((r, j) => ({
      ...r,
      renterEmail: renter(j),
      // Answered before the seed, with an hour and a half left for a payment that follows it.
      answerMinutes:
        r.status === 'pending'
          ? null
          : Math.min(demoAnswerMinutes(OWNERS[k].responseTime, j + k), r.requestedMinutesAgo - 90),
    }));
  });
}

/** The typical answer of each habit, in minutes: the medians land in the habit's bucket (constants/response-times.ts). */
const TYPICAL_ANSWER: Record<ResponseTime, number> = { within_hour: 25, within_few_hours: 150, within_day: 540 };

/**
 * How long an owner took to answer one request (docs/decisions/0047): their habit's typical time, varied from 60% to
 * 140% by the request's number, so the owner cards show real medians of a believable spread.
 */
export function demoAnswerMinutes(habit: ResponseTime, n: number): number {
  return Math.round(TYPICAL_ANSWER[habit] * (0.6 + ((n * 7) % 9) / 10));
}

/** Older completed rentals per owner: the reviews they left give the demo items ratings of several reviews each. */
const HISTORY_ITEMS = [0, 1, 0, 2, 1, 0, 3, 4];

/** Two or three days each, eleven days apart, from 40 days back: never overlapping the owner's other rentals. */
function history(a: number[], spread: number): Omit<PlannedRental, 'renterEmail' | 'answerMinutes'>[] {
  return HISTORY_ITEMS.map((n, h) => {
    const from = -40 - 11 * h - spread;
    return {
      item: a[n],
      from,
      to: from + 1 + (h % 2),
      status: 'completed',
      paymentStatus: 'paid',
      requestedMinutesAgo: (-from + 6) * DAY_MINUTES + 45 * h,
    };
  });
}

/**
 * The last move of a seeded rental, as the booking process would have made it: the owner accepted a confirmed one
 * `answerMinutes` after the request, the system started an active one on its first morning, and the owner confirmed
 * the return of a completed one the day after its end. Pending requests have not moved yet.
 */
export function demoStatusChange(
  status: RentalStatus,
  requestedAt: Date,
  startDate: string,
  endDate: string,
  answerMinutes: number | null,
) {
  const morning = (iso: string) => new Date(`${iso}T06:00:00Z`);
  if (status === 'confirmed')
    return { at: new Date(requestedAt.getTime() + (answerMinutes ?? 120) * 60_000), by: 'owner' as const };
  if (status === 'active') return { at: morning(startDate), by: 'system' as const };
  if (status === 'completed')
    return { at: new Date(morning(endDate).getTime() + 30 * 3_600_000), by: 'owner' as const };
  return null;
}

/**
 * The demo rental's history (issue 19 §1) as its status and payment tell it: requested, accepted or declined
 * `answerMinutes` later (the owner's response time is computed from these), paid an hour after the acceptance when paid, started on its first morning, returned on the day after its end; a declined or
 * cancelled one ends with its move.
 */
export function demoHistory(
  status: RentalStatus,
  paid: boolean,
  requestedAt: Date,
  startDate: string,
  endDate: string,
  answerMinutes: number | null,
): { step: RentalStatus | 'paid'; at: Date; by: 'owner' | 'renter' | 'system' }[] {
  const h = (n: number) => new Date(requestedAt.getTime() + n * 3_600_000);
  const answered = (extraHours = 0) =>
    new Date(requestedAt.getTime() + ((answerMinutes ?? 120) + extraHours * 60) * 60_000);
  const steps: { step: RentalStatus | 'paid'; at: Date; by: 'owner' | 'renter' | 'system' }[] = [
    { step: 'pending', at: requestedAt, by: 'renter' },
  ];
  if (status === 'declined') return [...steps, { step: 'declined', at: answered(), by: 'owner' }];
  if (status === 'cancelled') return [...steps, { step: 'cancelled', at: h(1), by: 'renter' }];
  if (status === 'pending') return steps;
  steps.push({ step: 'confirmed', at: answered(), by: 'owner' });
  if (paid) steps.push({ step: 'paid', at: answered(1), by: 'renter' });
  const moved = demoStatusChange(status, requestedAt, startDate, endDate, answerMinutes);
  if (status === 'active' || status === 'completed') {
    const started = demoStatusChange('active', requestedAt, startDate, endDate, answerMinutes)!;
    steps.push({ step: 'active', at: started.at, by: 'system' });
  }
  if (status === 'completed' && moved) steps.push({ step: 'completed', at: moved.at, by: moved.by });
  return steps;
}
