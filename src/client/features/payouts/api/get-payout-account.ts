import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutAccount } from '@/shared/schemas/payouts';
import { api } from '@/client/lib/api-client';
import { payoutsKeys } from '@/client/lib/query-keys';

/** GET /api/payouts/account: the signed-in user's payout account (status, bank's last four, what is still asked). */
export function getPayoutAccount(): Promise<PayoutAccount> {
  return api<PayoutAccount>('GET', '/api/payouts/account');
}

export const payoutAccountQueryOptions = () =>
  queryOptions({ queryKey: payoutsKeys.account(), queryFn: getPayoutAccount });

export function usePayoutAccount(enabled = true) {
  return useQuery({ ...payoutAccountQueryOptions(), enabled });
}
