/** Identity (KYC) and phone verification (issue 14, spec 02 §3, §5, §9). */

export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** GET /api/kyc/status before any submission. */
export const KYC_STATUS_NONE = 'none';
export const KYC_DOCUMENT_TYPES = ['passport', 'national_id', 'drivers_license'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
/** The back side is required for these document types only (spec 02 §5). */
export const KYC_BACK_REQUIRED: readonly KycDocumentType[] = ['national_id'];
export const KYC_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** How long an identity check usually takes (spec 02 §9: 24-48 hours): the KYC screens and the help state it. */
export const KYC_REVIEW_HOURS = { min: 24, max: 48 } as const;
/** Days after the decision when the document images are deleted, unless KYC_RETENTION_DAYS says otherwise. */
export const KYC_RETENTION_DAYS_DEFAULT = 30;
export const KYC_DEFAULT_NATIONALITY = 'Polish';
export const KYC_DEFAULT_COUNTRY = 'Poland';

/** Phone codes (spec 02 §9): 6 digits, 3 tries, valid 10 minutes. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MAX_ATTEMPTS = 3;
export const PHONE_CODE_TTL_MINUTES = 10;

/** The 12 country codes selectable on the phone verification screen (spec 02 §3), with their ISO regions. */
export const PHONE_VERIFICATION_COUNTRIES = [
  { code: '+48', region: 'PL' },
  { code: '+1', region: 'US' },
  { code: '+44', region: 'GB' },
  { code: '+49', region: 'DE' },
  { code: '+33', region: 'FR' },
  { code: '+39', region: 'IT' },
  { code: '+34', region: 'ES' },
  { code: '+31', region: 'NL' },
  { code: '+32', region: 'BE' },
  { code: '+420', region: 'CZ' },
  { code: '+421', region: 'SK' },
  { code: '+380', region: 'UA' },
] as const;
export type PhoneVerificationCountryCode = (typeof PHONE_VERIFICATION_COUNTRIES)[number]['code'];
