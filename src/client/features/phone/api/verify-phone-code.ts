import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyCodeInput, VerifyCodeResponse } from '@/shared/schemas/phone';
import { api } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';
import { phoneKeys } from './keys';

/** POST /api/phone/verify-code: the code the user received. */
export function verifyPhoneCode(input: VerifyCodeInput): Promise<VerifyCodeResponse> {
  return api<VerifyCodeResponse>('POST', '/api/phone/verify-code', input);
}

/**
 * On success the status and the current user (/api/auth/me) are refreshed (spec 02 §4). `onVerified` runs first, in
 * the mutation itself: the refresh replaces the flow (verified card, no Verify button), and callbacks given to
 * `mutate` do not run once their component has unmounted.
 */
export function useVerifyPhoneCode(onVerified: (answer: VerifyCodeResponse) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: async (answer) => {
      onVerified(answer);
      await Promise.all([
        qc.invalidateQueries({ queryKey: phoneKeys.status() }),
        qc.invalidateQueries({ queryKey: authKeys.me() }),
      ]);
    },
  });
}
