import { itemsKeys, rentalsRootKey } from '@/client/lib/query-keys';

/** Under the items and rentals roots: a new listing or any rental move refreshes the profile's lists. */
export const profileKeys = {
  listedItems: (ownerId: number) => [...itemsKeys.owner(ownerId), 'profile'] as const,
  rentedItems: (userId: number) => [...rentalsRootKey, 'outgoing', 'profile', userId] as const,
};
