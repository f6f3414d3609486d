import { FlaskConical } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

/**
 * The test provider says so wherever it stands in for real money (issue 24): the payouts page and its onboarding page.
 * The same look as the checkout's notice (features/payments), not its import: features do not share components.
 */
export function TestModeNotice({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="test-payments-notice"
    >
      <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t('payouts.test.notice')}</p>
        {text && <p>{text}</p>}
      </div>
    </div>
  );
}
