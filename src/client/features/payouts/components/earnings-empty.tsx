import { PlusCircle, Wallet } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { PAYOUT_RELEASE_HOURS } from '@/shared/domain/payouts';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { localizedPath } from '@/client/lib/paths';

/** A new owner's earnings page: how money comes in, and the way to the first listing. */
export function EarningsEmpty() {
  const { t, i18n } = useTranslation();
  return (
    <Card className="grid justify-items-start gap-3 p-5 sm:p-6" data-testid="earnings-empty">
      <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Wallet className="h-5 w-5" aria-hidden />
      </span>
      <h2 className="text-xl font-semibold text-gray-900">{t('earnings.empty.title')}</h2>
      <p className="text-gray-700">{t('earnings.empty.text', { hours: PAYOUT_RELEASE_HOURS })}</p>
      <Button asChild>
        <Link to={localizedPath('rentOut', i18n.language)}>
          <PlusCircle className="h-4 w-4" aria-hidden />
          {t('earnings.empty.action')}
        </Link>
      </Button>
    </Card>
  );
}
