import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { LISTING_FIELDS, type ListingFormValues } from './listing-form-values';

/** Puts the server's field messages under the fields; a photo's own error (imageUrls.2) goes under the photos. */
export function applyListingServerErrors(err: unknown, setError: UseFormSetError<ListingFormValues>) {
  if (!(err instanceof ApiError) || !err.fields) return;
  for (const [path, message] of Object.entries(err.fields)) {
    const name = path.split('.')[0] as keyof ListingFormValues;
    if (LISTING_FIELDS.includes(name)) setError(name, { type: 'server', message });
  }
}
