import type { KycAdminRecord, KycReviewInput } from '@/shared/schemas/kyc';
import { api } from '@/client/lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** PATCH /api/admin/kyc/{id}/status: approve or reject an identity check. */
export function decideKyc({ id, ...body }: KycReviewInput & { id: number }): Promise<KycAdminRecord> {
  return api<KycAdminRecord>('PATCH', `/api/admin/kyc/${id}/status`, body);
}

export const useDecideKyc = () => useAdminMutation(decideKyc);
