import { useTranslation } from '@/client/i18n/use-translation';
import type { PaymentStatus } from '@/shared/domain/rental-status';
import { cn } from '@/client/lib/cn';
import { rowBadgeClass } from './rental-status-badge';

const LOOKS: Record<PaymentStatus, { tone: string; testId: string }> = {
  unpaid: { tone: 'bg-amber-100 text-amber-900', testId: 'payment-pending' },
  paid: { tone: 'bg-green-100 text-green-900', testId: 'payment-complete' },
  partially_refunded: { tone: 'bg-blue-100 text-blue-900', testId: 'payment-partially-refunded' },
  refunded: { tone: 'bg-blue-100 text-blue-900', testId: 'payment-refunded' },
};

/**
 * Whether a rental is paid (spec 02 §4: the owner of a confirmed rental sees payment complete or pending) and, once
 * money went back, refunded. The renter is not told "pending" about their own unpaid rental: Pay Now says it.
 */
export function PaymentBadge({ paymentStatus, viewer }: { paymentStatus: PaymentStatus; viewer: 'owner' | 'renter' }) {
  const { t } = useTranslation();
  if (viewer === 'renter' && paymentStatus === 'unpaid') return null;
  const key =
    paymentStatus === 'paid' || paymentStatus === 'unpaid'
      ? `owner.payment.${viewer === 'renter' ? 'paid' : paymentStatus === 'paid' ? 'complete' : 'pending'}`
      : `owner.payment.${paymentStatus}`;
  return (
    <span className={cn(rowBadgeClass, LOOKS[paymentStatus].tone)} data-testid={LOOKS[paymentStatus].testId}>
      {t(key)}
    </span>
  );
}
