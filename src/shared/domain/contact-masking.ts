/**
 * Contact details in messages stay hidden until a rental between the two is confirmed (issue 11, docs/decisions/
 * 0027-messaging.md): otherwise the marketplace is a free directory for deals made around it. The rule errs towards
 * masking what is plainly a phone number, an e-mail address or a link, while the numbers people really write about a
 * rental (prices, dates, times, house numbers, postcodes, counts) survive. It is a deterrent, not a guarantee: digits
 * written as words or a number split over several messages get through.
 */

import type { RentalStatus } from './rental-status';

/** A rental of the item between the two in one of these statuses lifts the mask (for good while it stays there). */
export const CONTACT_VISIBLE_STATUSES: readonly RentalStatus[] = ['confirmed', 'active', 'completed'];

/** Top-level domains a spelled-out address or a bare domain must end with, so that "at noon. Then" is left alone. */
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
  'co',
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
  'fr',
  'es',
  'it',
  'nl',
  'gg',
  'ly',
  'to',
].join('|');

const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?`;
const LOCAL = String.raw`[\p{L}\p{N}._%+-]*[\p{L}\p{N}_%+-]`;
/** "@", "(at)", "[małpa]", or the word between spaces: " at ", " małpa ". */
const AT_WORD = String.raw`(?:\s*[(\[{<]\s*(?:at|ma[łl]p(?:a|ka))\s*[)\]}>]\s*|\s+(?:at|ma[łl]p(?:a|ka))\s+)`;
/** ".", "(dot)", "[kropka]", or the word between spaces: " dot ", " kropka ". */
const DOT_WORD = String.raw`(?:\s*[(\[{<]\s*(?:dot|kropka)\s*[)\]}>]\s*|\s+(?:dot|kropka)\s+)`;
const DOT_ANY = String.raw`(?:${DOT_WORD}|\s*\.\s*)`;
const NOT_AFTER_WORD = String.raw`(?<![\p{L}\p{N}_])`;
const NOT_BEFORE_WORD = String.raw`(?![\p{L}\p{N}_])`;

const PATTERNS: RegExp[] = [
  // Links: a scheme or www., up to the next space.
  /\b(?:https?:\/\/|www\.)\S+/giu,
  // E-mail addresses with a real "@" (or " @ "; "insta @jan" is a handle, below), the domain's dots written in any way.
  new RegExp(String.raw`${NOT_AFTER_WORD}${LOCAL}(?:@|\s+@\s+)${LABEL}(?:${DOT_ANY}${LABEL})*`, 'giu'),
  // Spelled out: "jan at gmail dot com", "jan (małpa) wp kropka pl": only when it ends with a known domain.
  new RegExp(
    String.raw`${NOT_AFTER_WORD}${LOCAL}${AT_WORD}${LABEL}(?:${DOT_ANY}${LABEL})*?${DOT_ANY}(?:${TLDS})${NOT_BEFORE_WORD}`,
    'giu',
  ),
  // Handles: "@jan.kowalski" (Instagram, Telegram).
  new RegExp(String.raw`${NOT_AFTER_WORD}@[\p{L}\p{N}._]{3,}`, 'giu'),
  // Bare domains, with a path if any: "olx.pl", "x.com/abc", "allegro kropka pl".
  new RegExp(
    String.raw`${NOT_AFTER_WORD}${LABEL}(?:${DOT_ANY}${LABEL})*?(?:\.|${DOT_WORD})(?:${TLDS})${NOT_BEFORE_WORD}(?:\/\S*)?`,
    'giu',
  ),
  // Phone numbers: nine or more digits with at most three spacing characters between any two ("600 700 800",
  // "+48 600-700-800", "(22) 123 45 67", "6 0 0 7 0 0 8 0 0"). Dates and times are set aside before this runs, and a
  // price, a postcode or a house number has fewer digits.
  /(?<![\p{L}\p{N}])(?:\(\s*)?(?:\+\s*)?\d(?:[\s\-.()/]{0,3}\d){8,}(?!\p{N})/gu,
];

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

/** A stand-in without digits or word characters, from the Unicode private use area. */
const token = (i: number) => String.fromCharCode(0xe000 + i);
const TOKEN = /[\ue000-\uf8ff]/g;
/** Where a match was masked: the placeholder goes in at the end, so that no later pattern reads it. */
const MASKED = '\uf8ff';

/** `text` with every phone number, e-mail address and link replaced by `placeholder`. */
export function maskContactDetails(text: string, placeholder: string): string {
  const kept: string[] = [];
  // Characters of the private use area in the text itself must not be taken for stand-ins.
  let out = text.replace(TOKEN, ' ').replace(DATE_OR_TIME, (m) => {
    if (!isDateOrTime(m) || kept.length >= 0x1800) return m;
    kept.push(m);
    return token(kept.length - 1);
  });
  for (const pattern of PATTERNS) out = out.replace(pattern, MASKED);
  return out.replace(TOKEN, (t) => (t === MASKED ? placeholder : (kept[t.charCodeAt(0) - 0xe000] ?? '')));
}
