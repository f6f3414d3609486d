import { api } from '@/client/lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** A failed payout or refund, as the admin's retry names it. */
export interface MoneyRetry {
  kind: 'payout' | 'refund';
  id: number;
}

/** POST /api/admin/payouts/{id}/retry or /api/admin/refunds/{id}/retry: tried again at once (audited). */
export function retryMoney({ kind, id }: MoneyRetry): Promise<unknown> {
  return api<unknown>('POST', `/api/admin/${kind}s/${id}/retry`);
}

export const useRetryMoney = () => useAdminMutation(retryMoney);
