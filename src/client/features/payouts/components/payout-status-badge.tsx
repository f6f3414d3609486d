import { useTranslation } from '@/client/i18n/use-translation';
import type { PayoutStatus } from '@/shared/domain/payouts';
import { cn } from '@/client/lib/cn';

const TONES: Record<PayoutStatus, string> = {
  upcoming: 'bg-gray-100 text-gray-800',
  due: 'bg-amber-100 text-amber-900',
  sent: 'bg-blue-100 text-blue-900',
  paid: 'bg-brand-50 text-brand-800',
  failed: 'bg-red-100 text-red-800',
  reversed: 'bg-gray-100 text-gray-800',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
      data-testid="payout-status"
      data-status={status}
    >
      {t(`payouts.status.${status}`)}
    </span>
  );
}
