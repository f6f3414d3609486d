import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { TestConfirmResult } from './types';
import { useRefreshAfterTestPayment } from './use-refresh-after-test-payment';

/** POST /api/payments/test-provider/authenticate: the test provider's authentication step, approved or failed. */
export function authenticateTestPayment(input: {
  clientSecret: string;
  outcome: 'approve' | 'fail';
}): Promise<TestConfirmResult> {
  return api<TestConfirmResult>('POST', '/api/payments/test-provider/authenticate', input);
}

export function useAuthenticateTestPayment() {
  const refresh = useRefreshAfterTestPayment();
  return useMutation({ mutationFn: authenticateTestPayment, onSettled: refresh });
}
