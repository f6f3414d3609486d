/**
 * The legal documents' versions (issue 27 §2). A new version of the terms asks every signed-in user to accept it once
 * (users.termsAcceptedVersion differs); the privacy policy is informed, not accepted, but its version is recorded with
 * the terms' acceptance. A version is the date it takes effect, so it sorts and reads as a date.
 */
export const TERMS_VERSION = '2026-11-28';
export const PRIVACY_VERSION = '2026-11-28';
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-28';

export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * Every cookie the site sets, by name and purpose: all strictly necessary, so no consent banner (ePrivacy art. 5(3)).
 * The privacy page lists these; a test keeps this list and the cookies the server actually sets equal.
 */
export const COOKIES = [
  { name: 'sid', purpose: 'session', lifetimeDays: 30 },
  { name: 'did', purpose: 'device', lifetimeDays: 400 },
] as const;
export type CookiePurpose = (typeof COOKIES)[number]['purpose'];

/** A data export (issue 27 §3): at most one asked for a day; its link downloads once within 24 hours. */
export const DATA_EXPORT_STATUSES = ['none', 'preparing', 'ready'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
export const DATA_EXPORT_LINK_HOURS = 24;
export const DATA_EXPORTS_PER_DAY = 1;

/** The retention schedule (issue 27 §4, docs/retention.md): what stays after the rental or the account, and how long. */
export const RENTAL_RECORDS_RETENTION_YEARS = 2;
/**
 * `now` less whole calendar years, in UTC (a rental ended on 29 February 2028 is kept until 1 March 2030): the rental
 * records' retention (messages, handover and damage photos) counts from the rental's end this way.
 */
export function yearsBefore(now: Date, years: number): Date {
  const d = new Date(now.getTime());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
}
/** Payments, refunds, payouts and invoice data: 5 years after the end of the year (Ordynacja podatkowa art. 70, ustawa o rachunkowości art. 74). */
export const ACCOUNTING_RETENTION_YEARS = 5;

/** DAC7 (issue 27 §5): an owner's tax data is of a person or of a business. */
export const TAX_INFO_KINDS = ['individual', 'business'] as const;
export type TaxInfoKind = (typeof TAX_INFO_KINDS)[number];

/** Complaints (reklamacje) are answered within this many days (issue 27 §2; ustawa o prawach konsumenta). */
export const COMPLAINT_ANSWER_DAYS = 14;

/**
 * Why the profile was opened from a refused export link (the e-mail's button, in a browser): its card says so
 * (`?export=used|expired|unknown` on the profile's address).
 */
export const EXPORT_LINK_PARAM = 'export';
export const EXPORT_LINK_REFUSALS = ['used', 'expired', 'unknown'] as const;
export type ExportLinkRefusal = (typeof EXPORT_LINK_REFUSALS)[number];
