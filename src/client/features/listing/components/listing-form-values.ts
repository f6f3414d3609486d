import type { Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_CANCELLATION_TERMS, DEFAULT_FLEXIBILITY, type CancellationTerms, type Flexibility } from '@/shared/constants/listing';
import { DEFAULT_CITY, NO_DISTRICT, type City } from '@/shared/constants/locations';
import { createItemSchema, type CreateItem } from '@/shared/schemas/items';

/** What the form holds: inputs as typed (strings), the 'none' district; the shared schema turns it into the request. */
export interface ListingFormValues {
  name: string;
  description: string;
  categoryId: string;
  pricePerDay: string;
  value: string;
  location: City;
  district: string;
  cancellationTerms: CancellationTerms;
  flexibility: Flexibility;
  insuranceRequired: boolean;
  imageUrls: string[];
}
export type ListingFormApi = UseFormReturn<ListingFormValues, unknown, CreateItem>;

/** The defaults of spec 01 §5/§9: Warszawa, no district, standard cancellation, moderate flexibility. */
export const EMPTY_LISTING_FORM: ListingFormValues = {
  name: '',
  description: '',
  categoryId: '',
  pricePerDay: '',
  value: '',
  location: DEFAULT_CITY,
  district: NO_DISTRICT,
  cancellationTerms: DEFAULT_CANCELLATION_TERMS,
  flexibility: DEFAULT_FLEXIBILITY,
  insuranceRequired: false,
  imageUrls: [],
};

export const LISTING_FIELDS = Object.keys(EMPTY_LISTING_FORM) as (keyof ListingFormValues)[];

/** The same schema as the server: its messages are keys of the shared dictionary ('validation.priceRequired', ...). */
export const listingResolver = zodResolver(createItemSchema) as unknown as Resolver<ListingFormValues, unknown, CreateItem>;
