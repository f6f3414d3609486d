import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerItem } from '@/shared/schemas/items';
import { api } from '@/client/lib/api-client';
import { itemsKeys } from '@/client/lib/query-keys';
import { itemQueryOptions } from './get-item';
import { listingsKeys } from './keys';

/**
 * PUT /api/items/{id} with only `icalImportUrl` (the owner only): the external calendar to import, or null to stop.
 * The server reads a new address at once: the answer tells whether it worked (icalImportedAt, icalImportError).
 */
export function setCalendarImport(id: number, icalImportUrl: string | null): Promise<OwnerItem> {
  return api<OwnerItem>('PUT', `/api/items/${id}`, { icalImportUrl });
}

/** The imported days join the item's unavailable dates and the owner's calendar: both are read again. */
export function useSetCalendarImport(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (icalImportUrl: string | null) => setCalendarImport(id, icalImportUrl),
    onSuccess: (item) => qc.setQueryData(itemQueryOptions(id).queryKey, item),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: itemQueryOptions(id).queryKey }),
        qc.invalidateQueries({ queryKey: itemsKeys.unavailableDates(id) }),
        qc.invalidateQueries({ queryKey: listingsKeys.blockedDates(id) }),
      ]),
  });
}
