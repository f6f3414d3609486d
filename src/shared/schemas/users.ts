import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, REGISTER_PHONE_PREFIXES } from '@/shared/constants/phone';
import { LANGUAGES } from '@/shared/constants/limits';
import { RESPONSE_TIMES } from '@/shared/constants/response-times';
import { itemSchema } from './items';
import { reviewSchema } from './reviews';

/** Fields anyone may read (GET /api/users/{id}): never e-mail, phone or password. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profilePhotoUrl: z.string().nullable(),
  /** True only with an approved identity check (KYC) on record; a verified phone is `phoneVerified`, apart. */
  isVerified: z.boolean(),
  phoneVerified: z.boolean(),
  /** The mean of the published owner and renter reviews about the user ('0.00' without any), over `reviewCount`. */
  averageRating: z.string(),
  reviewCount: z.number().int(),
  /**
   * A key (within_hour, ...): the client says it in the reader's language. The bucket of `responseTimeMinutes`; the
   * spec's default (within_hour) while that is null.
   */
  responseTime: z.enum(RESPONSE_TIMES),
  /** The median minutes to answer a booking request (constants/response-times.ts); null with too little history. */
  responseTimeMinutes: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A person's rating in one role: the mean of the published, not hidden reviews about them in it, and their number. */
export const roleRatingSchema = z.object({ averageRating: z.string(), reviewCount: z.number().int() });

/** A listing as a profile shows it: what the item card needs. */
export const profileListingSchema = itemSchema.pick({
  id: true,
  name: true,
  imageUrls: true,
  rating: true,
  reviewCount: true,
  available: true,
  location: true,
  district: true,
  pricePerDay: true,
  instantBooking: true,
});
export type ProfileListing = z.infer<typeof profileListingSchema>;

/** Reviews and listings on the profile's first screen; the rest come page by page. */
export const PROFILE_REVIEWS_SHOWN = 5;
export const PROFILE_LISTINGS_SHOWN = 8;
export const PROFILE_LISTINGS_PAGE_MAX = 48;

/**
 * GET /api/users/{id} (spec 01 §7, issue 26 §4): the public profile. The card's fields as before, except that a name
 * is never whole: `lastName` is the surname's initial ("K.") and `username` (the e-mail's local part, private) is the
 * short name; besides them the short `name` ("Anna K."), the city of the person's listings, the ratings as owner and
 * as renter, the latest published reviews about them and their listings (available first), with the totals.
 */
export const publicProfileSchema = publicUserSchema.extend({
  name: z.string(),
  /** The city most of their listings are in; null without listings (an address is never asked for, nor shown). */
  city: z.string().nullable(),
  /** When the account was made (the same as `createdAt`). */
  memberSince: z.string(),
  /** From the published `owner` reviews about them; as renter from the published `renter` ones. */
  asOwner: roleRatingSchema,
  asRenter: roleRatingSchema,
  /** The latest published reviews about them (as owner and as renter), newest first; the rest: /api/users/{id}/reviews. */
  reviews: z.array(reviewSchema),
  reviewsTotal: z.number().int(),
  /** Their listings, available ones first, newest first; the rest: /api/users/{id}/listings. */
  listings: z.array(profileListingSchema),
  listingsTotal: z.number().int(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET /api/users/{id}/listings: a page of a person's listings in the profile's order. */
export const profileListingsSchema = z.object({
  listings: z.array(profileListingSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProfileListings = z.infer<typeof profileListingsSchema>;

/** The signed-in user's own view of their account. */
export const privateUserSchema = publicUserSchema.extend({
  email: z.string(),
  mobileNumber: z.string().nullable(),
  countryCode: z.string(),
  role: z.enum(['user', 'admin']),
  language: z.enum(LANGUAGES),
  /** Whether `email` has been confirmed through an e-mailed link. */
  emailVerified: z.boolean(),
  /** A new address waiting for its link to be opened; `email` stays until then. */
  pendingEmail: z.string().nullable(),
  /**
   * The version of the terms (shared/domain/legal.ts TERMS_VERSION) the user last accepted, and when (ISO); null until
   * they do. A version other than the current one makes the client ask once (issue 27 §2).
   */
  termsAcceptedVersion: z.string().nullable(),
  termsAcceptedAt: z.string().nullable(),
});
export type PrivateUser = z.infer<typeof privateUserSchema>;

export const userEnvelopeSchema = z.object({ user: privateUserSchema });

/** Known prefixes, longest first, to read "+48600100200" (no space) as +48 rather than +4860. */
const KNOWN_PREFIXES = [...REGISTER_PHONE_PREFIXES].sort((a, b) => b.length - a.length);

/** "+48 123 456 789" -> { countryCode: "+48", number: "123456789" } */
export function splitMobileNumber(mobile: string | null | undefined): { countryCode: string; number: string } {
  const m = /^\s*(\+\d{1,4})(\s*)(.*)$/.exec(mobile ?? '');
  if (!m) return { countryCode: DEFAULT_COUNTRY_CODE, number: (mobile ?? '').replace(/\D/g, '') };
  if (!m[2]) {
    const raw = (mobile ?? '').trim();
    const known = KNOWN_PREFIXES.find((p) => raw.startsWith(p));
    if (known) return { countryCode: known, number: raw.slice(known.length).replace(/\D/g, '') };
  }
  return { countryCode: m[1], number: m[3].replace(/\D/g, '') };
}

/** A phone as the forms send it: prefix, a space, the digits; at least 6 and at most 15 digits after the prefix. */
export const mobileNumberSchema = z
  .string({ error: 'validation.phoneRequired' })
  .trim()
  .refine((v) => splitMobileNumber(v).number.length > 0, 'validation.phoneRequired')
  .refine((v) => {
    const { number } = splitMobileNumber(v);
    return /^\+\d{1,4}\s?[\d\s-]+$/.test(v) && number.length >= 6 && number.length <= 15;
  }, 'validation.phoneInvalid');

/** A profile photo: a data URL of an image (re-encoded by the server), the URL it already has, or null to remove it. */
export const profilePhotoSchema = z
  .string()
  .max(8_000_000, 'validation.invalidPhoto')
  .refine(
    (v) => v.startsWith('data:image/') || v.startsWith('/uploads/') || /^https?:\/\//.test(v),
    'validation.invalidPhoto',
  )
  .nullable()
  .optional();

export const updateProfileSchema = z.object({
  email: z
    .string({ error: 'validation.allFieldsRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'validation.allFieldsRequired')
    .max(254, 'validation.tooLong')
    .pipe(z.email('validation.email')),
  firstName: z
    .string({ error: 'validation.allFieldsRequired' })
    .trim()
    .min(1, 'validation.allFieldsRequired')
    .max(100, 'validation.tooLong'),
  lastName: z
    .string({ error: 'validation.allFieldsRequired' })
    .trim()
    .min(1, 'validation.allFieldsRequired')
    .max(100, 'validation.tooLong'),
  mobileNumber: z
    .union([mobileNumberSchema, z.literal('')])
    .nullable()
    .optional(),
  countryCode: z
    .string()
    .regex(/^\+\d{1,4}$/, 'validation.invalidValue')
    .optional(),
  profilePhotoUrl: profilePhotoSchema,
  language: z.enum(LANGUAGES).optional(),
  /** Required when `email` differs from the account's (checked on the server, which knows the address). */
  currentPassword: z.string().max(128, 'validation.currentPasswordWrong').optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** PUT /api/users/me/language: the language switcher's choice, kept for notices and e-mails sent later. */
export const updateLanguageSchema = z.object({ language: z.enum(LANGUAGES, { error: 'validation.invalidValue' }) });

/** DELETE /api/users/{id}: deleting an account asks for its password. */
export const deleteAccountSchema = z.object({
  currentPassword: z
    .string({ error: 'validation.currentPasswordRequired' })
    .min(1, 'validation.currentPasswordRequired')
    .max(128, 'validation.currentPasswordWrong'),
});
