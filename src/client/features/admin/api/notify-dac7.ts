import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dac7NotifyAnswer } from '@/shared/schemas/dac7';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './keys';

/** POST /api/admin/dac7/notify: tell each reportable seller of the year what was reported (once each). */
export function notifyDac7Sellers(year: number): Promise<Dac7NotifyAnswer> {
  return api<Dac7NotifyAnswer>('POST', '/api/admin/dac7/notify', { year });
}

export function useNotifyDac7Sellers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: notifyDac7Sellers,
    // The year's report, whether it was asked by its number or as the one due.
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.dac7() }),
  });
}
