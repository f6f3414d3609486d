import { itemsKeys, rentalsRootKey } from '@/client/lib/query-keys';

/** Under the items root: a new, changed or deleted listing refreshes the owner's lists with every other item query. */
export const listingsKeys = {
  all: itemsKeys.all,
  /** GET /api/users/me/items of one signed-in owner, with or without the deleted listings that had rentals. */
  mine: (ownerId: number, includeDeleted: boolean) =>
    [...itemsKeys.owner(ownerId), 'mine', { includeDeleted }] as const,
  /** GET /api/items/{id}/blocked-dates: the owner's blocked ranges of one listing. */
  blockedDates: (id: number) => [...itemsKeys.all, 'blocked-dates', id] as const,
  /**
   * GET /api/rentals/incoming of one owner, for a listing's calendar: the rentals feature's key for the same list (one
   * cache, refreshed with the rentals root). Not in lib/query-keys: that module is on the item page's JS budget.
   */
  incomingRentals: (userId: number) => [...rentalsRootKey, 'incoming', userId] as const,
};
