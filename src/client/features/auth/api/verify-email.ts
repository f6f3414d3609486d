import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { authKeys } from '@/client/lib/query-keys';

export interface VerifyEmailAnswer {
  ok: true;
  message: string;
  email: string;
}

export function verifyEmail(token: string) {
  return api<VerifyEmailAnswer>('POST', '/api/verify-email', { token });
}

/** Opening the e-mailed link; the signed-in user (if any) is refetched: the banner goes, a changed address shows. */
export function useVerifyEmail() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSettled: () => qc.invalidateQueries({ queryKey: authKeys.me() }) });
}
