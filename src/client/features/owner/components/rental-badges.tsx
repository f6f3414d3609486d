import { useTranslation } from 'react-i18next';
import type { PaymentStatus, RentalStatus } from '@/shared/domain/rental-status';
import { cn } from '../../../lib/cn';

const STATUS_STYLE: Record<RentalStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-50 text-brand-800',
  active: 'bg-blue-100 text-blue-900',
  completed: 'bg-gray-100 text-gray-800',
  declined: 'bg-red-100 text-red-800',
  cancelled: 'bg-red-100 text-red-800',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function RentalStatusBadge({ status }: { status: RentalStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn(badge, STATUS_STYLE[status])} data-testid="rental-status">
      {t(`owner.status.${status}`)}
    </span>
  );
}

/** For the owner of a confirmed rental (spec 02 §4): whether the renter has paid. */
export function PaymentBadge({ paymentStatus }: { paymentStatus: PaymentStatus }) {
  const { t } = useTranslation();
  const paid = paymentStatus === 'paid';
  return (
    <span className={cn(badge, paid ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900')} data-testid={paid ? 'payment-complete' : 'payment-pending'}>
      {t(paid ? 'owner.payment.complete' : 'owner.payment.pending')}
    </span>
  );
}
