import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycAdminRecord } from '@/shared/schemas/kyc';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/kyc/pending: the identity checks waiting for a decision. */
export function getPendingKyc(): Promise<KycAdminRecord[]> {
  return api<KycAdminRecord[]>('GET', '/api/admin/kyc/pending');
}

export const pendingKycQueryOptions = () => queryOptions({ queryKey: adminKeys.kycPending(), queryFn: getPendingKyc });

export function usePendingKyc() {
  return useQuery(pendingKycQueryOptions());
}
