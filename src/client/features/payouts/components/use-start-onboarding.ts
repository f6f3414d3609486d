import { useTranslation } from '@/client/i18n/use-translation';
import type { Language } from '@/shared/constants/limits';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useCreatePayoutLink } from '@/client/features/payouts/api/create-payout-link';

/**
 * Asks for a fresh onboarding link and goes there: Stripe's hosted pages (another site) or the test provider's page.
 * A full page load either way, so the owner comes back to a page that reads the account afresh.
 */
export function useStartOnboarding() {
  const { t, i18n } = useTranslation();
  const link = useCreatePayoutLink();
  const start = () =>
    link.mutate(i18n.language as Language, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (e) =>
        toast({
          variant: 'destructive',
          title: t('payouts.linkFailed'),
          description: errorMessage(e, t('common.error')),
        }),
    });
  // Busy until the browser leaves: a second click would only ask for another link.
  return { start, busy: link.isPending || link.isSuccess };
}
