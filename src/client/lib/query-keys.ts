/**
 * The query keys that more than one feature reads or invalidates (features cannot import each other, so these live
 * here). Each key starts with its cache's root: invalidating a root refreshes everything under it. A feature's own
 * keys are in its `api/keys.ts`, built on these roots.
 */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export const categoriesKeys = {
  all: ['categories'] as const,
};

/** Every item query: a new, changed or deleted listing refreshes all of them (search, home, my listings, profile). */
export const itemsKeys = {
  all: ['items'] as const,
  list: (params: object) => [...itemsKeys.all, 'list', params] as const,
  detail: (id: number) => [...itemsKeys.all, 'detail', id] as const,
  unavailableDates: (id: number) => [...itemsKeys.all, 'unavailable-dates', id] as const,
  similar: (id: number, viewerId: number | null, limit: number) =>
    [...itemsKeys.all, 'similar', id, viewerId, limit] as const,
  reviews: (id: number) => [...itemsKeys.all, 'reviews', id] as const,
  /** The lists of one owner's items (their own dashboard, their profile). */
  owner: (ownerId: number) => [...itemsKeys.all, 'owner', ownerId] as const,
};

/** Whether a cached key is the detail of one item (kept out of a refetch while that item's page is being left). */
export const isItemDetailKey = (key: readonly unknown[], id: number) =>
  key[0] === itemsKeys.all[0] && key[1] === 'detail' && key[2] === id;

/** Every rental query: any move of a rental, or a deleted listing that declined requests, refreshes all of them. */
export const rentalsRootKey = ['rentals'] as const;

/** The notifications: the list and the unread count share the prefix, so one invalidation refreshes both. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
  page: (page: number) => [...notificationsKeys.list(), page] as const,
  unreadCount: () => [...notificationsKeys.all, 'unread-count'] as const,
};

/**
 * Conversations and their messages: the list, one thread's pages and the unread-messages count share the prefix, so a
 * new conversation, message or read refreshes all of them with one invalidation when that is wanted.
 */
export const conversationsKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationsKeys.all, 'list'] as const,
  thread: (conversationId: number) => [...conversationsKeys.all, 'thread', conversationId] as const,
  unreadCount: () => [...conversationsKeys.all, 'unread-count'] as const,
};

/**
 * The owner's money (issue 24): the payout account, the payouts and the earnings, read by the payouts feature and by my
 * items (the earnings dialog, the set-up banner); a rental's move refreshes them with the root.
 */
export const payoutsKeys = {
  all: ['payouts'] as const,
  account: () => [...payoutsKeys.all, 'account'] as const,
  list: () => [...payoutsKeys.all, 'list'] as const,
  earnings: () => [...payoutsKeys.all, 'earnings'] as const,
  taxInfo: () => [...payoutsKeys.all, 'tax-info'] as const,
};

export const usersKeys = {
  all: ['users'] as const,
  public: (id: number) => [...usersKeys.all, 'public', id] as const,
  /** The owner card's fields alone (GET /api/users/{id}/card). */
  card: (id: number) => [...usersKeys.all, 'card', id] as const,
  /** The pages of a profile's listings and reviews after its first screen. */
  listings: (id: number) => [...usersKeys.all, 'listings', id] as const,
  reviews: (id: number) => [...usersKeys.all, 'reviews', id] as const,
};

/**
 * The signed-in user's kept items and saved searches (issue 26 §5): the hearts on every card read the ids, the
 * favourites page the list, browse's save button writes the searches; a change refreshes the root.
 */
export const favouritesKeys = {
  all: ['favourites'] as const,
  ids: (userId: number) => [...favouritesKeys.all, 'ids', userId] as const,
  list: (userId: number) => [...favouritesKeys.all, 'list', userId] as const,
};

export const savedSearchesKeys = {
  all: ['saved-searches'] as const,
  list: (userId: number) => [...savedSearchesKeys.all, 'list', userId] as const,
};

/** The legal documents' versions and the company (issue 27): the same for everyone, read once. */
export const legalKeys = {
  info: () => ['legal'] as const,
};

/** For logout and account deletion: everything but the session's own query is refetched. */
export const isNotAuthKey = (key: readonly unknown[]) => key[0] !== authKeys.all[0];
