import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxInfoAnswer } from '@/shared/schemas/dac7';
import { api } from '@/client/lib/api-client';
import { payoutsKeys } from '@/client/lib/query-keys';

/** GET /api/payouts/tax-info: the signed-in owner's DAC7 tax data (a PESEL or NIP by its last 4 digits). */
export function getTaxInfo(): Promise<TaxInfoAnswer> {
  return api<TaxInfoAnswer>('GET', '/api/payouts/tax-info');
}

export const taxInfoQueryOptions = () => queryOptions({ queryKey: payoutsKeys.taxInfo(), queryFn: getTaxInfo });

export function useTaxInfo() {
  return useQuery(taxInfoQueryOptions());
}
