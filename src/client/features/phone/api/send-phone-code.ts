import { useMutation } from '@tanstack/react-query';
import type { SendVerificationInput, SendVerificationResponse } from '@/shared/schemas/phone';
import { api } from '@/client/lib/api-client';

/** POST /api/phone/send-verification: a code by SMS to the number given. */
export function sendPhoneCode(input: SendVerificationInput): Promise<SendVerificationResponse> {
  return api<SendVerificationResponse>('POST', '/api/phone/send-verification', input);
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
