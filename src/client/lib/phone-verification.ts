import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PhoneVerificationStatus,
  SendVerificationInput,
  SendVerificationResponse,
  VerifyCodeInput,
  VerifyCodeResponse,
} from '@/shared/schemas/phone';
import { api } from './api-client';
import { authKeys } from './query-keys';

/** Phone verification (spec 02 §7): the page and the profile's dialog share these calls. */
export const phoneKeys = {
  all: ['phone'] as const,
  status: () => [...phoneKeys.all, 'status'] as const,
};

export const phoneStatusQueryOptions = () =>
  queryOptions({
    queryKey: phoneKeys.status(),
    queryFn: () => api<PhoneVerificationStatus>('GET', '/api/phone/verification-status'),
  });

export function usePhoneStatus(enabled = true) {
  return useQuery({ ...phoneStatusQueryOptions(), enabled });
}

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (input: SendVerificationInput) =>
      api<SendVerificationResponse>('POST', '/api/phone/send-verification', input),
  });
}

/**
 * On success the status and the current user (/api/auth/me) are refreshed (spec 02 §4). `onVerified` runs first, in
 * the mutation itself: the refresh replaces the flow (verified card, no Verify button), and callbacks given to
 * `mutate` do not run once their component has unmounted.
 */
export function useVerifyPhoneCode(onVerified: (answer: VerifyCodeResponse) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyCodeInput) => api<VerifyCodeResponse>('POST', '/api/phone/verify-code', input),
    onSuccess: async (answer) => {
      onVerified(answer);
      await Promise.all([
        qc.invalidateQueries({ queryKey: phoneKeys.status() }),
        qc.invalidateQueries({ queryKey: authKeys.me() }),
      ]);
    },
  });
}
