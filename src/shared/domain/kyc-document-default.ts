import type { KycDocumentType } from './verification';

/** How people write "Polish" in the nationality field, in both languages (lower case, diacritics kept). */
const POLISH_NATIONALITY = new Set(['polish', 'poland', 'pl', 'pol', 'polskie', 'polska', 'polski', 'polak', 'polka']);

export function isPolishNationality(nationality: string | null | undefined): boolean {
  return POLISH_NATIONALITY.has((nationality ?? '').trim().toLowerCase());
}

/**
 * The document type the KYC form starts with (issue 20 §5): a Polish national is asked for the ID card (dowód
 * osobisty), which everyone in Poland has; anyone else for a passport, the document every nationality has.
 */
export function defaultKycDocumentType(nationality: string | null | undefined): KycDocumentType {
  return isPolishNationality(nationality) ? 'national_id' : 'passport';
}
