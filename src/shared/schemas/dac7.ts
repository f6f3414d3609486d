import { z } from 'zod';
import { todayIso } from '@/shared/domain/dates';
import { DAC7_FIRST_YEAR } from '@/shared/domain/dac7';
import { TAX_INFO_KINDS } from '@/shared/domain/legal';
import { isValidKrs, isValidNip, isValidPesel, isValidRegon, peselBirthDate } from '@/shared/domain/tax-numbers';
import { isAdultOn, isCalendarDate } from './kyc';

/** The owner's tax data for DAC7 (issue 27 §5): PUT /api/payouts/tax-info, the form on the payouts page. */
export const TAX_TEXT_MAX = 100;
export const DEFAULT_TAX_COUNTRY = 'PL';

const digits = (v: string) => v.replace(/[\s-]/g, '');
const text = (key: string, max = TAX_TEXT_MAX) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'validation.tooLong');

/** An ISO 3166 alpha-2 code that names a region (Intl knows it); empty means Poland. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}

export const taxAddressSchema = z
  .object(
    {
      street: text('validation.taxStreetRequired', 200),
      postalCode: text('validation.kycPostalCodeRequired', 12),
      city: text('validation.kycCityRequired'),
      country: z
        .string()
        .trim()
        .toUpperCase()
        .optional()
        .transform((v) => v || DEFAULT_TAX_COUNTRY)
        .refine(isCountryCode, 'validation.taxCountryInvalid'),
    },
    { error: 'validation.kycAddressRequired' },
  )
  .superRefine((v, ctx) => {
    const rule = v.country === 'PL' ? /^\d{2}-\d{3}$/ : /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;
    if (!rule.test(v.postalCode))
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.kycPostalCodeInvalid' });
  });

const individualSchema = z.object({
  kind: z.literal('individual'),
  firstName: text('validation.firstNameRequired'),
  lastName: text('validation.lastNameRequired'),
  dateOfBirth: z
    .string({ error: 'validation.kycDateOfBirthRequired' })
    .trim()
    .min(1, 'validation.kycDateOfBirthRequired')
    .refine(isCalendarDate, 'validation.invalidDate')
    .refine((v) => v >= '1900-01-01', 'validation.invalidDate'),
  /** PESEL (11 digits) or NIP (10), spaces and dashes allowed; stored as digits. */
  taxNumber: z
    .string({ error: 'validation.taxNumberRequired' })
    .trim()
    .min(1, 'validation.taxNumberRequired')
    .transform(digits)
    .refine((v) => /^\d{10}$|^\d{11}$/.test(v), 'validation.taxNumberInvalid'),
  address: taxAddressSchema,
});

const businessSchema = z.object({
  kind: z.literal('business'),
  companyName: text('validation.taxCompanyNameRequired', 200),
  nip: z
    .string({ error: 'validation.taxNipRequired' })
    .trim()
    .min(1, 'validation.taxNipRequired')
    .transform(digits)
    .refine(isValidNip, 'validation.taxNipInvalid'),
  /** KRS (10 digits) or REGON (9 or 14, checked): at least one. */
  krs: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? digits(v) : null))
    .refine((v) => v === null || isValidKrs(v), 'validation.taxKrsInvalid'),
  regon: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? digits(v) : null))
    .refine((v) => v === null || isValidRegon(v), 'validation.taxRegonInvalid'),
  address: taxAddressSchema,
});

/** The body's shape; the rules that need "today" or two fields at once are in taxInfoFormSchema. */
export const taxInfoBodySchema = z.discriminatedUnion('kind', [individualSchema, businessSchema], {
  error: 'validation.taxKindRequired',
});
export type TaxInfoInput = z.input<typeof taxInfoBodySchema>;
export type TaxInfo = z.output<typeof taxInfoBodySchema>;

/**
 * The whole form for `today` (YYYY-MM-DD, Warsaw; the server passes its clock's day): an adult; a PESEL with its
 * checksum and the date of birth it encodes, or a NIP with its checksum; a business with a KRS or a REGON.
 */
export function taxInfoFormSchema(today: string = todayIso()) {
  return taxInfoBodySchema.superRefine((v, ctx) => {
    for (const i of taxInfoIssues(v, today)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  });
}

/** The rules over parsed data (the server runs them on a parsed body with its clock's day): field and message key. */
export function taxInfoIssues(v: TaxInfo, today: string): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const issue = (path: string, message: string) => issues.push({ path, message });
  if (v.kind === 'individual') {
    if (v.dateOfBirth > today) issue('dateOfBirth', 'validation.kycDateOfBirthFuture');
    else if (!isAdultOn(v.dateOfBirth, today)) issue('dateOfBirth', 'validation.taxAdultOnly');
    if (v.taxNumber.length === 11) {
      if (!isValidPesel(v.taxNumber)) issue('taxNumber', 'validation.taxPeselInvalid');
      else if (peselBirthDate(v.taxNumber) !== v.dateOfBirth) issue('taxNumber', 'validation.taxPeselBirthDate');
    } else if (v.taxNumber.length === 10 && !isValidNip(v.taxNumber)) {
      issue('taxNumber', 'validation.taxNipInvalid');
    }
  } else if (!v.krs && !v.regon) {
    issue('krs', 'validation.taxKrsOrRegonRequired');
  }
  return issues;
}

/** Which number an individual gave: 11 digits are a PESEL, 10 a NIP. */
export const taxNumberType = (taxNumber: string): 'pesel' | 'nip' => (taxNumber.length === 11 ? 'pesel' : 'nip');

const addressAnswer = z.object({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() });

/**
 * GET /api/payouts/tax-info, and PUT's answer: to its owner only. An individual's PESEL or NIP is shown by its last
 * four digits (the form asks for it again to change it); a business's NIP, KRS and REGON are public registers' and
 * shown whole.
 */
export const taxInfoAnswerSchema = z.object({
  given: z.boolean(),
  kind: z.enum(TAX_INFO_KINDS).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  taxNumberType: z.enum(['pesel', 'nip']).nullable(),
  taxNumberLast4: z.string().nullable(),
  companyName: z.string().nullable(),
  nip: z.string().nullable(),
  krs: z.string().nullable(),
  regon: z.string().nullable(),
  address: addressAnswer.nullable(),
  updatedAt: z.string().nullable(),
});
export type TaxInfoAnswer = z.infer<typeof taxInfoAnswerSchema>;

/** A calendar year from DAC7's first. */
const dac7YearSchema = z.coerce
  .number({ error: 'validation.dac7YearInvalid' })
  .int('validation.dac7YearInvalid')
  .min(DAC7_FIRST_YEAR, 'validation.dac7YearInvalid')
  .max(9999, 'validation.dac7YearInvalid');

/**
 * GET /api/admin/dac7[?year=YYYY][&format=xml|csv]: without a year, the one due by the server's clock (the year before
 * the one running in Warsaw, dac7DefaultYear): the browser's clock decides nothing.
 */
export const dac7QuerySchema = z.object({
  year: dac7YearSchema.optional(),
  format: z.enum(['json', 'xml', 'csv']).optional(),
});
export const dac7NotifyBodySchema = z.object({ year: dac7YearSchema });

const quarterly = z.array(z.number().int()).length(4);

/** A seller's figures of one kind of rental per quarter Q1–Q4: consideration and fees in grosze, activities. */
export const dac7FiguresSchema = z.object({
  /** What the owner was paid or credited: the rental price less what was refunded of it, by the payment's quarter. */
  consideration: quarterly,
  /** What the platform withheld from or charged the owner: nothing today (decision 0074). */
  fees: quarterly,
  /** The renters' booking fees the platform kept on these rentals: shown to the admin, not reported as the seller's. */
  platformFees: quarterly,
  /** Paid rentals with consideration. */
  activities: quarterly,
});
export type Dac7Figures = z.infer<typeof dac7FiguresSchema>;

/** The seller's tax data as reported (decrypted for the admin's report only). */
export const dac7TaxDataSchema = z.object({
  kind: z.enum(TAX_INFO_KINDS),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  tin: z.string(),
  tinType: z.enum(['pesel', 'nip']),
  krs: z.string().nullable(),
  regon: z.string().nullable(),
  address: addressAnswer,
});
export type Dac7TaxData = z.infer<typeof dac7TaxDataSchema>;

export const dac7SellerSchema = z.object({
  userId: z.number().int(),
  /** The account's name (the tax data's name is in taxData). */
  displayName: z.string(),
  email: z.string(),
  /** Rented out a means of transport in the year: the only relevant activity here, so reported to KAS. */
  reportable: z.boolean(),
  taxInfoGiven: z.boolean(),
  taxData: dac7TaxDataSchema.nullable(),
  transport: dac7FiguresSchema,
  /** Rentals of other things: no DAC7 activity, not reported, shown for the whole picture. */
  other: dac7FiguresSchema,
  /** When the seller was told what was reported for this year, else null. */
  notifiedAt: z.string().nullable(),
});
export type Dac7Seller = z.infer<typeof dac7SellerSchema>;

export const dac7ReportSchema = z.object({
  year: z.number().int(),
  /** The year running in Warsaw by the server's clock: its sellers are told only once it is over. */
  currentYear: z.number().int(),
  generatedAt: z.string(),
  /** Every owner with consideration in the year, reportable ones first. */
  sellers: z.array(dac7SellerSchema),
});
export type Dac7Report = z.infer<typeof dac7ReportSchema>;

/** Told what was reported (first time or corrected), asked for the tax data they have not given, nothing new to tell. */
export const dac7NotifyAnswerSchema = z.object({
  notified: z.number().int(),
  askedForTaxInfo: z.number().int(),
  alreadyNotified: z.number().int(),
});
export type Dac7NotifyAnswer = z.infer<typeof dac7NotifyAnswerSchema>;
