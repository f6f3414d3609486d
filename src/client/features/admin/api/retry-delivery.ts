import type { RetriedDelivery } from '@/shared/schemas/admin';
import { api } from '@/client/lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/deliveries/{id}/retry: a failed delivery is tried again. */
export function retryDelivery(id: number): Promise<RetriedDelivery> {
  return api<RetriedDelivery>('POST', `/api/admin/deliveries/${id}/retry`);
}

export const useRetryDelivery = () => useAdminMutation(retryDelivery);
