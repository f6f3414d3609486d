import { useTranslation } from '@/client/i18n/use-translation';
import type { RentalStatus } from '@/shared/domain/rental-status';
import { cn } from '@/client/lib/cn';

/** The rentals page's cards: outlined tones. */
const CARD_TONES: Record<RentalStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  confirmed: 'border-green-300 bg-green-50 text-green-900',
  active: 'border-green-200 bg-brand-50 text-brand-800',
  completed: 'border-gray-300 bg-gray-100 text-gray-800',
  declined: 'border-red-200 bg-red-50 text-red-800',
  cancelled: 'border-red-200 bg-red-50 text-red-800',
};

/** The dashboard's compact rows: filled tones. */
const ROW_TONES: Record<RentalStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-50 text-brand-800',
  active: 'bg-blue-100 text-blue-900',
  completed: 'bg-gray-100 text-gray-800',
  declined: 'bg-red-100 text-red-800',
  cancelled: 'bg-red-100 text-red-800',
};

export const rowBadgeClass =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** A rental's status: `card` on the rentals page, `row` in the dashboard's lists (its own wording: "Trwa"). */
export function RentalStatusBadge({ status, look = 'card' }: { status: RentalStatus; look?: 'card' | 'row' }) {
  const { t } = useTranslation();
  if (look === 'row') {
    return (
      <span className={cn(rowBadgeClass, ROW_TONES[status])} data-testid="rental-status">
        {t(`owner.status.${status}`)}
      </span>
    );
  }
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        CARD_TONES[status],
      )}
    >
      {t(`rentals.statuses.${status}`)}
    </span>
  );
}
