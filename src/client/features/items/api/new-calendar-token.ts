import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { calendarTokenAnswerSchema } from '@/shared/schemas/calendar';
import { api } from '@/client/lib/api-client';
import { itemQueryOptions } from './get-item';

export type CalendarTokenAnswer = z.infer<typeof calendarTokenAnswerSchema>;

/**
 * POST /api/items/{id}/calendar-token (the owner only): a new secret address for the item's iCal feed; the old one
 * stops answering at once.
 */
export function newCalendarToken(id: number): Promise<CalendarTokenAnswer> {
  return api<CalendarTokenAnswer>('POST', `/api/items/${id}/calendar-token`);
}

/** The owner's read of the item carries the address: it is read again before the mutation settles. */
export function useNewCalendarToken(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => newCalendarToken(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: itemQueryOptions(id).queryKey }),
  });
}
