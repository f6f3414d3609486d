import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FailedMoney } from '@/shared/schemas/payouts';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/payments/failed: payouts and refunds that failed every try (issue 24 §2, §4). */
export function getFailedMoney(): Promise<FailedMoney> {
  return api<FailedMoney>('GET', '/api/admin/payments/failed');
}

export const failedMoneyQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.failedMoney(), queryFn: getFailedMoney });

export function useFailedMoney() {
  return useQuery(failedMoneyQueryOptions());
}
