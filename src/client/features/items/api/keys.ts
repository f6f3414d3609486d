import { itemsKeys } from '@/client/lib/query-keys';

/** Under the items root: a new, changed or deleted listing refreshes the owner's lists with every other item query. */
export const listingsKeys = {
  all: itemsKeys.all,
  /** GET /api/users/me/items of one signed-in owner, with or without the deleted listings that had rentals. */
  mine: (ownerId: number, includeDeleted: boolean) =>
    [...itemsKeys.owner(ownerId), 'mine', { includeDeleted }] as const,
};
