import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycStatus } from '@/shared/schemas/kyc';
import { api } from './api-client';

/** GET /api/kyc/status: read by the KYC page and the profile's KYC card (features cannot share it otherwise). */
export const kycKeys = {
  all: ['kyc'] as const,
  status: () => [...kycKeys.all, 'status'] as const,
};

export const kycStatusQueryOptions = () =>
  queryOptions({ queryKey: kycKeys.status(), queryFn: () => api<KycStatus>('GET', '/api/kyc/status') });

export function useKycStatus() {
  return useQuery(kycStatusQueryOptions());
}
