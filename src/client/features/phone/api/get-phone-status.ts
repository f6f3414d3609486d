import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhoneVerificationStatus } from '@/shared/schemas/phone';
import { api } from '@/client/lib/api-client';
import { phoneKeys } from './keys';

/** GET /api/phone/verification-status: whether the number is verified, and the pending code's timers. */
export function getPhoneStatus(): Promise<PhoneVerificationStatus> {
  return api<PhoneVerificationStatus>('GET', '/api/phone/verification-status');
}

export const phoneStatusQueryOptions = () => queryOptions({ queryKey: phoneKeys.status(), queryFn: getPhoneStatus });

export function usePhoneStatus(enabled = true) {
  return useQuery({ ...phoneStatusQueryOptions(), enabled });
}
