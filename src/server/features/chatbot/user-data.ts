import { and, asc, desc, eq, gte, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Language } from '@/shared/constants/limits';
import type { PaymentStatus, RentalStatus } from '@/shared/domain/rental-status';
import type { ChatbotLink } from '@/shared/schemas/chatbot';
import type { DbOrTx } from '@/server/db/client';
import { items, rentals } from '@/server/db/tables';
import { unreadMessagesOf } from '@/server/realtime/unread';
import type { UserDataTopic } from './engine/types';
import { amountIn, dayIn, linkLabel, pathIn, paymentName, statusName, TEXTS } from './texts';

/** One of the asker's rentals, as the answer names it: never anything of a rental they are not a party to. */
interface OwnRental {
  id: number;
  itemName: string;
  startDate: string;
  endDate: string;
  status: RentalStatus;
  paymentStatus: PaymentStatus;
  totalPrice: string;
  role: 'renter' | 'owner';
}

/** Lines per side of an answer; the rentals page has the rest. */
const MAX_LINES = 5;
const LIVE: RentalStatus[] = ['pending', 'confirmed', 'active'];
/** Statuses where the payment is the rental's business (the renter pays once the owner accepts). */
const PAYABLE: RentalStatus[] = ['confirmed', 'active', 'completed'];

/** The user's rentals as renter or owner that also meet `where`: every read here is bounded by the user first. */
async function ownRentals(db: DbOrTx, userId: number, where: SQL | undefined, order: SQL[], limit: number) {
  const rows = await db
    .select({
      id: rentals.id,
      itemName: items.name,
      startDate: rentals.startDate,
      endDate: rentals.endDate,
      status: rentals.status,
      paymentStatus: rentals.paymentStatus,
      totalPrice: rentals.totalPrice,
      renterId: rentals.renterId,
    })
    .from(rentals)
    .innerJoin(items, eq(items.id, rentals.itemId))
    .where(and(or(eq(rentals.renterId, userId), eq(rentals.ownerId, userId)), where))
    .orderBy(...order)
    .limit(limit);
  return rows.map(({ renterId, ...r }): OwnRental => ({ ...r, role: renterId === userId ? 'renter' : 'owner' }));
}

export interface UserDataAnswer {
  text: string;
  links: ChatbotLink[];
}

/** Builds one answer's text and the links it holds (the Markdown ones, listed for a client that reads no Markdown). */
class Answer {
  private readonly lines: string[] = [];
  private readonly linkList: ChatbotLink[] = [];
  constructor(readonly lang: Language) {}

  link(label: string, href: string): string {
    const clean = linkLabel(label);
    if (!this.linkList.some((l) => l.href === href)) this.linkList.push({ label: clean, href });
    return `[${clean}](${href})`;
  }
  rentalLink(r: OwnRental): string {
    return this.link(r.itemName, pathIn(this.lang, 'rental', { id: r.id }));
  }
  days(r: Pick<OwnRental, 'startDate' | 'endDate'>): string {
    const start = dayIn(this.lang, r.startDate);
    return r.startDate === r.endDate ? start : `${start} – ${dayIn(this.lang, r.endDate)}`;
  }
  /** "- [Drill](/rentals/12): 12 May 2026 – 14 May 2026, Confirmed, Payment pending" */
  rentalLine(r: OwnRental, opts: { amount?: boolean } = {}): string {
    const parts = [this.days(r), statusName(this.lang, r.status)];
    if (PAYABLE.includes(r.status) || r.paymentStatus !== 'unpaid') parts.push(paymentName(this.lang, r.paymentStatus));
    if (opts.amount) parts.push(amountIn(this.lang, r.totalPrice));
    let line = `- ${this.rentalLink(r)}: ${parts.join(', ')}`;
    if (r.role === 'renter' && r.status === 'confirmed' && r.paymentStatus === 'unpaid')
      line += ` (${this.link(TEXTS[this.lang].payments.payNow, pathIn(this.lang, 'checkout', { rentalId: r.id }))})`;
    return line;
  }
  /** A section per side: "As the renter:" and its lines, then "As the owner:" and its lines. */
  bySide(list: OwnRental[], opts: { amount?: boolean } = {}) {
    const t = TEXTS[this.lang];
    for (const role of ['renter', 'owner'] as const) {
      const mine = list.filter((r) => r.role === role);
      if (!mine.length) continue;
      this.say(
        role === 'renter' ? t.asRenter : t.asOwner,
        ...mine.slice(0, MAX_LINES).map((r) => this.rentalLine(r, opts)),
      );
    }
  }
  say(...lines: string[]) {
    this.lines.push(...lines);
  }
  rentalsPageLine() {
    const t = TEXTS[this.lang];
    this.say('', t.allOnRentalsPage(this.link(t.rentalsPage, pathIn(this.lang, 'rentals'))));
  }
  done(): UserDataAnswer {
    return { text: this.lines.join('\n').trim(), links: this.linkList };
  }
}

/**
 * The answer to a question about the asker's own data (issue 23 §2), from their rentals as renter and as owner and
 * their unread messages only: every query is bounded by `userId`, so nobody reads another's item names or dates.
 */
export async function userDataAnswer(
  db: DbOrTx,
  input: { userId: number; topic: UserDataTopic; lang: Language; today: string },
): Promise<UserDataAnswer> {
  const { userId, lang, today } = input;
  const t = TEXTS[lang];
  const a = new Answer(lang);
  switch (input.topic) {
    case 'requests': {
      const pending = await ownRentals(db, userId, eq(rentals.status, 'pending'), [desc(rentals.createdAt)], 100);
      const mine = pending.filter((r) => r.role === 'renter');
      const forMe = pending.filter((r) => r.role === 'owner');
      if (!pending.length) a.say(t.requests.none);
      if (mine.length) a.say(t.requests.mine(mine.length), ...mine.slice(0, MAX_LINES).map((r) => a.rentalLine(r)));
      if (mine.length && forMe.length) a.say('');
      if (forMe.length)
        a.say(t.requests.waitingForMe(forMe.length), ...forMe.slice(0, MAX_LINES).map((r) => a.rentalLine(r)));
      a.rentalsPageLine();
      break;
    }
    case 'rentals': {
      const live = await ownRentals(db, userId, inArray(rentals.status, LIVE), [asc(rentals.startDate)], 100);
      if (live.length) {
        a.say(t.rentals.current);
        a.bySide(live);
      } else {
        a.say(t.rentals.none);
        const recent = await ownRentals(db, userId, undefined, [desc(rentals.createdAt), desc(rentals.id)], 3);
        if (recent.length) a.say('', t.rentals.recent, ...recent.map((r) => a.rentalLine(r)));
      }
      a.rentalsPageLine();
      break;
    }
    case 'payments': {
      const withPayment = await ownRentals(
        db,
        userId,
        or(inArray(rentals.status, PAYABLE), ne(rentals.paymentStatus, 'unpaid')),
        [desc(rentals.createdAt), desc(rentals.id)],
        2 * MAX_LINES,
      );
      if (withPayment.length) {
        a.say(t.payments.header);
        a.bySide(withPayment, { amount: true });
      } else a.say(t.payments.none);
      a.rentalsPageLine();
      break;
    }
    case 'next-start': {
      const upcoming = (status: RentalStatus) =>
        ownRentals(
          db,
          userId,
          and(eq(rentals.status, status), gte(rentals.startDate, today)),
          [asc(rentals.startDate), asc(rentals.id)],
          1,
        );
      const [next] = await upcoming('confirmed');
      const [underWay] = await ownRentals(db, userId, eq(rentals.status, 'active'), [asc(rentals.endDate)], 1);
      if (next) {
        a.say(
          t.nextStart.next(
            dayIn(lang, next.startDate),
            a.rentalLink(next),
            t.roleWord(next.role),
            statusName(lang, next.status),
          ),
        );
        if (next.role === 'renter' && next.paymentStatus === 'unpaid')
          a.say(t.nextStart.payFirst(a.link(t.payments.payNow, pathIn(lang, 'checkout', { rentalId: next.id }))));
      } else {
        const [pending] = await upcoming('pending');
        a.say(
          pending ? t.nextStart.pendingOnly(a.rentalLink(pending), dayIn(lang, pending.startDate)) : t.nextStart.none,
        );
      }
      if (underWay) a.say(t.nextStart.underWay(a.rentalLink(underWay), dayIn(lang, underWay.endDate)));
      a.rentalsPageLine();
      break;
    }
    case 'unread': {
      const href = pathIn(lang, 'inbox');
      a.say(t.unread(await unreadMessagesOf(db, userId), href));
      a.link(t.inboxPage, href);
      break;
    }
  }
  return a.done();
}
