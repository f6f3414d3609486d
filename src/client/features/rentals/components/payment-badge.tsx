import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@/shared/domain/rental-status';
import { cn } from '@/client/lib/cn';
import { rowBadgeClass } from './rental-status-badge';

/** For the owner of a confirmed rental (spec 02 §4): whether the renter has paid. */
export function PaymentBadge({ paymentStatus }: { paymentStatus: PaymentStatus }) {
  const { t } = useTranslation();
  const paid = paymentStatus === 'paid';
  return (
    <span
      className={cn(rowBadgeClass, paid ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900')}
      data-testid={paid ? 'payment-complete' : 'payment-pending'}
    >
      {t(paid ? 'owner.payment.complete' : 'owner.payment.pending')}
    </span>
  );
}
