import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountStatus } from '@/shared/domain/payouts';
import type { OnboardingFieldsInput } from '@/shared/schemas/payouts';
import { api } from '@/client/lib/api-client';
import { payoutsKeys } from '@/client/lib/query-keys';

export type TestOnboardingInput = OnboardingFieldsInput & {
  /** The page's own address (path and query) as the onboarding link sent it: it names the account and its token. */
  url: string;
};

/** POST /api/payments/test-provider/onboarding: the test provider takes the owner's details, as Stripe's form would. */
export function submitTestOnboarding(input: TestOnboardingInput) {
  return api<{ status: PayoutAccountStatus; returnUrl: string }>(
    'POST',
    '/api/payments/test-provider/onboarding',
    input,
  );
}

export function useSubmitTestOnboarding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitTestOnboarding,
    onSuccess: () => qc.invalidateQueries({ queryKey: payoutsKeys.all }),
  });
}
