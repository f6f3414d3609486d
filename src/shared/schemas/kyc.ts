import { z } from 'zod';
import { todayIso } from '@/shared/domain/dates';
import {
  KYC_DEFAULT_COUNTRY,
  KYC_DEFAULT_NATIONALITY,
  KYC_DOCUMENT_TYPES,
  KYC_STATUS_NONE,
  KYC_STATUSES,
} from '@/shared/domain/verification';
import { idParamSchema } from './common';

/** The multipart file fields of POST /api/kyc/submit (spec 02 §3 KYC form). */
export const KYC_FILE_FIELDS = ['documentFrontFile', 'documentBackFile', 'selfieFile'] as const;
export type KycFileField = (typeof KYC_FILE_FIELDS)[number];
/** The sides an admin can open: GET /api/admin/kyc/{id}/documents/{side}. */
export const KYC_DOCUMENT_SIDES = ['front', 'back', 'selfie'] as const;
export type KycDocumentSide = (typeof KYC_DOCUMENT_SIDES)[number];
/** A person must be an adult (18 in Poland) to vouch for themselves as an owner or renter. */
export const KYC_MIN_AGE_YEARS = 18;
export const KYC_TEXT_MAX = 100;
export const KYC_ADDRESS_MAX = 200;
export const KYC_REASON_MAX = 1000;
export const KYC_NOTES_MAX = 2000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Letters, digits, spaces and dashes: passports (EA1234567), ID cards (ABC 123456), licences (12345/67/8901). */
const DOCUMENT_NUMBER = /^[\p{L}\d][\p{L}\d\s/-]{3,29}$/u;
/** Postal codes by country name (PL and EN), the rest: 2–10 letters, digits, spaces or dashes. */
const POSTAL_CODES: Record<string, RegExp> = {
  poland: /^\d{2}-\d{3}$/,
  polska: /^\d{2}-\d{3}$/,
  germany: /^\d{5}$/,
  niemcy: /^\d{5}$/,
  'czech republic': /^\d{3} ?\d{2}$/,
  czechy: /^\d{3} ?\d{2}$/,
  ukraine: /^\d{5}$/,
  ukraina: /^\d{5}$/,
};
const GENERIC_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;

/** Whether `postalCode` has the shape of the country's codes (Poland NN-NNN). */
export function isValidPostalCode(postalCode: string, country: string): boolean {
  const rule = POSTAL_CODES[country.trim().toLowerCase()] ?? GENERIC_POSTAL_CODE;
  return rule.test(postalCode.trim());
}

/** Whether a YYYY-MM-DD date is a real calendar day. */
export function isCalendarDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Whether someone born on `dateOfBirth` is at least 18 on `today` (both YYYY-MM-DD; born 29 Feb: adult on 1 Mar). */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age >= KYC_MIN_AGE_YEARS;
}

/** The document number without spaces, upper case: what is stored and what the last 4 are taken from. */
export function normaliseDocumentNumber(v: string): string {
  return v.replace(/\s+/g, '').toUpperCase();
}

const requiredText = (key: string, max = KYC_TEXT_MAX) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'validation.tooLong');

/** Empty means the spec's default (Polish / Poland). */
const textWithDefault = (fallback: string) =>
  z
    .string()
    .trim()
    .max(KYC_TEXT_MAX, 'validation.tooLong')
    .optional()
    .transform((v) => (v ? v : fallback));

/**
 * The text fields of the KYC form (spec 02 §3, required ones of §5), message keys of shared/i18n/messages.ts. The
 * age rule needs "today": `kycFormSchema(today)` adds it; the server passes its (controllable) clock's day.
 */
export const kycFieldsSchema = z
  .object({
    documentType: z.enum(KYC_DOCUMENT_TYPES, { error: 'validation.kycDocumentTypeRequired' }),
    documentNumber: requiredText('validation.kycDocumentNumberRequired', 40).refine(
      (v) => DOCUMENT_NUMBER.test(v),
      'validation.kycDocumentNumberInvalid',
    ),
    firstName: requiredText('validation.firstNameRequired'),
    lastName: requiredText('validation.lastNameRequired'),
    dateOfBirth: z
      .string({ error: 'validation.kycDateOfBirthRequired' })
      .trim()
      .min(1, 'validation.kycDateOfBirthRequired')
      .refine(isCalendarDate, 'validation.invalidDate')
      .refine((v) => v >= '1900-01-01', 'validation.invalidDate'),
    nationality: textWithDefault(KYC_DEFAULT_NATIONALITY),
    address: requiredText('validation.kycAddressRequired', KYC_ADDRESS_MAX),
    city: requiredText('validation.kycCityRequired'),
    postalCode: requiredText('validation.kycPostalCodeRequired', 12),
    country: textWithDefault(KYC_DEFAULT_COUNTRY),
    // A contact number as people type it ("+48 600 700 800", "600-700-800"): the form is not where a number is proven.
    phoneNumber: z
      .string({ error: 'validation.phoneRequired' })
      .trim()
      .min(1, 'validation.phoneRequired')
      .max(32, 'validation.phoneInvalid')
      .refine((v) => /^\+?[\d\s().-]+$/.test(v) && /^\d{6,15}$/.test(v.replace(/\D/g, '')), 'validation.phoneInvalid'),
  })
  .superRefine((v, ctx) => {
    if (!isValidPostalCode(v.postalCode, v.country)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.kycPostalCodeInvalid' });
    }
  });
export type KycFieldsInput = z.input<typeof kycFieldsSchema>;
export type KycFields = z.output<typeof kycFieldsSchema>;

/** The form with the age rule for `today` (YYYY-MM-DD, Warsaw): the browser's form and the server's handler. */
export function kycFormSchema(today: string = todayIso()) {
  return kycFieldsSchema.superRefine((v, ctx) => {
    if (v.dateOfBirth > today) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'validation.kycDateOfBirthFuture' });
    } else if (!isAdultOn(v.dateOfBirth, today)) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'validation.kycAdultOnly' });
    }
  });
}

/** GET /api/kyc/status, and POST /api/kyc/submit's 201 answer. Nulls with `none` (no submission yet). */
export const kycStatusSchema = z.object({
  verificationStatus: z.enum([KYC_STATUS_NONE, ...KYC_STATUSES]),
  id: z.number().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  documentType: z.enum(KYC_DOCUMENT_TYPES).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  verificationNotes: z.string().nullable(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** The person's fields of a submission as stored and answered (to its owner for a resubmission, and to the admin). */
const kycPersonShape = {
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
};

/**
 * GET /api/kyc/resubmission: the text fields of the user's latest submission when it was rejected, to fill the form
 * of the next one (issue 20 §5); never its images. `documentNumber` is null once retention has wiped it; `previous`
 * is null when the latest submission is not a rejected one.
 */
export const kycResubmissionSchema = z.object({
  previous: z
    .object({
      id: z.number(),
      documentType: z.enum(KYC_DOCUMENT_TYPES),
      documentNumber: z.string().nullable(),
      ...kycPersonShape,
    })
    .nullable(),
});
export type KycResubmission = z.infer<typeof kycResubmissionSchema>;

/** The authorised addresses of the images (admin session only); null for a side that was never sent. */
export const kycDocumentsSchema = z.object({
  front: z.string().nullable(),
  back: z.string().nullable(),
  selfie: z.string().nullable(),
});

/**
 * One submission as the admin sees it (GET /api/admin/kyc/pending, PATCH …/status): the spec's fields without the
 * storage keys; `documentNumber` is null once the retention job has wiped it (`documentNumberLast4` stays), and the
 * document URLs are null once the images are deleted.
 */
export const kycAdminRecordSchema = z.object({
  id: z.number(),
  userId: z.number(),
  userEmail: z.string().nullable(),
  verificationStatus: z.enum(KYC_STATUSES),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  documentNumber: z.string().nullable(),
  documentNumberLast4: z.string(),
  ...kycPersonShape,
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.number().nullable(),
  rejectionReason: z.string().nullable(),
  verificationNotes: z.string().nullable(),
  documentsDeletedAt: z.string().nullable(),
  /** Spec 02 §3: the authorised address of each image, null for a side never sent or deleted by retention. */
  documentFrontUrl: z.string().nullable(),
  documentBackUrl: z.string().nullable(),
  selfieUrl: z.string().nullable(),
  /** The same addresses by side (kept for clients written before the spec's names). */
  documents: kycDocumentsSchema,
});
export type KycAdminRecord = z.infer<typeof kycAdminRecordSchema>;

export const kycDocumentParamsSchema = idParamSchema.extend({
  side: z.enum(KYC_DOCUMENT_SIDES, { error: 'validation.invalidValue' }),
});

const optionalNote = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, key)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * PATCH /api/admin/kyc/{id}/status. A rejection needs a reason (spec 02 §5 'Reason Required'): checked by the
 * server, which answers 400 KYC_REASON_REQUIRED; `kycReasonMissing` is the same rule for the review form.
 */
export const kycReviewSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'validation.invalidValue' }),
  rejectionReason: optionalNote(KYC_REASON_MAX, 'validation.tooLong'),
  verificationNotes: optionalNote(KYC_NOTES_MAX, 'validation.tooLong'),
});
export type KycReviewInput = z.input<typeof kycReviewSchema>;

export function kycReasonMissing(input: { status: string; rejectionReason?: string | null }): boolean {
  return input.status === 'rejected' && !(input.rejectionReason ?? '').trim();
}
