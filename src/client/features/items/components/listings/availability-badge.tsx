import { useTranslation } from '@/client/i18n/use-translation';
import { cn } from '@/client/lib/cn';

/** Whether renters can book the listing now. */
export function AvailabilityBadge({ available, className }: { available: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-1 text-xs font-semibold',
        available ? 'bg-green-100 text-green-900' : 'bg-gray-900/85 text-white',
        className,
      )}
      data-testid="availability-badge"
    >
      {t(available ? 'owner.available' : 'owner.unavailable')}
    </span>
  );
}
