import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { TestConfirmResult, TestPaymentMethod } from './types';
import { useRefreshAfterTestPayment } from './use-refresh-after-test-payment';

/** POST /api/payments/test-provider/confirm: 200 with the intent's status (and a page to visit), 402 when declined. */
export function confirmTestPayment(input: {
  clientSecret: string;
  paymentMethod: TestPaymentMethod;
}): Promise<TestConfirmResult> {
  return api<TestConfirmResult>('POST', '/api/payments/test-provider/confirm', input);
}

export function useConfirmTestPayment() {
  const refresh = useRefreshAfterTestPayment();
  return useMutation({ mutationFn: confirmTestPayment, onSettled: refresh });
}
