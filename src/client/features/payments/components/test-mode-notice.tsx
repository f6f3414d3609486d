import { FlaskConical } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

/**
 * The built-in test provider says so wherever it takes "payment" (issue 12): nobody may think money moved. The
 * form adds which test numbers work.
 */
export function TestModeNotice({ withHint = true }: { withHint?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="test-payments-notice"
    >
      <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t('checkout.test.notice')}</p>
        {withHint && <p>{t('checkout.test.hint')}</p>}
      </div>
    </div>
  );
}
