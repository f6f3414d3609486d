import { rentalsKeys } from './keys';

/**
 * Query keys of a rental's handover records and damage reports: under the rentals root, so any rental move (and each
 * handover or damage mutation, which invalidates the root) refreshes them with the rental itself.
 */
export const handoverKeys = {
  records: (rentalId: number) => [...rentalsKeys.all, 'handover', rentalId] as const,
  damageReports: (rentalId: number) => [...rentalsKeys.all, 'damage-reports', rentalId] as const,
};
