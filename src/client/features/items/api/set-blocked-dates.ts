import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedDates, BlockedDatesBody } from '@/shared/schemas/calendar';
import { api } from '@/client/lib/api-client';
import { itemsKeys } from '@/client/lib/query-keys';
import { blockedDatesQueryOptions } from './get-blocked-dates';

/**
 * PUT /api/items/{id}/blocked-dates (the owner only): the whole set from today on replaces the old one; 409
 * BLOCKED_DATES_BOOKED when a confirmed or active rental holds some of its days.
 */
export function setBlockedDates(id: number, body: BlockedDatesBody): Promise<BlockedDates> {
  return api<BlockedDates>('PUT', `/api/items/${id}/blocked-dates`, body);
}

/** The answer is the new set; the public calendar (unavailable dates) changes with it. */
export function useSetBlockedDates(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockedDatesBody) => setBlockedDates(id, body),
    onSuccess: (saved) => qc.setQueryData(blockedDatesQueryOptions(id).queryKey, saved),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: blockedDatesQueryOptions(id).queryKey }),
        qc.invalidateQueries({ queryKey: itemsKeys.unavailableDates(id) }),
      ]),
  });
}
