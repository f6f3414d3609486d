/**
 * Contact details stay out of the marketplace's texts until a rental between the two is paid (issue 11, decision
 * 0027; issue 20 §2, decision 0044): otherwise it is a free directory for deals made around it. Messages are masked
 * for their readers; public texts (listings, reviews, replies) refuse them. The rule errs towards catching what is
 * plainly a phone number, an e-mail address, a link or a messenger handle however it is written (digits as words,
 * digits of other scripts, look-alike letters, invisible characters, full-width forms, "(at)", "[dot]"), while the
 * numbers people really write about a rental (prices, dates, times, model and house numbers, postcodes, counts)
 * survive. It is a deterrent, not a guarantee: a number split over several messages gets through.
 */

import { foldForMatching, type FoldedText } from './contact-text';
import type { PaymentStatus, RentalStatus } from './rental-status';

/** Statuses of a rental that can lift the mask: it holds the item for its days. */
export const CONTACT_VISIBLE_STATUSES: readonly RentalStatus[] = ['confirmed', 'active', 'completed'];
/** Statuses only a paid rental reaches (it starts once paid); older rentals from before payments may say unpaid. */
export const HANDED_OVER_STATUSES: readonly RentalStatus[] = ['active', 'completed'];

/**
 * Whether a rental lets its two parties see each other's contact details: it is paid (its payment status is no longer
 * 'unpaid', also when partly or fully refunded later) or handed over, and not cancelled or declined. Accepting a
 * request is not enough; cancelling takes it back.
 */
export function contactDetailsShared(r: { status: RentalStatus; paymentStatus: PaymentStatus }): boolean {
  if (!CONTACT_VISIBLE_STATUSES.includes(r.status)) return false;
  return r.paymentStatus !== 'unpaid' || HANDED_OVER_STATUSES.includes(r.status);
}

/**
 * Top-level domains a spelled-out address or a bare domain must end with, so that "at noon. Then" is left alone.
 * Left out: "to" and "co", Polish words often typed after a full stop without a space ("Dobrze.To").
 */
const TLDS = [
  'pl',
  'com',
  'eu',
  'net',
  'org',
  'io',
  'de',
  'uk',
  'info',
  'biz',
  'me',
  'us',
  'app',
  'dev',
  'online',
  'store',
  'shop',
  'site',
  'cz',
  'sk',
  'ua',
  'ru',
  'fr',
  'es',
  'it',
  'nl',
  'gg',
  'ly',
  'link',
  'xyz',
  'tv',
  'live',
].join('|');

/** Mail providers: "jan at gmail" names an address without its domain's ending. */
const PROVIDERS =
  'gmail|googlemail|wp|onet|interia|o2|tlen|op|gazeta|poczta|yahoo|outlook|hotmail|icloud|proton|protonmail';

const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?`;
const LOCAL = String.raw`[\p{L}\p{N}._%+-]*[\p{L}\p{N}_%+-]`;
/** "@", "(at)", "[małpa]", "(@)", or the word between spaces: " at ", " małpa ". The text is folded: "malpa". */
const AT_WORD = String.raw`(?:\s*[(\[{<]\s*(?:at|@|malp(?:a|ka|e|ke))\s*[)\]}>]\s*|\s+(?:at|malp(?:a|ka|e|ke))\s+)`;
/** "(dot)", "[kropka]", "(.)", or the word between spaces: " dot ", " kropka ". */
const DOT_WORD = String.raw`(?:\s*[(\[{<]\s*(?:dot|kropk[aei]|\.)\s*[)\]}>]\s*|\s+(?:dot|kropk[aei])\s+)`;
const DOT_ANY = String.raw`(?:${DOT_WORD}|\s*\.\s*)`;
/**
 * The dot before the ending of a spelled-out address: a spelled dot, a dot right before the ending, or a spaced dot
 * before a common one only ("jan at gmail . com"; "be at home. It works" stays).
 */
const FINAL_DOT = String.raw`(?:(?:${DOT_WORD}|\s*\.)(?:${TLDS})|\s*\.\s+(?:com|pl|net|org|eu|io))`;
const NOT_AFTER_WORD = String.raw`(?<![\p{L}\p{N}_])`;
const NOT_BEFORE_WORD = String.raw`(?![\p{L}\p{N}_])`;

/**
 * Messengers, as people name them (also declined: "na telegramie", "na fejsie"). A handle after one is masked when it
 * follows a colon or looks like a handle (a dot, an underscore, a digit or an "@" in it): "telegram: jan",
 * "insta jan_kowalski", "gg 1234567"; "signal is weak" stays. LINE is left out: "line: …" is too common a phrase.
 */
const MESSENGERS = [
  'telegram(?:ie|a)?',
  'tg',
  'whats ?app(?:ie|a)?',
  'wa',
  'watsapp?(?:ie)?',
  'insta(?:gram(?:ie|a)?)?',
  'ig',
  'snap(?:chat(?:cie)?)?',
  'signal(?:u|a)?',
  'messenger(?:ze|a)?',
  'fb',
  'face(?:book(?:u)?)?',
  'fejs(?:ie|a)?',
  'skype(?:ie|a)?',
  'skyp(?:ie)?',
  'discord(?:zie|a)?',
  'tik ?tok(?:u)?',
  'viber(?:ze|a)?',
  'gg',
  'gadu[ -]?gadu',
  'threads',
  'wechat',
  'kik',
].join('|');
const FILLER = String.raw`(?:(?:to|is|jest|mnie|me|na|jako|as|my|moj|moje|nick|id|user|login|handle|konto|account|profil|profile|name|nazwa|numer|number)${NOT_BEFORE_WORD}\s*[:=-]?\s*)`;
/** Three or more characters, ending with a letter, a digit or an underscore (not the sentence's full stop). */
const HANDLE = String.raw`@?(?=[\p{L}\p{N}._-]{3})[\p{L}\p{N}][\p{L}\p{N}._-]*[\p{L}\p{N}_]`;
/** What makes a word a handle: a digit or an underscore, or a dot or "@" inside it ("jan.k", not "names."). */
const HANDLE_LIKE = String.raw`(?=[\p{L}\p{N}_-]*(?:[\d_]|[.@][\p{L}\p{N}]))`;

/** Each pattern matches in the folded text; group 1, when there is one, is the part to mask. */
const PATTERNS: RegExp[] = [
  // Links: a scheme or www., up to the next space.
  /\b(?:https?:\/\/|www\.)\S+/giu,
  // E-mail addresses with a real "@" (or " @ "; "insta @jan" is a handle, below), the domain's dots written in any way.
  new RegExp(String.raw`${NOT_AFTER_WORD}${LOCAL}(?:@|\s+@\s+)${LABEL}(?:${DOT_ANY}${LABEL})*`, 'giu'),
  // Spelled out: "jan at gmail dot com", "jan (małpa) wp kropka pl": only when it ends with a known domain or names
  // a mail provider ("jan at gmail").
  new RegExp(
    String.raw`${NOT_AFTER_WORD}${LOCAL}${AT_WORD}(?:${LABEL}(?:${DOT_ANY}${LABEL})*?${FINAL_DOT}|(?:${PROVIDERS}))${NOT_BEFORE_WORD}`,
    'giu',
  ),
  // Handles: "@jan.kowalski" (Instagram, Telegram).
  new RegExp(String.raw`${NOT_AFTER_WORD}@[\p{L}\p{N}._]{3,}`, 'giu'),
  // Bare domains, with a path if any: "olx.pl", "x.com/abc", "t.me/jan", "allegro kropka pl", "evil(.)com".
  new RegExp(
    String.raw`${NOT_AFTER_WORD}${LABEL}(?:${DOT_ANY}${LABEL})*?(?:\.|${DOT_WORD})(?:${TLDS})${NOT_BEFORE_WORD}(?:\/\S*)?`,
    'giu',
  ),
  // A spaced dot before a common ending: "evil . com", "jan.kowalski . pl".
  new RegExp(
    String.raw`${NOT_AFTER_WORD}${LABEL}(?:${DOT_ANY}${LABEL})*?\s*\.\s+(?:com|pl|net|org|eu|io)${NOT_BEFORE_WORD}(?:\/\S*)?`,
    'giu',
  ),
  // A domain glued to its spelled dot: "gmaildotcom", "wpkropkapl".
  new RegExp(String.raw`${NOT_AFTER_WORD}[\p{L}\p{N}]+(?:dot|kropka)(?:com|pl|net|org|eu)${NOT_BEFORE_WORD}`, 'giu'),
  // A messenger and the handle after it.
  new RegExp(
    String.raw`${NOT_AFTER_WORD}(?:${MESSENGERS})${NOT_BEFORE_WORD}(?:\s*[:=]\s*${FILLER}{0,3}(${HANDLE})|\s*-?\s*${FILLER}{0,3}${HANDLE_LIKE}(${HANDLE}))`,
    'giud',
  ),
];

/**
 * Phone numbers: nine or more digits with at most three spacing characters between any two ("600 700 800",
 * "+48 600-700-800", "(22) 123 45 67", "6 0 0 7 0 0 8 0 0"); a bare comma joins ("600,700,800"), a comma and a space
 * do not (a list of sizes). Dates and times are set aside before this runs; a price, a postcode or a house number has
 * fewer digits.
 */
const PHONE = /(?<!\p{N})(?:\(\s*)?(?:\+\s*)?\d(?:(?:[\s\-.()/\\_*~+;]{1,3}|,)?\d){8,}(?!\p{N})/gu;
/** A big amount of money is not a phone number: "1 200 000 000 zł". */
const AMOUNT = /^\d{1,3}(?:[ .]\d{3})+$/;
const CURRENCY_AFTER = /^\s*(?:zl|pln|eur|euro|usd|gbp|€|\$|zlotych|zloty)(?![\p{L}])/u;

/**
 * A block of ten or more digits written together is a phone number only when it starts like one: with 0 (a trunk
 * or international prefix), with "+", or with a European country code ("48600700800", "447911123456"). Otherwise it is
 * an identifier, such as a timestamp, an EAN or a serial number ("1732541234567"), and it splits the run around it.
 */
const COUNTRY_CODE = /^(?:0|48|49|44|420|421|380|370|371|372|375|373|43|31|32|33|34|39|41|45|46|47|353|358|36|40)/;

function isIdentifier(group: string, afterPlus: boolean): boolean {
  if (group.length < 10) return false;
  if (group.length > 15) return true;
  return !afterPlus && !COUNTRY_CODE.test(group);
}

/**
 * The phone numbers of one run of digits (`run` found at `at` in `text`): the parts between identifiers with nine or
 * more digits, unless a part is a big amount of money ("1 200 000 000 zł").
 */
function phoneSpans(text: string, at: number, run: string): [number, number][] {
  const spans: [number, number][] = [];
  const groups = [...run.matchAll(/\d+/g)].map((g) => ({
    from: at + g.index,
    to: at + g.index + g[0].length,
    g: g[0],
  }));
  let part: typeof groups = [];
  const flush = () => {
    const digits = part.reduce((n, g) => n + g.g.length, 0);
    if (digits >= 9) {
      const from = part[0] === groups[0] ? at : part[0].from;
      const end = part[part.length - 1].to;
      const amount = AMOUNT.test(text.slice(part[0].from, end)) && CURRENCY_AFTER.test(text.slice(end));
      if (!amount) spans.push([from, end]);
    }
    part = [];
  };
  groups.forEach((g, i) => {
    const afterPlus = i === 0 ? run.includes('+') : /\+\s*$/.test(text.slice(groups[i - 1].to, g.from));
    if (isIdentifier(g.g, afterPlus)) flush();
    else part.push(g);
  });
  flush();
  return spans;
}

/** Dates ("12.05.2026", "2026-05-12", "12/05/26") and times ("14:30"), which must not join a phone-number run. */
const DATE_OR_TIME = /(?<!\d)(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{1,2}:\d{2})(?!\d)/g;

function isDateOrTime(s: string): boolean {
  if (s.includes(':')) {
    const [h, m] = s.split(':').map(Number);
    return h <= 24 && m <= 59;
  }
  const parts = s.split(/[./-]/).map(Number);
  const [day, month] = parts[0] > 31 ? [parts[2], parts[1]] : [parts[0], parts[1]];
  return day >= 1 && day <= 31 && month >= 1 && month <= 12;
}

/** Spans [start, end) of the folded text holding contact details. */
function foldedSpans(folded: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const pattern of PATTERNS) {
    for (const m of folded.matchAll(pattern)) {
      const group = m.indices?.slice(1).find((g) => g !== undefined);
      spans.push(group ? [group[0], group[1]] : [m.index, m.index + m[0].length]);
    }
  }
  // Dates and times become '#' for the phone numbers only: "12.05.2026 600700800" masks the number alone.
  const digits = folded.replace(DATE_OR_TIME, (m) => (isDateOrTime(m) ? '#'.repeat(m.length) : m));
  for (const m of digits.matchAll(PHONE)) spans.push(...phoneSpans(digits, m.index, m[0]));
  return spans;
}

/** The spans [start, end) of `text` holding contact details, in order, overlapping and touching ones merged. */
export function findContactDetails(text: string): [number, number][] {
  const folded: FoldedText = foldForMatching(text);
  const spans = foldedSpans(folded.text)
    .filter(([a, b]) => b > a)
    .map(([a, b]): [number, number] => [folded.starts[a], folded.ends[b - 1]])
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged.at(-1);
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([...s]);
  }
  return merged;
}

/** Whether `text` holds a phone number, an e-mail address, a link or a messenger handle (public texts refuse it). */
export function containsContactDetails(text: string): boolean {
  return findContactDetails(text).length > 0;
}

/**
 * The rule of public texts (listing names and descriptions, reviews, replies), for the zod schemas the forms and the
 * server share: a refusal answers 400 CONTACT_DETAILS_NOT_ALLOWED with the field named (plugins/error-handler.ts).
 */
export const noContactDetails = (text: string): boolean => !containsContactDetails(text);

/** `text` with every phone number, e-mail address, link and messenger handle replaced by `placeholder`. */
export function maskContactDetails(text: string, placeholder: string): string {
  let out = '';
  let at = 0;
  for (const [start, end] of findContactDetails(text)) {
    out += text.slice(at, start) + placeholder;
    at = end;
  }
  return out + text.slice(at);
}
