import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { rentalsRootKey } from '@/client/lib/query-keys';
import { paymentsKeys } from './keys';
import type { TestConfirmResult, TestPaymentMethod } from './types';

/** POST /api/payments/test-provider/confirm: 200 with the intent's status (and a page to visit), 402 when declined. */
export function confirmTestPayment(input: {
  clientSecret: string;
  paymentMethod: TestPaymentMethod;
}): Promise<TestConfirmResult> {
  return api<TestConfirmResult>('POST', '/api/payments/test-provider/confirm', input);
}

/** POST /api/payments/test-provider/authenticate: the test provider's authentication step, approved or failed. */
export function authenticateTestPayment(input: {
  clientSecret: string;
  outcome: 'approve' | 'fail';
}): Promise<TestConfirmResult> {
  return api<TestConfirmResult>('POST', '/api/payments/test-provider/authenticate', input);
}

/** Whatever the answer, the rental's payment may have moved: the lists and the payment's state are read again. */
function useRefreshAfter() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: rentalsRootKey }),
      qc.invalidateQueries({ queryKey: paymentsKeys.all, predicate: (q) => q.queryKey[1] !== 'intent' }),
    ]);
}

export function useConfirmTestPayment() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: confirmTestPayment, onSettled: refresh });
}

export function useAuthenticateTestPayment() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: authenticateTestPayment, onSettled: refresh });
}
