import { Unlock } from 'lucide-react';
import type { BlockedDates } from '@/shared/schemas/calendar';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { displayRange } from './display-range';

interface Props {
  ranges: BlockedDates['blockedDates'];
  pending: boolean;
  onUnblock: (index: number) => void;
}

/** The owner's blocked ranges with their notes, each with its own "Unblock". */
export function BlockedList({ ranges, pending, onUnblock }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{t('owner.calendar.blockedTitle')}</h3>
      {ranges.length === 0 ? (
        <p className="text-sm text-gray-700">{t('owner.calendar.noBlocked')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="blocked-ranges">
          {ranges.map((r, i) => (
            <li
              key={`${r.startDate}-${r.endDate}-${i}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 px-3 py-2"
            >
              <span className="min-w-0 text-sm break-words">
                <span className="font-medium">{displayRange(r)}</span>
                {r.note && <span className="block text-gray-700">{r.note}</span>}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={pending}
                aria-label={t('owner.calendar.unblockLabel', { range: displayRange(r) })}
                onClick={() => onUnblock(i)}
              >
                <Unlock className="h-4 w-4" aria-hidden />
                {t('owner.calendar.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
