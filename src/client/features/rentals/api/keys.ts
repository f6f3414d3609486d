import { rentalsRootKey } from '@/client/lib/query-keys';

export type RentalDirection = 'incoming' | 'outgoing';

/** Query keys of the rental lists: every move invalidates `rentalsKeys.all` (the rentals page and the dashboard's lists). */
export const rentalsKeys = {
  all: rentalsRootKey,
  page: (direction: RentalDirection, page: number) => [...rentalsKeys.all, direction, 'page', page] as const,
  counts: () => [...rentalsKeys.all, 'counts'] as const,
  detail: (id: number) => [...rentalsKeys.all, 'detail', id] as const,
  refundPreview: (id: number) => [...rentalsKeys.all, 'refund-preview', id] as const,
  /** The dashboard's whole lists: requests for my items, and my own rentals as the renter. */
  incoming: (userId: number) => [...rentalsKeys.all, 'incoming', userId] as const,
  mine: (userId: number) => [...rentalsKeys.all, 'user', userId] as const,
};
