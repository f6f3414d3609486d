/**
 * Amounts as people in Poland type them (decision 0020): "1200", "1 200", "1 200,50", "1200,5", "1200.50", a no-break
 * space from a pasted "1 200" (what toLocaleString('pl-PL') writes), a trailing "zł" or "PLN", and, with both marks,
 * "1.200,50" or "1,200.50" (the last mark is the decimal one, the other groups thousands).
 *
 * Refused: a lone dot or comma followed by three digits ("1.200", "1,200"): a Pole may mean 1200 zł, an English
 * reader 1.2 zł; guessing either way could list a drill at a thousandth of its price, so the person is asked to say
 * it plainly. Also refused: badly grouped digits ("12 00"), more than two decimals, signs, exponents ("1e3").
 */
const GROUP_MARKS = /[ \u00a0\u202f\u2009]/g;
const CURRENCY = /\s*(zł|zl|pln)\.?$/i;
const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;
// Thousands grouped by one mark used throughout (a backreference), then an optional decimal part.
const GROUPED = /^(\d{1,3}([ .,])\d{3}(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/;

/** Grosze (an integer) of a typed amount, or null when it is not an amount in zł with at most two decimals. */
export function parseAmountText(text: string): number | null {
  const s = text.trim().replace(CURRENCY, '').replace(GROUP_MARKS, ' ').trim();
  const plain = PLAIN.exec(s);
  if (plain) return grosze(plain[1], plain[2]);
  const grouped = GROUPED.exec(s);
  if (!grouped) return null;
  const [, whole, groupMark, decimalMark, fraction] = grouped;
  // One mark cannot both group and separate decimals ("1.200.50", "1,200,5").
  if (decimalMark === groupMark) return null;
  // "1.200" or "1,200" alone: 1200 zł or 1,20 zł? (see above).
  if (!decimalMark && groupMark !== ' ' && whole.split(groupMark).length === 2) return null;
  return grosze(whole.split(groupMark).join(''), fraction);
}

/** Grosze of an amount sent as a JSON number (zł, at most two decimals; the caller checks the range), or null. */
export function parseAmountNumber(n: number): number | null {
  if (!Number.isFinite(n)) return null;
  const g = Math.round(n * 100);
  return Math.abs(g - n * 100) < 1e-6 && Number.isSafeInteger(g) ? g : null;
}

function grosze(whole: string, fraction = ''): number | null {
  const g = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(g) ? g : null;
}
