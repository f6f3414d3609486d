import { DEFAULT_CITY } from '@/shared/constants/locations';
import { formatNumber } from '@/shared/domain/number-format';
import { toGrosze } from '@/shared/domain/pricing';

/** The card's price (spec 01 §2): per day, rounded down to a whole number of złoty. */
export function wholePricePerDay(pricePerDay: string | number): number {
  return Math.floor(toGrosze(pricePerDay) / 100);
}

/** A rating worth showing (spec 01 §2: above 0), else null for the 'no rating' label. */
export function shownRating(rating: string | number | null | undefined): number | null {
  const n = Number(rating);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Ratings with one decimal (spec 01 §9), in the language's number format (4,8 in Polish). */
export function formatRating(value: number, lang: string): string {
  return formatNumber(value, 1, lang);
}

/** An amount with two decimals in the language's format ("1234,50", "1,234.50"). */
export function formatAmount(amount: string | number, lang: string): string {
  const n = toGrosze(amount) / 100;
  return formatNumber(n, 2, lang);
}

/** An amount in złoty with two decimals ("1234,50 zł", "1,234.50 zł"). */
export function formatZl(amount: string | number, lang: string): string {
  return `${formatAmount(amount, lang)} zł`;
}

/** A whole number in the language's format ("12 345" in Polish, "12,345" in English), as cards show the daily price. */
export function formatWhole(amount: number, lang: string): string {
  return formatNumber(amount, 0, lang);
}

/** "Kraków, Stare Miasto": the city (Warszawa when missing, spec 01 §2), then the district if there is one. */
export function itemPlace(item: { location?: string | null; district?: string | null }): string {
  const city = item.location?.trim() || DEFAULT_CITY;
  const district = item.district?.trim();
  return district ? `${city}, ${district}` : city;
}

/** The months as a full date names them: Polish in the genitive ("10 marca 2024"). Intl's, without Intl
 * (shared/domain/number-format.ts says why). */
const MONTHS: Record<string, readonly string[]> = {
  pl: [
    'stycznia',
    'lutego',
    'marca',
    'kwietnia',
    'maja',
    'czerwca',
    'lipca',
    'sierpnia',
    'września',
    'października',
    'listopada',
    'grudnia',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * "stycznia 2023" / "January 2023": the month and year of a date, with January 2023 when it is missing or invalid.
 * Polish takes the genitive month, as it follows "Członek od" (member since); the month as a full date writes it.
 */
export function formatMonthYear(iso: string | null | undefined, lang: string): string {
  const parsed = iso ? new Date(iso) : null;
  const date = parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(2023, 0, 15);
  // In the device's time zone, as Intl.DateTimeFormat without a timeZone would write it.
  return `${(MONTHS[lang] ?? MONTHS.pl)[date.getMonth()]} ${date.getFullYear()}`;
}
