import { z } from 'zod';
import { CANCELLATION_TERMS, FLEXIBILITY, LISTING_LIMITS, type CancellationTerms, type Flexibility } from '@/shared/constants/listing';
import { parseAmountText } from '@/shared/domain/money';
import { CITIES, DEFAULT_CITY, districtsOf, NO_DISTRICT, type City } from '@/shared/constants/locations';
import { createItemSchema, type Item } from '@/shared/schemas/items';
import type { UpdateItemInput } from '../api/update-item';

/** What the edit form holds: inputs as typed (amounts as text, so that 12,50 works), the 'none' district. */
export interface ListingEditValues {
  name: string;
  description: string;
  pricePerDay: string;
  value: string;
  damageDeposit: string;
  location: City;
  district: string;
  cancellationTerms: CancellationTerms;
  flexibility: Flexibility;
  insuranceRequired: boolean;
  available: boolean;
  /** The photos' URLs in order: kept ones and new uploads (the photos field keeps it current). */
  imageUrls: string[];
}

export const EDIT_FIELDS: (keyof ListingEditValues)[] = [
  'name',
  'description',
  'pricePerDay',
  'value',
  'damageDeposit',
  'location',
  'district',
  'cancellationTerms',
  'flexibility',
  'insuranceRequired',
  'available',
  'imageUrls',
];

/** An amount typed in zł as the server reads it (parseAmountText); empty gives `emptyKey`, or `fallback` when there is one. */
function amount(emptyKey: string, min: number, max: number, fallback?: number) {
  return z
    .string()
    .trim()
    .refine((v) => v !== '' || fallback !== undefined, { message: emptyKey, abort: true })
    .transform((v, ctx) => {
      if (v === '') return fallback as number;
      const grosze = parseAmountText(v);
      if (grosze === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalidAmount' });
        return z.NEVER;
      }
      return grosze / 100;
    })
    .refine((n) => n >= min && n <= max, 'validation.amountRange');
}

/**
 * Listing edit (spec 02 §5): name, description (trimmed) and pricePerDay are required, else "all fields are
 * required"; amounts are numeric; 1 to 5 photos. The server checks the same again.
 */
export const listingEditSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.allFieldsRequired').max(LISTING_LIMITS.nameMax, 'validation.tooLong'),
    description: z.string().trim().min(1, 'validation.allFieldsRequired').max(LISTING_LIMITS.descriptionMax, 'validation.tooLong'),
    pricePerDay: amount('validation.allFieldsRequired', LISTING_LIMITS.priceMin, LISTING_LIMITS.priceMax),
    value: amount('validation.valueRequired', 1, LISTING_LIMITS.valueMax),
    damageDeposit: amount('validation.invalidAmount', 0, LISTING_LIMITS.valueMax, 0),
    location: z.enum(CITIES, { error: 'validation.locationRequired' }),
    district: z.string(),
    cancellationTerms: z.enum(CANCELLATION_TERMS),
    flexibility: z.enum(FLEXIBILITY),
    insuranceRequired: z.boolean(),
    available: z.boolean(),
    // The listing form's photo rule: 1 to 5, no duplicates, with its messages.
    imageUrls: createItemSchema.in.shape.imageUrls,
  })
  .transform((v): UpdateItemInput => ({ ...v, district: v.district && v.district !== NO_DISTRICT ? v.district : null }))
  .refine((v) => !v.district || districtsOf(v.location).includes(v.district), { path: ['district'], message: 'validation.districtInvalid' });

/** The form's starting values from the stored item (amounts with a decimal comma in Polish). */
export function editValuesOf(item: Item, lang: string): ListingEditValues {
  const money = (v: string) => (lang === 'pl' ? v.replace('.', ',') : v);
  const city = (CITIES as readonly string[]).includes(item.location) ? (item.location as City) : DEFAULT_CITY;
  return {
    name: item.name,
    description: item.description,
    pricePerDay: money(item.pricePerDay),
    value: money(item.value),
    damageDeposit: money(item.damageDeposit),
    location: city,
    district: item.district && districtsOf(city).includes(item.district) ? item.district : NO_DISTRICT,
    cancellationTerms: item.cancellationTerms,
    flexibility: item.flexibility,
    insuranceRequired: item.insuranceRequired,
    available: item.available,
    imageUrls: item.imageUrls,
  };
}
