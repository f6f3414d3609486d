/** Query keys of the rental lists: every move invalidates `rentalsKeys.all` (also the owner dashboard's lists under 'rentals'). */
export const rentalsKeys = {
  all: ['rentals'] as const,
  incoming: () => [...rentalsKeys.all, 'incoming'] as const,
  outgoing: () => [...rentalsKeys.all, 'outgoing'] as const,
};
