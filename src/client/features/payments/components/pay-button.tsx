import { Loader2, Lock } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { formatZl } from '@/client/lib/item-format';

/** The pay-now button with the amount in zł (spec 02 §2), busy while the provider answers. */
export function PayButton({ amount, busy }: { amount: string; busy: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="pay-now">
      {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Lock className="h-4 w-4" aria-hidden />}
      {busy ? t('checkout.paying') : t('checkout.payNow', { amount: formatZl(amount, i18n.language) })}
    </Button>
  );
}
