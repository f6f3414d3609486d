import { useMutation } from '@tanstack/react-query';
import type { Language } from '@/shared/constants/limits';
import { api } from '@/client/lib/api-client';

/**
 * POST /api/payouts/account: a fresh onboarding link (Stripe's hosted onboarding, or the test provider's page) that
 * brings the owner back to the payouts page in `lang`. A link is good once and for minutes: asked for at each click.
 */
export function createPayoutLink(lang: Language): Promise<{ url: string }> {
  return api<{ url: string }>('POST', '/api/payouts/account', { lang });
}

export function useCreatePayoutLink() {
  return useMutation({ mutationFn: createPayoutLink });
}
