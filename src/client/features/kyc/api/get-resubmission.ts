import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycResubmission } from '@/shared/schemas/kyc';
import { api } from '@/client/lib/api-client';
import { kycKeys } from './keys';

/** GET /api/kyc/resubmission: the rejected submission's text fields (never its images), keyed by that submission. */
export function getKycResubmission(): Promise<KycResubmission> {
  return api<KycResubmission>('GET', '/api/kyc/resubmission');
}

export const kycResubmissionQueryOptions = (rejectedId: number | null) =>
  queryOptions({ queryKey: [...kycKeys.all, 'resubmission', rejectedId], queryFn: getKycResubmission });

export function useKycResubmission(rejectedId: number | null, enabled: boolean) {
  return useQuery({ ...kycResubmissionQueryOptions(rejectedId), enabled });
}
