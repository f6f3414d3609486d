import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import {
  DEFAULT_CANCELLATION_TERMS,
  DEFAULT_FLEXIBILITY,
  type CancellationTerms,
  type Flexibility,
} from '@/shared/constants/listing';
import { MAX_DAYS_DEFAULT, MIN_DAYS_DEFAULT } from '@/shared/domain/calendar';
import { DEFAULT_HANDOVER_FROM, DEFAULT_HANDOVER_STEP, DEFAULT_HANDOVER_TO } from '@/shared/domain/handover-times';
import { CITIES, DEFAULT_CITY, districtsOf, NO_DISTRICT, type City } from '@/shared/constants/locations';
import {
  createItemSchema,
  updateItemSchema,
  type CreateItem,
  type Item,
  type UpdateItem,
} from '@/shared/schemas/items';

/**
 * What the listing editor holds, for creation and edit alike: inputs as typed (amounts as text, so that 12,50
 * works), the 'none' district. The shared schemas turn it into the request: createItemSchema keeps what creation
 * takes (the category and the deposit, not availability), updateItemSchema what an edit changes.
 */
export interface ListingFormValues {
  name: string;
  description: string;
  categoryId: string;
  pricePerDay: string;
  value: string;
  damageDeposit: string;
  location: City;
  district: string;
  cancellationTerms: CancellationTerms;
  flexibility: Flexibility;
  insuranceRequired: boolean;
  available: boolean;
  /** The renter's rules (issue 26 §1), as typed or chosen: rental length in days and the notice ('0', '1', '2'). */
  minDays: string;
  maxDays: string;
  noticeDays: string;
  /** Instant booking (issue 26 §2), and whether only renters with a verified identity book at once. */
  instantBooking: boolean;
  instantBookingVerifiedOnly: boolean;
  /** Handover times (issue 26 §3): the owner's hours ("HH:MM") and the step of moderate times ('15' ... '120'). */
  handoverFrom: string;
  handoverTo: string;
  handoverStepMinutes: string;
  /** The photos' URLs in order: kept ones and new uploads (the photos field keeps it current). */
  imageUrls: string[];
}

/** What the editor submits: a new listing or the changes of one. */
export type ListingFormOutput = CreateItem | UpdateItem;
export type ListingFormApi = UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;

/** The defaults of spec 01 §5/§9: Warszawa, no district, standard cancellation, moderate flexibility. */
export const EMPTY_LISTING_FORM: ListingFormValues = {
  name: '',
  description: '',
  categoryId: '',
  pricePerDay: '',
  value: '',
  damageDeposit: '',
  location: DEFAULT_CITY,
  district: NO_DISTRICT,
  cancellationTerms: DEFAULT_CANCELLATION_TERMS,
  flexibility: DEFAULT_FLEXIBILITY,
  insuranceRequired: false,
  available: true,
  minDays: String(MIN_DAYS_DEFAULT),
  maxDays: String(MAX_DAYS_DEFAULT),
  noticeDays: '0',
  instantBooking: false,
  instantBookingVerifiedOnly: false,
  handoverFrom: DEFAULT_HANDOVER_FROM,
  handoverTo: DEFAULT_HANDOVER_TO,
  handoverStepMinutes: String(DEFAULT_HANDOVER_STEP),
  imageUrls: [],
};

export const LISTING_FIELDS = Object.keys(EMPTY_LISTING_FORM) as (keyof ListingFormValues)[];

/** The editor's starting values from the stored item (amounts with a decimal comma in Polish). */
export function listingFormValuesOf(item: Item, lang: string): ListingFormValues {
  const money = (v: string) => (lang === 'pl' ? v.replace('.', ',') : v);
  const city = (CITIES as readonly string[]).includes(item.location) ? (item.location as City) : DEFAULT_CITY;
  return {
    name: item.name,
    description: item.description,
    categoryId: String(item.categoryId),
    pricePerDay: money(item.pricePerDay),
    value: money(item.value),
    damageDeposit: money(item.damageDeposit),
    location: city,
    district: item.district && districtsOf(city).includes(item.district) ? item.district : NO_DISTRICT,
    cancellationTerms: item.cancellationTerms,
    flexibility: item.flexibility,
    insuranceRequired: item.insuranceRequired,
    available: item.available,
    minDays: String(item.minDays),
    maxDays: String(item.maxDays),
    noticeDays: String(item.noticeDays),
    instantBooking: item.instantBooking,
    instantBookingVerifiedOnly: item.instantBookingVerifiedOnly,
    handoverFrom: item.handoverFrom,
    handoverTo: item.handoverTo,
    handoverStepMinutes: String(item.handoverStepMinutes),
    imageUrls: item.imageUrls,
  };
}

const sharedCreateResolver = zodResolver(createItemSchema) as unknown as Resolver<
  ListingFormValues,
  unknown,
  ListingFormOutput
>;

/** An empty deposit box means no deposit, 0 zł (creation and edit alike). */
const withDepositDefault = (values: ListingFormValues): ListingFormValues => ({
  ...values,
  damageDeposit: values.damageDeposit.trim() === '' ? '0' : values.damageDeposit,
});

/**
 * Creation: the server's own schema; its messages are keys of the shared dictionary ('validation.priceRequired', ...).
 * An empty deposit is 0 zł.
 */
export const createListingResolver: Resolver<ListingFormValues, unknown, ListingFormOutput> = (
  values,
  context,
  options,
) => sharedCreateResolver(withDepositDefault(values), context, options);

const sharedUpdateResolver = zodResolver(updateItemSchema) as unknown as Resolver<
  ListingFormValues,
  unknown,
  ListingFormOutput
>;

/** The shared schema's "required" message of each field that spec 02 §5 answers with "all fields are required". */
const REQUIRED_ON_EDIT: Partial<Record<keyof ListingFormValues, string>> = {
  name: 'validation.nameRequiredItem',
  description: 'validation.descriptionRequired',
  pricePerDay: 'validation.priceRequired',
};

/**
 * Edit (spec 02 §5): the server's updateItemSchema, with the edit screen's rules on top: an empty deposit is 0 zł,
 * emptying name, description or price says "all fields are required" (the server refuses them alike), and the longest
 * rental may not be shorter than the shortest (creation's rule: an edit sends both).
 */
export const editListingResolver: Resolver<ListingFormValues, unknown, ListingFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await sharedUpdateResolver(withDepositDefault(values), context, options);
  for (const [name, shared] of Object.entries(REQUIRED_ON_EDIT)) {
    const error = result.errors[name as keyof ListingFormValues];
    if (error && error.message === shared) error.message = 'validation.allFieldsRequired';
  }
  const { minDays, maxDays } = result.values as { minDays?: number; maxDays?: number };
  if (minDays !== undefined && maxDays !== undefined && minDays > maxDays)
    return { values: {}, errors: { maxDays: { type: 'custom', message: 'validation.maxDaysBelowMin' } } };
  return result;
};
