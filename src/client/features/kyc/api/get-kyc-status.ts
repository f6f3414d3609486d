import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycStatus } from '@/shared/schemas/kyc';
import { api } from '@/client/lib/api-client';
import { kycKeys } from './keys';

/** GET /api/kyc/status: the signed-in user's identity check (none, pending, approved, rejected with its reason). */
export function getKycStatus(): Promise<KycStatus> {
  return api<KycStatus>('GET', '/api/kyc/status');
}

export const kycStatusQueryOptions = () => queryOptions({ queryKey: kycKeys.status(), queryFn: getKycStatus });

export function useKycStatus() {
  return useQuery(kycStatusQueryOptions());
}
