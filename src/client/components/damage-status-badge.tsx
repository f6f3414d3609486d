import { useTranslation } from '@/client/i18n/use-translation';
import type { DamageReportStatus } from '@/shared/domain/damage';
import { cn } from '@/client/lib/cn';

const TONES: Record<DamageReportStatus, string> = {
  reported: 'bg-amber-100 text-amber-900',
  disputed: 'bg-orange-100 text-orange-900',
  accepted: 'bg-green-100 text-green-900',
  resolved: 'bg-blue-100 text-blue-900',
  withdrawn: 'bg-gray-100 text-gray-800',
};

/** A damage report's status, in the same words on the booking page and in the admin's mediation. */
export function DamageStatusBadge({ status }: { status: DamageReportStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status])}
      data-testid="damage-status"
      data-status={status}
    >
      {t(`damage.status.${status}`)}
    </span>
  );
}
