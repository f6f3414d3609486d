import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxInfoAnswer, TaxInfoInput } from '@/shared/schemas/dac7';
import { api } from '@/client/lib/api-client';
import { payoutsKeys } from '@/client/lib/query-keys';

/** PUT /api/payouts/tax-info: give or change the owner's DAC7 tax data; the answer is what GET shows. */
export function saveTaxInfo(input: TaxInfoInput): Promise<TaxInfoAnswer> {
  return api<TaxInfoAnswer>('PUT', '/api/payouts/tax-info', input);
}

export function useSaveTaxInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTaxInfo,
    onSuccess: (answer) => qc.setQueryData(payoutsKeys.taxInfo(), answer),
  });
}
