/** Phone verification (spec 02 §7): the page and the profile's dialog read the same status. */
export const phoneKeys = {
  all: ['phone'] as const,
  status: () => [...phoneKeys.all, 'status'] as const,
};
