import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { VerifyEmailAnswer } from './verify-email';

export function resendVerification() {
  return api<VerifyEmailAnswer>('POST', '/api/verify-email/resend');
}

/** "Send the link again" (the banner, the verify page): the server allows one a minute and five a day. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
