/** Polish tax identifiers' checksums (issue 27 §1 and §5): the company's NIP, and later the sellers' PESEL or NIP. */

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** NIP: 10 digits, the last one the weighted sum (6,5,7,2,3,4,5,6,7) of the others modulo 11; a remainder of 10 is no NIP. */
export function isValidNip(value: string): boolean {
  const d = digitsOf(value);
  if (!/^\d{10}$/.test(d)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(d[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(d[9]);
}

/** PESEL: 11 digits, the last one (10 − the weighted sum (1,3,7,9,…) modulo 10) modulo 10. */
export function isValidPesel(value: string): boolean {
  const d = digitsOf(value);
  if (!/^\d{11}$/.test(d)) return false;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(d[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(d[10]);
}

/** The NIP as it is usually written: 123-456-78-90. */
export function formatNip(value: string): string {
  const d = digitsOf(value);
  return /^\d{10}$/.test(d) ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : value;
}

/**
 * The date of birth a PESEL encodes (YYYY-MM-DD), or null when it names no real day. The month carries the century:
 * +80 for 1800s, +0 for 1900s, +20 for 2000s, +40 for 2100s, +60 for 2200s (issue 27 §5: it must agree with the date
 * of birth given beside it).
 */
export function peselBirthDate(value: string): string | null {
  const d = digitsOf(value);
  if (!/^\d{11}$/.test(d)) return null;
  const yy = Number(d.slice(0, 2));
  const mm = Number(d.slice(2, 4));
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(mm / 20)];
  const month = mm % 20;
  const iso = `${century + yy}-${String(month).padStart(2, '0')}-${d.slice(4, 6)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** REGON: 9 digits (weights 8,9,2,3,4,5,6,7) or 14 (2,4,8,5,0,9,7,3,6,1,2,4,8); the check digit is the sum mod 11, 10 → 0. */
export function isValidRegon(value: string): boolean {
  const d = digitsOf(value);
  const weights =
    d.length === 9 ? [8, 9, 2, 3, 4, 5, 6, 7] : d.length === 14 ? [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] : null;
  if (!weights || !/^\d+$/.test(d)) return false;
  const check = (weights.reduce((acc, w, i) => acc + w * Number(d[i]), 0) % 11) % 10;
  // A 14-digit REGON is a local unit of a 9-digit one, which must be valid too.
  return check === Number(d[d.length - 1]) && (d.length === 9 || isValidRegon(d.slice(0, 9)));
}

/** KRS: 10 digits (it has no checksum). */
export const isValidKrs = (value: string): boolean => /^\d{10}$/.test(digitsOf(value));
