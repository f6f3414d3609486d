/**
 * Numbers as Intl.NumberFormat writes them for pl-PL and en-GB with a fixed number of decimals, without Intl (decision
 * 0085): a page's first Intl.NumberFormat or Intl.DateTimeFormat loads the browser's locale data, 17–29 ms of the main
 * thread on the bench machine and four times that on Lighthouse's phone, one long task of every public page's start.
 * The same rules: the shortest decimal that reads back as the number, rounded half away from zero; Polish groups
 * thousands with a no-break space from five digits on ("1234", "12 345") and writes a decimal comma, English groups
 * from four ("1,234") with a decimal point; a negative number (even one rounded to zero) keeps its minus.
 * number-format.test.ts checks them against Intl.
 */
const SEPARATORS: Record<string, { group: string; decimal: string; minGrouped: number }> = {
  pl: { group: '\u00a0', decimal: ',', minGrouped: 5 },
  en: { group: ',', decimal: '.', minGrouped: 4 },
};

/** The digits of the shortest decimal that reads back as `abs` (≥ 0), before and after the point. */
function decimalDigits(abs: number): [string, string] {
  const [mantissa, exponent = '0'] = String(abs).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

function formatFixed(value: number, decimals: number, lang: string): string {
  const { group, decimal, minGrouped } = SEPARATORS[lang] ?? SEPARATORS.pl;
  let [whole, fraction] = decimalDigits(Math.abs(value));
  if (fraction.length > decimals) {
    const kept = whole + fraction.slice(0, decimals);
    const rounded = fraction[decimals] >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
    whole = rounded.slice(0, rounded.length - decimals).replace(/^0+(?=\d)/, '');
    fraction = rounded.slice(rounded.length - decimals);
  } else fraction = fraction.padEnd(decimals, '0');
  if (whole.length >= minGrouped) whole = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + whole + (decimals > 0 ? decimal + fraction : '');
}

export function formatNumber(value: number, decimals: number, lang: string): string {
  if (!Number.isFinite(value))
    return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value);
  return formatFixed(value, decimals, lang);
}
