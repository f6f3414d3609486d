import { BOOKING_FEE_RATE, type Language } from '@/shared/constants/limits';
import { CANCELLATION_POLICY, CANCELLATION_TERMS, type CancellationTerms } from '@/shared/constants/listing';
import { addDays } from '@/shared/domain/dates';
import { parseAmountText } from '@/shared/domain/money';
import { priceRental, toGrosze } from '@/shared/domain/pricing';
import { cancellationRefund, startInstant } from '@/shared/domain/refunds';
import { ENGINE_TEXTS } from './texts';

/**
 * The small computations users ask the bot for (issue 23 §2): a rental's price and a cancellation's refund. The
 * question's figures are read here; the arithmetic is always the shared rules' (priceRental, cancellationRefund).
 */

/** What a question says about a price or a refund; every field optional (a follow-up fills the gaps from before). */
export interface ComputeSlots {
  /** Grosze. */
  perDay?: number;
  days?: number;
  /** Grosze: an amount not said to be per day (the rental's price in a refund question). */
  amount?: number;
  deposit?: number;
  terms?: CancellationTerms;
  hoursBefore?: number;
  ownerCancels?: boolean;
}

export type ComputeKind = 'price' | 'refund';

/** Lower case, without diacritics, "ł" as "l", but with the digits' marks kept ("40,50", "40zł/dzień"). */
function fold(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/\s+/g, ' ');
}

const NUMBER_WORDS: Record<string, number> = {
  jeden: 1,
  jedna: 1,
  jedno: 1,
  jednego: 1,
  dwa: 2,
  dwie: 2,
  dwoch: 2,
  trzy: 3,
  trzech: 3,
  cztery: 4,
  czterech: 4,
  piec: 5,
  pieciu: 5,
  szesc: 6,
  szesciu: 6,
  siedem: 7,
  osiem: 8,
  dziewiec: 9,
  dziesiec: 10,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const NUMBER = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const toNumber = (s: string | undefined, fallback = 1) => (s ? (NUMBER_WORDS[s] ?? Number(s)) : fallback);

const CURRENCY = '(?:zl|pln|zlotych|zlote|zloty|zlotego)\\b';
const AMOUNT = '(\\d{1,3}(?:[ \\u00a0]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)';
const PER_DAY =
  '(?:\\s*(?:(?:/\\s*|za\\s+|na\\s+|a\\s+|per\\s+|each\\s+)(?:dzien|dobe|doba|day|night)\\b|(?:dziennie|daily)\\b))';
/** "40 zł", "40zl", "40,50 PLN", "PLN 40", "40 zł/dzień", "40 dziennie", "40 a day". */
const AMOUNT_RE = new RegExp(
  `(?:\\b(?:pln|zl)\\s*${AMOUNT}(${PER_DAY})?|${AMOUNT}\\s*(?:${CURRENCY})?(${PER_DAY})?)`,
  'g',
);
const UNIT =
  '(dni|dzien|dnia|dniach|doby|dob|doba|dobe|days?|nights?|noce|nocy|h|godz\\w*|hours?|hrs?|tydzien|tygodnie|tygodni|tygodnia|weeks?)';
const BEFORE = '(?:\\s*(?:przed|before|wczesniej|earlier|prior|in advance|ahead|naprzod)\\b)';
const DURATION_RE = new RegExp(`(?:\\b${NUMBER}\\s*)?\\b${UNIT}\\b(${BEFORE})?`, 'g');

function unitHours(unit: string): number {
  if (/^(h|godz|hour|hr)/.test(unit)) return 1;
  if (/^(tydz|tyg|week)/.test(unit)) return 7 * 24;
  return 24;
}

/** The figures a question gives. */
export function readSlots(text: string): ComputeSlots {
  const t = fold(text);
  const slots: ComputeSlots = {};

  // The amounts: the one said per day is the daily price; one beside "kaucja"/"deposit" is the deposit.
  const amountSpans: Array<[number, number]> = [];
  for (const m of t.matchAll(AMOUNT_RE)) {
    const number = m[1] ?? m[3];
    const perDay = Boolean(m[2] ?? m[4]);
    // A number without a currency or "a day" is a count of days or hours, not an amount.
    if (!perDay && !/zl|pln/.test(m[0])) continue;
    const grosze = parseAmountText(number.replace(/\u00a0/g, ' '));
    if (grosze === null || grosze <= 0) continue;
    amountSpans.push([m.index, m.index + m[0].length]);
    const before = t.slice(Math.max(0, m.index - 25), m.index);
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (/(kaucj|deposit)\w*\s*(?:\w+\s*)?$/.test(before) || /^\s*(kaucj|deposit)/.test(after)) slots.deposit = grosze;
    else if (perDay) slots.perDay ??= grosze;
    else slots.amount ??= grosze;
  }

  for (const m of t.matchAll(DURATION_RE)) {
    const [, count, unit, before] = m;
    // "a day" in "40 zł a day" is the price's unit, not a duration.
    if (amountSpans.some(([from, to]) => m.index < to && m.index + m[0].length > from)) continue;
    const weeks = /^(tydz|tyg|week)/.test(unit);
    // "dni" with no count says nothing; "tydzień" alone is one week, "dzień przed" one day before.
    if (!count && !before && !weeks) continue;
    const n = toNumber(count);
    if (!Number.isInteger(n) || n < 0 || n > 10_000) continue;
    if (before) slots.hoursBefore ??= n * unitHours(unit);
    else if (unitHours(unit) !== 1) slots.days ??= (n * unitHours(unit)) / 24;
  }
  if (/\bweekend/.test(t)) slots.days ??= 2;
  if (/\b(godzine|an hour|one hour)\s*(przed|before|wczesniej|earlier)/.test(t)) slots.hoursBefore ??= 1;

  if (/\b(scisl|restrykcyj|strict)/.test(t)) slots.terms = 'strict';
  else if (/\bstandard/.test(t)) slots.terms = 'standard';
  else if (/\b(elastyczn|flexib)/.test(t)) slots.terms = 'flexible';

  if (
    /\b(wlasciciel\w*|owner)\b[^.?!]{0,30}\b(anul|odwol|cancel|rezygn)/.test(t) ||
    /\b(anul|odwol|cancel)\w*\b[^.?!]{0,15}\b(przez\s+wlasciciel|by (the )?owner)/.test(t)
  ) {
    slots.ownerCancels = true;
  }
  return slots;
}

const CANCEL = /\b(anul|odwol|rezygn|cancel)/;
const REFUND = /\b(zwrot|zwroc|odzysk|oddadz|oddaci|oddacie|z powrotem|refund|get back|money back|reimburs)/;
const HOW_MUCH = /\b(ile|jaki|jaka|how much|what)\b/;
const PRICE =
  /\b(ile|koszt|kosztuj|zaplac|placic|place|cena|calkowit|razem|suma|wyniesie|how much|cost|price|total|pay|charge)/;

/** Which computation a question asks for, if any (before the follow-up's slots are merged). */
export function computeKindOf(text: string, slots: ComputeSlots): ComputeKind | null {
  const t = fold(text);
  const cancel = CANCEL.test(t);
  const refund = REFUND.test(t);
  if (
    (cancel && (refund || HOW_MUCH.test(t) || slots.hoursBefore !== undefined)) ||
    (refund && slots.hoursBefore !== undefined)
  ) {
    return 'refund';
  }
  if (slots.days !== undefined && (slots.perDay !== undefined || slots.amount !== undefined)) return 'price';
  if (slots.perDay !== undefined && PRICE.test(t)) return 'price';
  return null;
}

const moneyFormats: Record<Language, Intl.NumberFormat> = {
  pl: new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** Money as the site shows it ("1234,50 zł", "1,234.50 zł": client/lib/item-format.ts's formatZl). */
export function formatMoney(grosze: number, lang: Language): string {
  return `${moneyFormats[lang].format(grosze / 100)} zł`;
}

const zl = (grosze: number) => (grosze / 100).toFixed(2);
/** Any date: the price does not depend on it, the refund only on the hours before it. */
const SOME_START = '2030-06-03';

/** A price by priceRental, or null when the question lacks the days or the daily price. */
export function computePrice(slots: ComputeSlots, lang: Language): string | null {
  const perDay = slots.perDay ?? slots.amount;
  if (perDay === undefined || slots.days === undefined || !Number.isInteger(slots.days) || slots.days < 1) return null;
  const p = priceRental({
    pricePerDay: zl(perDay),
    damageDeposit: slots.deposit === undefined ? 0 : zl(slots.deposit),
    startDate: SOME_START,
    endDate: addDays(SOME_START, slots.days - 1),
  });
  const t = ENGINE_TEXTS[lang];
  const money = (amount: string) => formatMoney(toGrosze(amount), lang);
  const text = t.price({
    days: p.days,
    perDay: money(p.pricePerDay),
    subtotal: money(p.subtotal),
    feePercent: Math.round(BOOKING_FEE_RATE * 100),
    fee: money(p.bookingFee),
    total: money(p.totalPrice),
  });
  return slots.deposit ? `${text} ${t.priceDeposit(money(p.damageDeposit))}` : text;
}

/**
 * A refund by cancellationRefund: the owner cancelling; the named terms and hours (with the amount if given); the
 * hours alone (each terms' outcome). Null when neither the terms with the hours nor the hours are given: the
 * cancellation article tells the rule then.
 */
export function computeRefund(slots: ComputeSlots, lang: Language): string | null {
  const t = ENGINE_TEXTS[lang];
  const amounts = refundBasis(slots);
  const start = startInstant(SOME_START);
  const refund = (terms: CancellationTerms, cancelledBy: 'renter' | 'owner', hours: number) =>
    cancellationRefund({
      subtotal: amounts.subtotal,
      fee: amounts.fee,
      deposit: 0,
      terms,
      startDate: SOME_START,
      cancelledBy,
      now: new Date(start.getTime() - hours * 3_600_000),
      paid: true,
    });

  if (slots.ownerCancels) {
    if (!amounts.given) return t.refundOwner;
    const r = refund('standard', 'owner', 0);
    return `${t.refundOwner} ${t.refundAmount({ price: formatMoney(amounts.subtotal, lang), fee: formatMoney(amounts.fee, lang), refund: formatMoney(r.refund, lang) })}`;
  }
  const hours = slots.hoursBefore;
  if (hours === undefined) return null;

  const outcome = (terms: CancellationTerms) => {
    const r = refund(terms, 'renter', hours);
    const name = t.termsName[terms];
    const limit = CANCELLATION_POLICY[terms].hoursBefore;
    let text =
      r.rule === 'within_terms'
        ? t.refundWithin({
            terms: name,
            hours,
            percent: Math.round((r.rentalPart / amounts.subtotal) * 100),
            feeBack: r.fee > 0,
          })
        : t.refundOutside({ terms: name, hours, limit });
    if (amounts.given) {
      text += ` ${t.refundAmount({ price: formatMoney(amounts.subtotal, lang), fee: formatMoney(amounts.fee, lang), refund: formatMoney(r.refund, lang) })}`;
    }
    return text;
  };
  const terms = slots.terms ? [slots.terms] : [...CANCELLATION_TERMS];
  return `${terms.map(outcome).join(' ')} ${t.depositBack}`;
}

/** The rental price and fee to refund from: the question's, by the pricing rule, or a nominal 100 zł for the shares. */
function refundBasis(slots: ComputeSlots): { subtotal: number; fee: number; given: boolean } {
  const perDay = slots.perDay ?? (slots.days !== undefined ? slots.amount : undefined);
  const days = perDay !== undefined ? (slots.days ?? 1) : 1;
  const price = perDay ?? slots.amount;
  const p = priceRental({
    pricePerDay: zl(price ?? 10_000),
    startDate: SOME_START,
    endDate: addDays(SOME_START, days - 1),
  });
  return { subtotal: toGrosze(p.subtotal), fee: toGrosze(p.bookingFee), given: price !== undefined };
}
