import { DEFAULT_CITY } from '@/shared/constants/locations';
import { toGrosze } from '@/shared/domain/pricing';

const LOCALES: Record<string, string> = { pl: 'pl-PL', en: 'en-GB' };
const localeOf = (lang: string) => LOCALES[lang] ?? LOCALES.pl;

/** Intl formatters are costly to make (a page renders dozens of numbers): one per language and kind, kept. */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: string, kind: 'rating' | 'amount' | 'whole'): Intl.NumberFormat {
  const key = `${lang} ${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = kind === 'whole' ? 0 : kind === 'rating' ? 1 : 2;
    format = new Intl.NumberFormat(localeOf(lang), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

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
  return numberFormat(lang, 'rating').format(value);
}

/** An amount with two decimals in the language's format ("1234,50", "1,234.50"). */
export function formatAmount(amount: string | number, lang: string): string {
  const n = toGrosze(amount) / 100;
  return numberFormat(lang, 'amount').format(n);
}

/** An amount in złoty with two decimals ("1234,50 zł", "1,234.50 zł"). */
export function formatZl(amount: string | number, lang: string): string {
  return `${formatAmount(amount, lang)} zł`;
}

/** A whole number in the language's format ("12 345" in Polish, "12,345" in English), as cards show the daily price. */
export function formatWhole(amount: number, lang: string): string {
  return numberFormat(lang, 'whole').format(amount);
}

/** "Kraków, Stare Miasto": the city (Warszawa when missing, spec 01 §2), then the district if there is one. */
export function itemPlace(item: { location?: string | null; district?: string | null }): string {
  const city = item.location?.trim() || DEFAULT_CITY;
  const district = item.district?.trim();
  return district ? `${city}, ${district}` : city;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function monthYearFormat(lang: string): Intl.DateTimeFormat {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dateFormats.set(lang, format);
  }
  return format;
}

/**
 * "stycznia 2023" / "January 2023": the month and year of a date, with January 2023 when it is missing or invalid.
 * Polish takes the genitive month, as it follows "Członek od" (member since).
 */
export function formatMonthYear(iso: string | null | undefined, lang: string): string {
  const parsed = iso ? new Date(iso) : null;
  const date = parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(2023, 0, 15);
  // The month as it is written in a full date ("10 marca 2024"): Polish puts it in the genitive there. Intl, not
  // date-fns' locales, so that no locale data ships with the first paint (issue 22 §3).
  const parts = monthYearFormat(lang).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('year')}`;
}
