import { z } from 'zod';
import { CANCELLATION_TERMS, FLEXIBILITY, LISTING_LIMITS } from '@/shared/constants/listing';
import { MAX_PHOTOS_PER_LISTING } from '@/shared/constants/limits';
import { CITIES, cityOrAsGiven, districtOrAsGiven, districtsOf, NO_DISTRICT } from '@/shared/constants/locations';
import { noContactDetails } from '@/shared/domain/contact-masking';
import { parseAmountNumber, parseAmountText } from '@/shared/domain/money';
import { RENTAL_STATUSES } from '@/shared/domain/rental-status';
import { MAX_DAYS_DEFAULT, MAX_DAYS_LIMIT, MIN_DAYS_DEFAULT, NOTICE_DAYS } from '@/shared/domain/calendar';
import {
  DEFAULT_HANDOVER_FROM,
  DEFAULT_HANDOVER_STEP,
  DEFAULT_HANDOVER_TO,
  HANDOVER_STEPS,
  HANDOVER_TIME_PATTERN,
} from '@/shared/domain/handover-times';

const money = z.string().regex(/^\d+\.\d{2}$/);

/** An item as the API returns it (spec 01 §3, spec 02 §3); amounts are strings with two decimals. */
export const itemSchema = z.object({
  id: z.number(),
  ownerId: z.number(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number(),
  pricePerDay: money,
  value: money,
  damageDeposit: money,
  imageUrls: z.array(z.string()),
  /** The mean of the item's published item reviews ('0.00' without any: no rating), shown with `reviewCount`. */
  rating: z.string(),
  reviewCount: z.number().int(),
  available: z.boolean(),
  location: z.string(),
  district: z.string().nullable(),
  cancellationTerms: z.enum(CANCELLATION_TERMS),
  flexibility: z.enum(FLEXIBILITY),
  insuranceRequired: z.boolean(),
  /** The owner's rules for a request (issue 26 §1): rental length in days and notice before the start. */
  minDays: z.number().int(),
  maxDays: z.number().int(),
  noticeDays: z.number().int(),
  /**
   * Instant booking (issue 26 §2): a request that fits the calendar and the rules is confirmed at once; with
   * `instantBookingVerifiedOnly` only a renter with a verified identity's, anyone else's stays a request.
   */
  instantBooking: z.boolean(),
  instantBookingVerifiedOnly: z.boolean(),
  /**
   * Handover times (issue 26 §3): the owner's fixed handover hours ("HH:MM", Poland's time; `low` keeps both times
   * within them, and they are the proposal's default) and the step of `moderate` times, in minutes.
   */
  handoverFrom: z.string(),
  handoverTo: z.string(),
  handoverStepMinutes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

/**
 * The owner's own read of a listing (GET /api/items/{id} signed in as its owner, and the answers of POST and PUT):
 * the item, its iCal feed's address (null until POST /api/items/{id}/calendar-token makes its secret) and the
 * external calendar it imports, with when it was last read and what went wrong.
 */
export const ownerItemSchema = itemSchema.extend({
  icalUrl: z.string().nullable(),
  icalImportUrl: z.string().nullable(),
  icalImportedAt: z.string().nullable(),
  icalImportError: z.string().nullable(),
});
export type OwnerItem = z.infer<typeof ownerItemSchema>;

/**
 * An amount in zł: a JSON number or text as people type it ("1 200", "1200,50", parseAmountText), at most two
 * decimals, min to max zł; the output is zł as a number.
 */
export function amount(requiredKey: string, min: number, max: number) {
  return z
    .union([z.number(), z.string().trim()], { error: requiredKey })
    .refine((v) => v !== '', { message: requiredKey, abort: true })
    .transform((v, ctx) => {
      const grosze = typeof v === 'number' ? parseAmountNumber(v) : parseAmountText(v);
      if (grosze === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalidAmount' });
        return z.NEVER;
      }
      return grosze / 100;
    })
    .refine((n) => n >= min && n <= max, 'validation.amountRange');
}

/** One photo of a new listing: an image data URL, an uploaded file's URL (/uploads/...) or a public http(s) URL. */
export const listingPhotoSchema = z
  .string()
  .trim()
  .refine(
    (v) => v.startsWith('data:image/') || v.startsWith('/uploads/') || /^https?:\/\/\S+$/i.test(v),
    'validation.invalidUrl',
  );

/**
 * An external calendar to import (issue 26 §1): an http(s) URL (webcal:// is read as https://), or empty / null for
 * none. Fetched by the server through the safe fetcher, never from our own network.
 */
export const icalImportUrlSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().replace(/^webcal:\/\//i, 'https://')) : v),
  z
    .string({ error: 'validation.invalidUrl' })
    .max(2000, 'validation.tooLong')
    .regex(/^https?:\/\/\S+$/i, 'validation.invalidUrl')
    .nullish(),
);

/** One of the owner's handover hours, "HH:MM" (issue 26 §3). */
const handoverHour = () =>
  z.string({ error: 'validation.timeInvalid' }).trim().regex(HANDOVER_TIME_PATTERN, 'validation.timeInvalid');
/** The step of `moderate` times: 15, 30, 60 or 120 minutes. */
const handoverStep = () =>
  z.coerce
    .number({ error: 'validation.handoverStepInvalid' })
    .refine((n) => (HANDOVER_STEPS as readonly number[]).includes(n), 'validation.handoverStepInvalid');

/** A rental length in days a listing may set: 1 to MAX_DAYS_LIMIT. */
const rentalDays = (key: string) => z.coerce.number({ error: key }).int(key).min(1, key).max(MAX_DAYS_LIMIT, key);

/** The fields of the listing form, each with its rule: creation and edit check them alike. */
const listingFields = {
  name: z
    .string({ error: 'validation.nameRequiredItem' })
    .trim()
    .min(1, 'validation.nameRequiredItem')
    .max(LISTING_LIMITS.nameMax, 'validation.tooLong')
    .refine(noContactDetails, 'validation.contactDetailsListing'),
  description: z
    .string({ error: 'validation.descriptionRequired' })
    .trim()
    .min(1, 'validation.descriptionRequired')
    .max(LISTING_LIMITS.descriptionMax, 'validation.tooLong')
    .refine(noContactDetails, 'validation.contactDetailsListing'),
  categoryId: z.coerce
    .number({ error: 'validation.categoryRequired' })
    .int('validation.categoryRequired')
    .min(1, 'validation.categoryRequired')
    .max(7, 'validation.categoryRequired'),
  pricePerDay: amount('validation.priceRequired', LISTING_LIMITS.priceMin, LISTING_LIMITS.priceMax),
  value: amount('validation.valueRequired', 1, LISTING_LIMITS.valueMax),
  // One of the 10 cities, in any case and with or without its diacritics ("krakow"): stored by its canonical name.
  location: z.preprocess(
    (v) => (typeof v === 'string' ? cityOrAsGiven(v) : v),
    z.enum(CITIES, { error: 'validation.locationRequired' }),
  ),
  district: z.string().trim().nullable().optional(),
  cancellationTerms: z.enum(CANCELLATION_TERMS).default('standard'),
  flexibility: z.enum(FLEXIBILITY).default('moderate'),
  insuranceRequired: z.boolean().default(false),
  minDays: rentalDays('validation.minDaysRange').default(MIN_DAYS_DEFAULT),
  maxDays: rentalDays('validation.maxDaysRange').default(MAX_DAYS_DEFAULT),
  icalImportUrl: icalImportUrlSchema,
  instantBooking: z.boolean().default(false),
  instantBookingVerifiedOnly: z.boolean().default(false),
  handoverFrom: handoverHour().default(DEFAULT_HANDOVER_FROM),
  handoverTo: handoverHour().default(DEFAULT_HANDOVER_TO),
  handoverStepMinutes: handoverStep().default(DEFAULT_HANDOVER_STEP),
  noticeDays: z.coerce
    .number({ error: 'validation.noticeDaysInvalid' })
    .int('validation.noticeDaysInvalid')
    .refine((n) => (NOTICE_DAYS as readonly number[]).includes(n), 'validation.noticeDaysInvalid')
    .default(0),
  imageUrls: z
    .array(listingPhotoSchema, { error: 'validation.photoRequired' })
    .min(1, 'validation.photoRequired')
    .max(MAX_PHOTOS_PER_LISTING, 'validation.tooManyPhotos')
    .refine((list) => new Set(list).size === list.length, 'validation.duplicatePhoto'),
};

/** The damage deposit in zł, 0 (none) up to the largest value: the same rule on creation and edit. */
const damageDeposit = () => amount('validation.invalidAmount', 0, LISTING_LIMITS.valueMax);

/**
 * POST /api/items (spec 01 §5 listing form). rating, ownerId and available are not taken from the client: the schema
 * strips them. The damage deposit may be set here as on an edit (issue 20 §5), 0 when left out. A 'none' district is
 * stored as null and must belong to the chosen city.
 */
export const createItemSchema = z
  .object({ ...listingFields, damageDeposit: damageDeposit().default(0) })
  .transform((v) => ({
    ...v,
    district: v.district && v.district !== NO_DISTRICT ? districtOrAsGiven(v.location, v.district) : null,
  }))
  .refine((v) => v.district === null || districtsOf(v.location).includes(v.district), {
    path: ['district'],
    message: 'validation.districtInvalid',
  })
  .refine((v) => v.minDays <= v.maxDays, { path: ['maxDays'], message: 'validation.maxDaysBelowMin' })
  .refine((v) => v.handoverFrom < v.handoverTo, { path: ['handoverTo'], message: 'validation.handoverToBeforeFrom' });
export type CreateItemInput = z.input<typeof createItemSchema>;
export type CreateItem = z.output<typeof createItemSchema>;

/**
 * PUT /api/items/{id} (spec 02 §5, §7): any subset of the editable fields, each checked as on creation (name,
 * description and pricePerDay may not be emptied). The category is not editable; photos are URLs of this item's
 * photos to keep and new ones as on creation (1 to 5). A 'none' district becomes null; a district must belong to the
 * city sent with it (against the stored city the server checks it).
 */
export const updateItemSchema = z
  .object({
    name: listingFields.name.optional(),
    description: listingFields.description.optional(),
    pricePerDay: listingFields.pricePerDay.optional(),
    value: listingFields.value.optional(),
    damageDeposit: damageDeposit().optional(),
    available: z.boolean().optional(),
    location: listingFields.location.optional(),
    district: listingFields.district,
    cancellationTerms: z.enum(CANCELLATION_TERMS).optional(),
    flexibility: z.enum(FLEXIBILITY).optional(),
    insuranceRequired: z.boolean().optional(),
    minDays: listingFields.minDays.unwrap().optional(),
    maxDays: listingFields.maxDays.unwrap().optional(),
    noticeDays: listingFields.noticeDays.unwrap().optional(),
    icalImportUrl: listingFields.icalImportUrl,
    instantBooking: z.boolean().optional(),
    instantBookingVerifiedOnly: z.boolean().optional(),
    handoverFrom: handoverHour().optional(),
    handoverTo: handoverHour().optional(),
    handoverStepMinutes: handoverStep().optional(),
    imageUrls: listingFields.imageUrls.optional(),
  })
  .transform((v) => ({
    ...v,
    district:
      v.district === undefined
        ? undefined
        : v.district && v.district !== NO_DISTRICT
          ? districtOrAsGiven(v.location, v.district)
          : null,
  }))
  .refine((v) => !v.location || !v.district || districtsOf(v.location).includes(v.district), {
    path: ['district'],
    message: 'validation.districtInvalid',
  })
  // Both sent: checked here; one alone is checked against the stored other (manage.ts), never by the table's check.
  .refine((v) => !v.handoverFrom || !v.handoverTo || v.handoverFrom < v.handoverTo, {
    path: ['handoverTo'],
    message: 'validation.handoverToBeforeFrom',
  });
export type UpdateItemInput = z.input<typeof updateItemSchema>;
export type UpdateItem = z.output<typeof updateItemSchema>;

/**
 * One of the owner's own listings (GET /api/users/me/items): the item as GET /api/items/{id} answers it, whether it
 * was deleted, its rentals per status, and the owner's share of them (the rental subtotal, days × daily price, without
 * the renter's booking fee): `earned` from completed rentals, `upcoming` from confirmed and active ones.
 */
export const myItemSchema = itemSchema.extend({
  deleted: z.boolean(),
  rentalCounts: z.record(z.enum(RENTAL_STATUSES), z.number().int()),
  earnings: z.object({ earned: money, upcoming: money }),
});
export type MyItem = z.infer<typeof myItemSchema>;

/** GET /api/users/me/items: `includeDeleted=true` adds the deleted listings that have rentals (the earnings dialog). */
export const myItemsQuerySchema = z.object({
  includeDeleted: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).optional())
    .transform((v) => v === 'true'),
});
export type MyItemsQuery = z.input<typeof myItemsQuerySchema>;
