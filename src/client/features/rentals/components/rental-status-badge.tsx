import { useTranslation } from 'react-i18next';
import type { RentalStatus } from '@/shared/domain/rental-status';
import { cn } from '../../../lib/cn';

const TONES: Record<RentalStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  confirmed: 'border-green-300 bg-green-50 text-green-900',
  active: 'border-green-200 bg-brand-50 text-brand-800',
  completed: 'border-gray-300 bg-gray-100 text-gray-800',
  declined: 'border-red-200 bg-red-50 text-red-800',
  cancelled: 'border-red-200 bg-red-50 text-red-800',
};

export function RentalStatusBadge({ status }: { status: RentalStatus }) {
  const { t } = useTranslation();
  return (
    <span data-status={status} className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[status])}>
      {t(`rentals.statuses.${status}`)}
    </span>
  );
}
