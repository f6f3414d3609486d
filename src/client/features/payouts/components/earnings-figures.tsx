import { CalendarClock, Hourglass, Landmark, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { PAYOUT_RELEASE_HOURS } from '@/shared/domain/payouts';
import type { Earnings } from '@/shared/schemas/payouts';
import { Card } from '@/client/components/ui/card';
import { formatZl } from '@/client/lib/item-format';

const FIGURES: { key: 'upcoming' | 'waiting' | 'paidOut'; icon: LucideIcon }[] = [
  { key: 'upcoming', icon: CalendarClock },
  { key: 'waiting', icon: Hourglass },
  { key: 'paidOut', icon: Landmark },
];

/** The three totals (issue 24 §5): paid rentals still to come, completed ones waiting for release, and paid out. */
export function EarningsFigures({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={t('earnings.figures.label')} className="grid gap-3 sm:grid-cols-3">
      {FIGURES.map(({ key, icon: Icon }) => (
        <Card key={key} className="grid content-start gap-2 p-4 sm:p-5">
          <div className="flex items-center gap-2 text-sm font-medium text-gray-700">
            <Icon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            <h2>{t(`earnings.figures.${key}`)}</h2>
          </div>
          <p className="text-2xl font-bold text-gray-900 tabular-nums" data-testid={`earnings-${key}`}>
            {formatZl(earnings[key], i18n.language)}
          </p>
          <p className="text-sm text-gray-700">{t(`earnings.figures.${key}Hint`, { hours: PAYOUT_RELEASE_HOURS })}</p>
        </Card>
      ))}
    </section>
  );
}
