import { Zap } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { cn } from '@/client/lib/cn';

/**
 * "Rezerwacja natychmiastowa" / "Instant booking" (issue 26 §2): the listing confirms a fitting request at once. On
 * the item card (over its photo) and on the item page beside the availability.
 */
export function InstantBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900',
        className,
      )}
      data-testid="instant-badge"
    >
      <Zap className="h-3.5 w-3.5" aria-hidden />
      {t('instantBooking.badge')}
    </span>
  );
}
