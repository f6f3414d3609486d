export type RentalDirection = 'incoming' | 'outgoing';

/** Query keys of the rental lists: every move invalidates `rentalsKeys.all` (also the owner dashboard's lists under 'rentals'). */
export const rentalsKeys = {
  all: ['rentals'] as const,
  page: (direction: RentalDirection, page: number) => [...rentalsKeys.all, direction, 'page', page] as const,
  counts: () => [...rentalsKeys.all, 'counts'] as const,
};
