import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FailedDelivery } from '@/shared/schemas/admin';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/deliveries/failed: e-mails and SMS that gave up after their last attempt. */
export function getFailedDeliveries(): Promise<FailedDelivery[]> {
  return api<FailedDelivery[]>('GET', '/api/admin/deliveries/failed');
}

export const failedDeliveriesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.deliveries(), queryFn: getFailedDeliveries });

export function useFailedDeliveries() {
  return useQuery(failedDeliveriesQueryOptions());
}
